import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { PlanFeatures, PlanOffer } from "../../../domain/club/offer.ts";
import type { Period } from "../../../domain/club/types.ts";
import { Price } from "../../components/catalogue/price.tsx";
import styles from "./club.module.css";
import { perPeriod } from "./labels.ts";

/** The business plans compared row by row; on a phone the table scrolls sideways inside its frame. */
const rows: { key: keyof PlanFeatures; label: MessageDescriptor }[] = [
  { key: "listings", label: msg`Listings` },
  { key: "featured", label: msg`Featured places in the catalogue` },
  { key: "commissionPercent", label: msg`Portal commission per booking` },
  { key: "analytics", label: msg`Bookings analytics` },
  { key: "prioritySupport", label: msg`Priority support` },
];

export function PlanComparison({ plans, period }: { plans: readonly PlanOffer[]; period: Period }) {
  const { t } = useLingui();
  const cell = (key: keyof PlanFeatures, value: PlanFeatures[keyof PlanFeatures]) => {
    if (value === null || value === false) return "—";
    if (value === true) return "✓";
    return key === "commissionPercent" ? `${value}%` : String(value);
  };
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
    <section className={styles.tableFrame} tabIndex={0} aria-label={t`Business plans compared`}>
      <table className={styles.comparison}>
        <caption className="visually-hidden">{t`Business plans compared`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Plan`}</th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col">
                {t(plan.name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t`Price`}</th>
            {plans.map((plan) => (
              <td key={plan.id}>
                <Price value={plan.prices[period]} /> {t(perPeriod[period])}
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{t(row.label)}</th>
              {plans.map((plan) => (
                <td key={plan.id}>{cell(row.key, plan.features[row.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
