import { Trans } from "@lingui/react/macro";
import { Cookie } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { openConsentSettings, saveConsent } from "../../lib/consent.ts";
import styles from "./consent.module.css";

/** Asks once, at the bottom of the page, until the visitor decides. */
export function ConsentBanner() {
  return (
    <section className={styles.banner} aria-labelledby="consent-banner-title">
      <Cookie size={22} aria-hidden="true" className={styles.bannerIcon} />
      <div className={styles.bannerText}>
        <h2 id="consent-banner-title" className={styles.bannerTitle}>
          <Trans>We use cookies</Trans>
        </h2>
        <p>
          <Trans>
            Necessary cookies keep the portal working. With your permission we also remember your preferences and count
            visits.
          </Trans>{" "}
          {/* On a phone the settings are a link in the text: the choices then fit one row. */}
          <button type="button" className={styles.settingsInline} onClick={openConsentSettings}>
            <Trans>Settings</Trans>
          </button>
        </p>
      </div>
      <div className={styles.bannerActions}>
        <Button variant="ghost" size="small" className={styles.settingsAction} onClick={openConsentSettings}>
          <Trans>Settings</Trans>
        </Button>
        <Button
          variant="secondary"
          size="small"
          onClick={() => saveConsent({ preferences: false, analytics: false, marketing: false })}
        >
          <Trans>Necessary only</Trans>
        </Button>
        <Button size="small" onClick={() => saveConsent({ preferences: true, analytics: true, marketing: true })}>
          <Trans>Accept all</Trans>
        </Button>
      </div>
    </section>
  );
}
