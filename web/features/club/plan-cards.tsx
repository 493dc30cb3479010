import { Trans, useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import type { PlanOffer } from "../../../domain/club/offer.ts";
import type { Period } from "../../../domain/club/types.ts";
import { Price } from "../../components/catalogue/price.tsx";
import { Button } from "../../components/ui/button.tsx";
import styles from "./club.module.css";
import { perPeriod } from "./labels.ts";

/** Plans side by side: name, price for the period shown, what each gives, and a button to pick it. */
export function PlanCards({
  plans,
  period,
  selected,
  onChoose,
}: {
  plans: readonly PlanOffer[];
  period: Period;
  selected: string | undefined;
  onChoose: (id: string) => void;
}) {
  const { t } = useLingui();
  return (
    <ul className={styles.offerGrid} data-count={plans.length}>
      {plans.map((plan) => (
        <li key={plan.id} className={styles.offer} data-selected={selected === plan.id}>
          <h3 className={styles.offerName}>{t(plan.name)}</h3>
          <p className={styles.offerPrice}>
            <Price value={plan.prices[period]} size="lg" /> <span>{t(perPeriod[period])}</span>
          </p>
          <ul className={styles.benefits}>
            {plan.benefits.map((benefit) => (
              <li key={benefit.id}>
                <Check size={16} aria-hidden="true" />
                {t(benefit)}
              </li>
            ))}
          </ul>
          <Button
            variant={selected === plan.id ? "primary" : "secondary"}
            aria-pressed={selected === plan.id}
            onClick={() => onChoose(plan.id)}
          >
            <Trans>Choose {t(plan.name)}</Trans>
          </Button>
        </li>
      ))}
    </ul>
  );
}
