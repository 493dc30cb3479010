import { Trans, useLingui } from "@lingui/react/macro";
import type { ClimateNorms } from "../../../domain/weather/types.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./forecast-panel.module.css";
import { monthNames } from "./labels.ts";
import { WindDirection, WindSpeed } from "./weather-bits.tsx";

/** The month's climate norms, labelled as norms: shown when no forecast was ever had. */
export function ClimateNormsView({ norms }: { norms: ClimateNorms }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const month = monthNames(locale, norms.month);
  return (
    <section className={styles.norms} aria-label={t`Climate norms`}>
      <h3 className={styles.normsTitle}>
        <Trans>Climate norms for {month}: not a forecast</Trans>
      </h3>
      <dl className={styles.normsList}>
        <div>
          <dt>
            <Trans>Mean wind</Trans>
          </dt>
          <dd>
            <WindSpeed ms={norms.windMean} /> <WindDirection degrees={norms.windDirection} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Typical gusts</Trans>
          </dt>
          <dd>
            <WindSpeed ms={norms.gustTypical} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Air</Trans>
          </dt>
          <dd>
            {norms.temperatureMin}…{norms.temperatureMax} °C
          </dd>
        </div>
      </dl>
    </section>
  );
}
