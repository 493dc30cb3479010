import { Trans, useLingui } from "@lingui/react/macro";
import type { Revenue } from "../../../domain/owners/revenue.ts";
import { formatMoney } from "../../../domain/shared/money.ts";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatDate } from "../../lib/format.ts";
import styles from "./owners.module.css";

/**
 * Revenue by month as bars (the last twelve months with bookings), each labelled with its sum, and
 * the same figures as a table for screen readers: a chart alone says nothing to them.
 */
const MONTHS_SHOWN = 12;

export function RevenueChart({ revenue }: { revenue: Revenue }) {
  const { t } = useLingui();
  const locale = useLocale();
  const months = revenue.byMonth.slice(-MONTHS_SHOWN);
  const max = Math.max(1, ...months.map((m) => m.total.amount));
  const monthName = (month: string) => formatDate(`${month}-01`, locale, { month: "short", year: "2-digit" });
  return (
    <figure className={styles.chart}>
      <div className={styles.bars} aria-hidden="true">
        {months.map((m) => (
          <div key={m.month} className={styles.barColumn}>
            <span className={styles.barValue}>
              {m.total.amount ? formatMoney(m.total, locale, { whole: true }) : ""}
            </span>
            <span className={styles.bar} style={{ height: `${Math.max(2, (m.total.amount / max) * 100)}%` }} />
            <span className={styles.barLabel}>{monthName(m.month)}</span>
          </div>
        ))}
      </div>
      <figcaption>
        <Trans>Total paid: {formatMoney(revenue.total, locale, { whole: true })}</Trans>
      </figcaption>
      <table className="visually-hidden">
        <caption>{t`Revenue by month`}</caption>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month)}</th>
              <td>{formatMoney(m.total, locale, { whole: true })}</td>
              <td>{m.bookings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
