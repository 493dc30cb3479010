import { useLingui } from "@lingui/react/macro";
import { ArrowLeft, X } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { focusFirstField } from "../form/focus-first-field.ts";
import frame from "./dialog.module.css";
import styles from "./modal-dialog.module.css";

/**
 * The app's one dialog (decision records 006 and 065): a native `<dialog>` opened with
 * `showModal()`, so the page behind is inert (focus stays inside), Escape closes, and the title
 * names it. Open while `open` is true; `onClose` hears every way of closing (Escape, the close
 * button, the backdrop of a panel), once. Focus returns to what had it before the dialog opened.
 *
 * Looks: `card` (a white card with the title and a close button), `banner` (a navy head with an
 * icon, the title and a subtitle, for forms: `dialog.module.css`), `panel` (a full-height side
 * panel at the right edge, closed by a click beside it too).
 */
type Props = {
  open: boolean;
  onClose: () => void;
  /** The heading, and the dialog's accessible name unless `label` is given. */
  title: ReactNode;
  children: ReactNode;
  look?: "card" | "banner" | "panel";
  /** A wider card. */
  wide?: boolean;
  /** The banner's icon and the line under its title. */
  icon?: ReactNode;
  subtitle?: ReactNode;
  /** A back button before the title (a dialog with steps). */
  onBack?: () => void;
  /** A fixed name when the heading changes with the content. */
  label?: string;
  /** The title as a paragraph: a dialog that asks one question has no heading. */
  titleAs?: "h2" | "p";
  /** false for dialogs closed by their own buttons (and Escape). */
  closeButton?: boolean;
  /** Replace the look's frame (size, padding, backdrop) and title classes. */
  className?: string;
  titleClassName?: string;
  /** Where focus starts: the browser's choice (the first focusable element, the close button in
   * most), the first field still to fill of the content, or a given element. */
  initialFocus?: "first-field" | RefObject<HTMLElement | null>;
  /** Keep the content mounted while closed (a draft survives closing). */
  keepMounted?: boolean;
};

export function ModalDialog({
  open,
  onClose,
  title,
  children,
  look = "card",
  wide = false,
  icon,
  subtitle,
  onBack,
  label,
  titleAs: Title = "h2",
  closeButton = true,
  className,
  titleClassName,
  initialFocus,
  keepMounted = false,
}: Props) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const latest = useRef({ open, onClose, initialFocus });
  latest.current = { open, onClose, initialFocus };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      const focus = latest.current.initialFocus;
      if (focus === "first-field") focusFirstField(element.querySelector("form") ?? element);
      else focus?.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  // Unmounted while open (a prompt whose reason went away): focus still goes back.
  useEffect(() => {
    const element = dialog.current;
    return () => restoreFocus(element, opener);
  }, []);

  const looks = {
    card: { frame: styles.dialog, head: styles.head, title: styles.title, close: styles.close },
    banner: { frame: frame.dialog, head: frame.head, title: frame.title, close: frame.close },
    panel: { frame: styles.panel, head: styles.panelHead, title: styles.panelTitle, close: styles.iconButton },
  }[look];
  const heading = (
    <Title id={titleId} className={titleClassName ?? looks.title}>
      {title}
    </Title>
  );
  const close = closeButton ? (
    <button type="button" className={looks.close} onClick={onClose} aria-label={t`Close`}>
      <X size={20} aria-hidden="true" />
    </button>
  ) : null;
  const back = onBack ? (
    <button type="button" className={looks.close} onClick={onBack} aria-label={t`Back`}>
      <ArrowLeft size={20} aria-hidden="true" />
    </button>
  ) : null;
  const head =
    look === "banner" ? (
      <div className={looks.head}>
        <span className={frame.icon}>{icon}</span>
        <div>
          {heading}
          {subtitle ? <p className={frame.subtitle}>{subtitle}</p> : null}
        </div>
        {close}
      </div>
    ) : close || back ? (
      <div className={looks.head}>
        {back}
        {heading}
        {close}
      </div>
    ) : (
      heading
    );
  const content = open || keepMounted ? children : null;

  return (
    // Escape closes the dialog natively; the click beside a panel is an extra for pointers.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <dialog
      ref={dialog}
      className={className ?? looks.frame}
      data-wide={wide}
      aria-labelledby={label ? undefined : titleId}
      aria-label={label}
      onClose={() => {
        restoreFocus(dialog.current, opener);
        if (latest.current.open) latest.current.onClose();
      }}
      onClick={look === "panel" ? (event) => event.target === dialog.current && onClose() : undefined}
    >
      {look === "panel" ? (
        <div className={styles.panelInner}>
          {head}
          {content}
        </div>
      ) : (
        <>
          {head}
          {content}
        </>
      )}
    </dialog>
  );
}

/** Back to the opener, unless focus already went somewhere on purpose (or the opener is gone). */
function restoreFocus(element: HTMLDialogElement | null, opener: RefObject<Element | null>): void {
  const target = opener.current;
  opener.current = null;
  if (!(target instanceof HTMLElement) || !target.isConnected) return;
  const active = document.activeElement;
  if (active === null || active === document.body || element?.contains(active)) target.focus();
}
