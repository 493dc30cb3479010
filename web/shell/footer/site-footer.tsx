import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Camera, Cookie, MessageCircle, Play, Send } from "lucide-react";
import { Suspense } from "react";
import { OPEN_ASSISTANT_EVENT } from "../../../domain/shared/timings.ts";
import { site } from "../../../domain/shell/site.ts";
import { AppLink } from "../../components/ui/app-link.tsx";
import { BrandMark, BrandName, useBrand } from "../../components/ui/brand-logo.tsx";
import { optionalLazy } from "../../components/ui/optional-lazy.tsx";
import { openConsentSettings } from "../../lib/consent.ts";
import { useAfterFirstPaint } from "../../lib/use-after-first-paint.ts";
import { DonateBadge } from "./donate-badge.tsx";
import { navigationLinks, supportLinks } from "./footer-links.ts";
import styles from "./site-footer.module.css";

const NewsletterForm = optionalLazy(() => import("../../features/newsletter/newsletter-form.tsx"));

/** Opens the Yacht Companion wherever it is mounted: the widget listens for this window event. */
function openAssistant() {
  window.dispatchEvent(new CustomEvent(OPEN_ASSISTANT_EVENT));
}

/** The footer of every page (spec section 2): 1 column, 2-3 from 768 px, 5 from 1024 px. */
export default function SiteFooter() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const brand = useBrand();
  const painted = useAfterFirstPaint();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brandColumn}>
          <Link to="/" className={styles.brand}>
            <BrandMark size={40} />
            <BrandName />
          </Link>
          <p className={styles.tagline}>
            <Trans>The only yacht charter portal of Lake Baikal.</Trans>
          </p>
          <ul className={styles.social} aria-label={t`Social networks`}>
            <li>
              <a href={site.social.video} aria-label={t`Video channel`}>
                <Play size={20} aria-hidden="true" />
              </a>
            </li>
            <li>
              <a href={site.social.photo} aria-label={t`Photo network`}>
                <Camera size={20} aria-hidden="true" />
              </a>
            </li>
            <li>
              <a
                href={site.social.messenger}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t`Messenger channel`}
              >
                <Send size={20} aria-hidden="true" />
              </a>
            </li>
          </ul>
          <button type="button" className={styles.assistant} onClick={openAssistant}>
            <MessageCircle size={18} aria-hidden="true" />
            <Trans>Ask Yacht Companion</Trans>
          </button>
        </section>

        <nav className={styles.column} aria-labelledby="footer-navigation">
          <h2 id="footer-navigation" className={styles.heading}>
            <Trans>Navigation</Trans>
          </h2>
          <ul className={styles.links}>
            {navigationLinks.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href}>{t(link.label)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            <Trans>Legal and support</Trans>
          </h2>
          <ul className={styles.links}>
            {supportLinks.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href}>{t(link.label)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            <Trans>Stay in touch!</Trans>
          </h2>
          <p className={styles.muted}>
            <Trans>News of the season on Lake Baikal: new yachts, trips and regattas.</Trans>
          </p>
          {/* The form and its outbox code load after the first paint, in a slot of their height. */}
          <div className={styles.newsletterSlot}>
            {painted ? (
              <Suspense fallback={null}>
                <NewsletterForm />
              </Suspense>
            ) : null}
          </div>
        </section>

        <section className={styles.donateColumn}>
          <DonateBadge />
        </section>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>
            <Trans>
              © {year} {brand}. All rights reserved.
            </Trans>
          </p>
          <button type="button" className={styles.cookieButton} onClick={openConsentSettings}>
            <Cookie size={14} aria-hidden="true" />
            <Trans>Cookie settings</Trans>
          </button>
        </div>
      </div>
    </footer>
  );
}
