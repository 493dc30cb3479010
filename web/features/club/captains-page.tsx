import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Check, Compass, WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { tierOffer } from "../../../domain/club/offer.ts";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { Price } from "../../components/catalogue/price.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { api } from "../../lib/api.ts";
import { formatDate } from "../../lib/format.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import styles from "./club.module.css";

type Captain = { name: string; since: string };

/**
 * /captains-club (spec section 2): who may join the Captains membership, what they get, and the
 * captains who are members today (GET /api/club/captains; needs the connection, says so offline).
 */
export function CaptainsPage() {
  const { t } = useLingui();
  usePageTitle(t`Captains club`, { crumb: true });
  const offer = tierOffer("captains");
  return (
    <div className="container">
      <PageHeader
        syncNote={false}
        title={<Trans>Captains club</Trans>}
        lead={<Trans>The skippers of the Baikal Club: those who take yachts and crews out on the lake.</Trans>}
      />
      <div className={styles.twoColumns}>
        <section aria-labelledby="captains-who" className={styles.panel}>
          <h2 id="captains-who" className={styles.sectionTitle}>
            <Trans>Who may join</Trans>
          </h2>
          <p>
            <Trans>
              Skippers with a licence or logged sailing experience on the lake. Your account needs the captain role: add
              it in your account settings, then choose Captains on the club's page.
            </Trans>
          </p>
          <p className={styles.offerPrice}>
            <Price value={offer.prices.year} size="lg" /> <Trans>a year</Trans> · <Price value={offer.prices.month} />{" "}
            <Trans>a month</Trans>
          </p>
          <Link to="/baikal-club" search={{ tier: "captains" }} hash="join" className={buttonClass("accent")}>
            <Trans>Join the Captains</Trans>
          </Link>
        </section>
        <section aria-labelledby="captains-what" className={styles.panel}>
          <h2 id="captains-what" className={styles.sectionTitle}>
            <Trans>What captains get</Trans>
          </h2>
          <ul className={styles.benefits}>
            {offer.benefits.map((benefit) => (
              <li key={benefit.id}>
                <Check size={16} aria-hidden="true" />
                {t(benefit)}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <CaptainsOnShow />
    </div>
  );
}

function CaptainsOnShow() {
  const locale = useAtomValue(localeAtom);
  const [captains, setCaptains] = useState<Captain[] | "loading" | "failed">("loading");
  useEffect(() => {
    let live = true;
    api<Captain[]>("/api/club/captains").then(
      (rows) => live && setCaptains(rows),
      () => live && setCaptains("failed"),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <section aria-labelledby="captains-shown" className={styles.section}>
      <h2 id="captains-shown" className={styles.sectionTitle}>
        <Trans>Our captains</Trans>
      </h2>
      {captains === "loading" ? (
        <p className={styles.muted} aria-busy="true">
          <Trans>Loading the captains…</Trans>
        </p>
      ) : captains === "failed" ? (
        <Notice tone="warning" icon={<WifiOff size={16} />} role="status">
          <Trans>The captains' list needs a connection. Try again when you are online.</Trans>
        </Notice>
      ) : captains.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No captains are members yet: be the first.</Trans>
        </p>
      ) : (
        <ul className={styles.captains}>
          {captains.map((captain) => (
            <li key={`${captain.name}-${captain.since}`}>
              <Compass size={20} aria-hidden="true" />
              <strong>{captain.name}</strong>
              <span className={styles.muted}>
                <Trans>
                  member since{" "}
                  {formatDate(`${captain.since}T00:00:00Z`, locale, {
                    month: "long",
                    year: "numeric",
                    timeZone: "UTC",
                  })}
                </Trans>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
