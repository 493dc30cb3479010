import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Download } from "lucide-react";
import { useEffect, useRef } from "react";
import { installOfferAtom, promptInstall } from "../../lib/pwa/install-prompt.ts";
import { useAtomValue } from "../../lib/store.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import styles from "./mobile-menu.module.css";
import { mainNav } from "./nav-items.ts";

/** The small-screen menu: navigation, language, install and Login / Register. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const installOffer = useAtomValue(installOfferAtom);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <div ref={panel} className={styles.panel} hidden={!open}>
      <nav aria-label={t`Main`} className={`container ${styles.inner}`}>
        <ul className={styles.list}>
          {mainNav.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.link} onClick={onClose} activeProps={{ "aria-current": "page" }}>
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
        <LanguageSwitcher variant="full" />
        {installOffer ? (
          <button type="button" className={styles.secondary} onClick={() => void promptInstall()}>
            <Download size={18} aria-hidden="true" />
            <Trans>Install app</Trans>
          </button>
        ) : null}
        <Link to="/auth" className={styles.primary} onClick={onClose}>
          <Trans>Login / Register</Trans>
        </Link>
      </nav>
    </div>
  );
}
