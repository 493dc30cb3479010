import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Download, Menu, MessageCircle, X } from "lucide-react";
import { Suspense, useEffect, useId, useState } from "react";
import { OPEN_ASSISTANT_EVENT } from "../../../domain/shared/timings.ts";
import { BrandMark, BrandName } from "../../components/ui/brand-logo.tsx";
import { LanguageSwitcher } from "../../components/ui/language-switcher.tsx";
import { installOfferAtom, promptInstall } from "../../lib/pwa/install-prompt.ts";
import { useAtomValue } from "../../lib/store.ts";
import { holdToasts } from "../../lib/toast.ts";
import { useHydrating } from "../../lib/use-hydrating.ts";
import { AccountActions } from "./account-actions.tsx";
import { mainNav } from "./nav-items.ts";
import { OfflineStatus } from "./offline-status.tsx";
import { OutboxBadge } from "./outbox-badge.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";

// The small-screen menu loads when first opened.
const MobileMenu = optionalLazy(() => import("./mobile-menu.tsx"));

import { optionalLazy } from "../../components/ui/optional-lazy.tsx";
import styles from "./site-header.module.css";
import { useHeaderMode } from "./use-header-mode.ts";

/** The fixed header of every page (spec section 2), with its scroll behaviour and mobile menu. */
export function SiteHeader() {
  const { mode, showToTop } = useHeaderMode();
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the menu stays mounted so closing and reopening is instant.
  const [menuOpened, setMenuOpened] = useState(false);
  // The browser may offer the install before the app takes over the server's HTML.
  const offered = useAtomValue(installOfferAtom);
  const installOffer = useHydrating() ? null : offered;
  const menuId = useId();
  const { t } = useLingui();

  // The menu is for small screens; close it when the layout grows past it.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 1024px)");
    const close = () => wide.matches && setMenuOpen(false);
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, []);

  // Toasts wait while the menu is open: nothing covers it (issue 15).
  useEffect(() => holdToasts(menuOpen), [menuOpen]);

  const visibleMode = menuOpen ? "full" : mode;
  return (
    <>
      <header className={styles.header} data-mode={visibleMode}>
        <div className={`container ${styles.bar}`}>
          <Link to="/" className={styles.brand}>
            <BrandMark size={34} />
            <BrandName />
            {/* The name speaks the visible brand first (WCAG 2.5.3), then where it leads. */}
            <span className="visually-hidden">, {t`Home`}</span>
          </Link>
          <nav className={styles.nav} aria-label={t`Main`}>
            {mainNav.map((item) => (
              <Link key={item.to} to={item.to} className={styles.navLink} activeProps={{ "aria-current": "page" }}>
                {t(item.label)}
              </Link>
            ))}
          </nav>
          <div className={styles.actions}>
            <OfflineStatus />
            <OutboxBadge />
            <div className={styles.desktopOnly}>
              <LanguageSwitcher />
            </div>
            {installOffer ? (
              <button
                type="button"
                className={`${styles.iconButton} ${styles.desktopOnly}`}
                onClick={() => void promptInstall()}
              >
                <Download size={18} aria-hidden="true" />
                <span className="visually-hidden">
                  <Trans>Install app</Trans>
                </span>
              </button>
            ) : null}
            <button
              type="button"
              className={`${styles.iconButton} ${styles.desktopOnly}`}
              onClick={() => window.dispatchEvent(new CustomEvent(OPEN_ASSISTANT_EVENT))}
              title={t`Ask Yacht Companion`}
            >
              <MessageCircle size={18} aria-hidden="true" />
              <span className="visually-hidden">
                <Trans>Ask Yacht Companion</Trans>
              </span>
            </button>
            <AccountActions />
            <button
              type="button"
              className={`${styles.iconButton} ${styles.menuToggle}`}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => {
                setMenuOpened(true);
                setMenuOpen((open) => !open);
              }}
            >
              {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
              <span className="visually-hidden">{menuOpen ? t`Close menu` : t`Open menu`}</span>
            </button>
          </div>
        </div>
        <div id={menuId}>
          {menuOpened ? (
            <Suspense fallback={null}>
              <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
            </Suspense>
          ) : null}
        </div>
      </header>
      <ScrollToTop visible={showToTop} />
    </>
  );
}
