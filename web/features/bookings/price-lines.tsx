import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { PriceLine } from "../../../domain/bookings/types.ts";
import { formatMoney, type Money } from "../../../domain/shared/money.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import { lineLabels } from "./labels.ts";
import styles from "./price-lines.module.css";

/**
 * Every line of a charter's price and the all-in total (issue 5: all shown before paying), as the
 * booking flow computes it and as the server answered it. The figures come from domain/bookings/pricing.ts.
 */
type Props = { lines: readonly PriceLine[]; total: Money; days: number; guests: number };

export function PriceLines({ lines, total, days, guests }: Props) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const money = (value: Money) => formatMoney(value, locale);
  // Places on a trip package: the yacht and its captain are part of the package's price.
  const trip = lines.some((line) => line.kind === "trip");
  return (
    <div className={styles.wrap}>
      <dl className={styles.lines} data-testid="price-lines">
        {lines.map((line) => (
          <div key={line.kind} className={styles.line} data-kind={line.kind}>
            <dt>
              <span className={styles.label}>{t(lineLabels[line.kind])}</span>
              <span className={styles.detail}>
                {line.included ? (
                  trip ? (
                    <>
                      <Plural value={line.quantity} one="# day" other="# days" /> ·{" "}
                      <Trans>Included in the trip package</Trans>
                    </>
                  ) : (
                    <Trans>Included in the yacht's price</Trans>
                  )
                ) : line.kind === "trip" ? (
                  <>
                    <Plural value={line.quantity} one="# guest" other="# guests" /> × {money(line.unit)}
                  </>
                ) : line.kind === "catering" ? (
                  <>
                    <Plural value={guests} one="# guest" other="# guests" /> ×{" "}
                    <Plural value={days} one="# day" other="# days" /> × {money(line.unit)}
                  </>
                ) : (
                  <>
                    <Plural value={line.quantity} one="# day" other="# days" /> × {money(line.unit)}
                  </>
                )}
              </span>
            </dt>
            <dd className={styles.amount}>{line.included ? <Trans>included</Trans> : money(line.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.total}>
        <span>
          <Trans>Total, all-in</Trans>
        </span>
        <strong data-testid="price-total">{money(total)}</strong>
      </p>
    </div>
  );
}
