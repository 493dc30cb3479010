import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import styles from "./modal-dialog.module.css";

/**
 * A native modal dialog (decision record 006): focus moves in, Escape closes, the page behind is
 * inert. Open while `open` is true; `onClose` hears every way of closing.
 */
type Props = { open: boolean; onClose: () => void; title: ReactNode; children: ReactNode; wide?: boolean };

export function ModalDialog({ open, onClose, title, children, wide = false }: Props) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      data-wide={wide}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close`}>
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
