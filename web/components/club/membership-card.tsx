import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor } from "lucide-react";
import { tierOffer } from "../../../domain/club/offer.ts";
import { cardCheckUrl } from "../../../domain/club/rules.ts";
import type { ClubTier, Membership } from "../../../domain/club/types.ts";
import { formatDate } from "../../lib/format.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./membership-card.module.css";
import { QrCode } from "./qr-code.tsx";

const LONG_DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };

/**
 * The club card (issue 22): the member's name, tier, number, the date it is good until and a QR
 * code the partners scan to check it. Drawn from the device's copy, so it shows offline.
 */
export function MembershipCard({ membership, name }: { membership: Membership; name: string }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const tier = membership.product as ClubTier;
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <section className={styles.card} data-tier={tier} aria-label={t`Club card`}>
      <div className={styles.face}>
        <p className={styles.brand}>
          <Anchor size={16} aria-hidden="true" />
          <Trans>Baikal Club</Trans>
        </p>
        <p className={styles.tier}>{t(tierOffer(tier).name)}</p>
        <p className={styles.name}>{name}</p>
        <dl className={styles.facts}>
          <div>
            <dt>
              <Trans>Number</Trans>
            </dt>
            <dd>{membership.number}</dd>
          </div>
          <div>
            <dt>
              <Trans>Valid until</Trans>
            </dt>
            <dd>{membership.validUntil ? formatDate(`${membership.validUntil}T00:00:00Z`, locale, LONG_DAY) : ""}</dd>
          </div>
        </dl>
        {membership.status === "cancelled" ? (
          <p className={styles.note}>
            <Trans>Cancelled: active to the end of the paid period.</Trans>
          </p>
        ) : null}
      </div>
      {membership.number && membership.checkCode ? (
        <QrCode value={cardCheckUrl(origin, membership.number, membership.checkCode)} />
      ) : null}
    </section>
  );
}
