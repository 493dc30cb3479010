import { useLingui } from "@lingui/react/macro";
import { type Period, periods } from "../../../domain/club/types.ts";
import styles from "./club.module.css";
import { periodLabels } from "./labels.ts";

/** Monthly or yearly prices: two pressed-state buttons, since both show the same cards. */
export function PeriodSwitch({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.periodSwitch}>
      <legend className="visually-hidden">{t`Billing period`}</legend>
      {periods.map((period) => (
        <button key={period} type="button" aria-pressed={value === period} onClick={() => onChange(period)}>
          {t(periodLabels[period])}
        </button>
      ))}
    </fieldset>
  );
}
