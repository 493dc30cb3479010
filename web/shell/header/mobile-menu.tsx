import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Download, LogOut, MessageCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { OPEN_ASSISTANT_EVENT } from "../../../domain/shared/timings.ts";
import { AppLink } from "../../components/ui/app-link.tsx";
import { LanguageSwitcher } from "../../components/ui/language-switcher.tsx";
import { dashboardFor, initialsOf, profileLinks } from "../../lib/accounts/account-links.ts";
import { sessionUserAtom } from "../../lib/accounts/session.ts";
import { useLogout } from "../../lib/accounts/use-logout.ts";
import { installOfferAtom, promptInstall } from "../../lib/pwa/install-prompt.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./mobile-menu.module.css";
import { mainNav } from "./nav-items.ts";

/** The small-screen menu: navigation, language, install, and Login / Register or the user's links. */
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
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            onClose();
            window.dispatchEvent(new CustomEvent(OPEN_ASSISTANT_EVENT));
          }}
        >
          <MessageCircle size={18} aria-hidden="true" />
          <Trans>Ask Yacht Companion</Trans>
        </button>
        {installOffer ? (
          <button type="button" className={styles.secondary} onClick={() => void promptInstall()}>
            <Download size={18} aria-hidden="true" />
            <Trans>Install app</Trans>
          </button>
        ) : null}
        <MobileAccount onClose={onClose} />
      </nav>
    </div>
  );
}

function MobileAccount({ onClose }: { onClose: () => void }) {
  const user = useAtomValue(sessionUserAtom);
  const logout = useLogout();
  const { t } = useLingui();
  if (user === undefined) return null;
  if (user === null) {
    return (
      <Link to="/auth" className={styles.primary} onClick={onClose}>
        <Trans>Login / Register</Trans>
      </Link>
    );
  }
  const dashboard = dashboardFor(user);
  return (
    <section className={styles.account} aria-label={t`Account`}>
      <div className={styles.who}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user)}
        </span>
        <span>
          <strong>{user.firstName}</strong>
          <small>{user.email}</small>
        </span>
      </div>
      {dashboard ? (
        <AppLink href={dashboard.href} className={styles.primary} onClick={onClose}>
          {t(dashboard.label)}
        </AppLink>
      ) : null}
      <ul className={styles.list}>
        {profileLinks(user).map((link) => (
          <li key={link.href}>
            <AppLink href={link.href} className={styles.link} onClick={onClose}>
              {t(link.label)}
            </AppLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        <LogOut size={18} aria-hidden="true" />
        <Trans>Log out</Trans>
      </button>
    </section>
  );
}
