import { useLingui } from "@lingui/react/macro";
import type { Verdict, WeatherDay } from "../../../domain/weather/types.ts";
import { compassPoint, knots } from "../../../domain/weather/units.ts";
import { formatNumber } from "../../lib/format.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import { compassLabels, verdictLabels } from "./labels.ts";
import styles from "./weather-bits.module.css";

/** Small pieces every forecast shows: the verdict, a wind in m/s with knots, a direction. */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { i18n } = useLingui();
  return (
    <span className={styles.verdict} data-verdict={verdict}>
      {i18n._(verdictLabels[verdict])}
    </span>
  );
}

/** "6 m/s (12 kn)". */
export function WindSpeed({ ms }: { ms: number }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const speed = formatNumber(ms, locale, { maximumFractionDigits: 0 });
  const kn = knots(ms);
  return (
    <span className={styles.speed}>
      {t`${speed} m/s`} <span className={styles.knots}>{t`(${kn} kn)`}</span>
    </span>
  );
}

/**
 * An arrow pointing where the wind goes (it is named by where it comes from) and the compass
 * point it comes from: "↓ N" for a northerly.
 */
export function WindDirection({ degrees }: { degrees: number }) {
  const { i18n, t } = useLingui();
  const point = i18n._(compassLabels[compassPoint(degrees)]);
  return (
    <span className={styles.direction} title={t`From ${degrees}°`}>
      {/* Drawn pointing down (a northerly blows south), turned clockwise by where it comes from. */}
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className={styles.arrow}>
        <g transform={`rotate(${Math.round(degrees)} 8 8)`}>
          <path d="M8 1.5v11" />
          <path d="M4 9l4 4.5L12 9" />
        </g>
      </svg>
      {point}
    </span>
  );
}

/** The reasons of a day's verdict in words, with the day's numbers. */
export function Reasons({ day }: { day: WeatherDay }) {
  const { i18n } = useLingui();
  const values = {
    wind: Math.round(day.windMax),
    gust: Math.round(day.gustMax),
    temperature: Math.round(day.temperatureMin),
  };
  return (
    <ul className={styles.reasons}>
      {day.sailing.reasons.map((id) => (
        <li key={id}>{i18n._(id, values)}</li>
      ))}
    </ul>
  );
}
