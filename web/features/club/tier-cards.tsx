import { Trans, useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { tierOffers } from "../../../domain/club/offer.ts";
import type { ClubTier, Period } from "../../../domain/club/types.ts";
import { Price } from "../../components/catalogue/price.tsx";
import { Button } from "../../components/ui/button.tsx";
import styles from "./club.module.css";
import { perPeriod } from "./labels.ts";
import { tierAudience } from "./tier-texts.ts";

/** The three memberships side by side (spec section 1): who each is for, its price and what it gives. */
export function TierCards({
  period,
  selected,
  onChoose,
}: {
  period: Period;
  selected: ClubTier | undefined;
  onChoose: (tier: ClubTier) => void;
}) {
  const { t } = useLingui();
  return (
    <ul className={styles.offerGrid}>
      {tierOffers.map((offer) => (
        <li key={offer.tier} className={styles.offer} data-tier={offer.tier} data-selected={selected === offer.tier}>
          <h3 className={styles.offerName}>{t(offer.name)}</h3>
          <p className={styles.muted}>{t(tierAudience[offer.tier])}</p>
          <p className={styles.offerPrice}>
            <Price value={offer.prices[period]} size="lg" /> <span>{t(perPeriod[period])}</span>
          </p>
          <ul className={styles.benefits}>
            {offer.benefits.map((benefit) => (
              <li key={benefit.id}>
                <Check size={16} aria-hidden="true" />
                {t(benefit)}
              </li>
            ))}
          </ul>
          <Button
            variant={selected === offer.tier ? "primary" : "secondary"}
            aria-pressed={selected === offer.tier}
            onClick={() => onChoose(offer.tier)}
          >
            <Trans>Choose {t(offer.name)}</Trans>
          </Button>
        </li>
      ))}
    </ul>
  );
}
