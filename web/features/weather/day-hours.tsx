import { Trans, useLingui } from "@lingui/react/macro";
import type { WeatherHour } from "../../../domain/weather/types.ts";
import { isCalm, judgeHour } from "../../../domain/weather/verdict.ts";
import { VerdictBadge, WindDirection, WindSpeed } from "../../components/weather/weather-bits.tsx";
import styles from "./weather.module.css";

/** A day's hours: the wind, gusts, direction, air and rain of each, its verdict, calm hours marked. */
export function DayHours({ hours }: { hours: readonly WeatherHour[] }) {
  const { t } = useLingui();
  return (
    // A phone scrolls the table sideways: the region takes the keyboard's focus so arrows can too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className={styles.hoursScroll} aria-label={t`Hour by hour`} tabIndex={0}>
      <table className={styles.hours}>
        <caption className="visually-hidden">{t`Hour by hour`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Time</Trans>
            </th>
            <th scope="col">
              <Trans>Wind</Trans>
            </th>
            <th scope="col">
              <Trans>Gusts</Trans>
            </th>
            <th scope="col">
              <Trans>Air</Trans>
            </th>
            <th scope="col">
              <Trans>Rain</Trans>
            </th>
            <th scope="col">
              <Trans>Sailing</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour.time} data-calm={isCalm(hour)}>
              <th scope="row">{hour.time.slice(11, 16)}</th>
              <td>
                <WindSpeed ms={hour.windSpeed} /> <WindDirection degrees={hour.windDirection} />
              </td>
              <td>
                <WindSpeed ms={hour.windGusts} />
              </td>
              <td>{Math.round(hour.temperature)} °C</td>
              <td>{hour.precipitation > 0 ? t`${hour.precipitation} mm` : "—"}</td>
              <td>
                <VerdictBadge verdict={judgeHour(hour).verdict} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
