import { Trans } from "@lingui/react/macro";
import { formatMoney, type Money } from "../../../domain/shared/money.ts";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import styles from "./price.module.css";

/** A price as the catalogue shows it: the amount large, "per day" small after it. */
export function Price({ value, perDay = false, size = "md" }: { value: Money; perDay?: boolean; size?: "md" | "lg" }) {
  const locale = useLocale();
  return (
    <span className={`${styles.price} ${size === "lg" ? styles.large : ""}`}>
      <strong>{formatMoney(value, locale, { whole: true })}</strong>
      {perDay ? (
        <span className={styles.unit}>
          <Trans>per day</Trans>
        </span>
      ) : null}
    </span>
  );
}
