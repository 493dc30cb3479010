import { useLingui } from "@lingui/react/macro";
import type { WeatherDay } from "../../../domain/weather/types.ts";
import { namedWinds } from "../../../domain/weather/winds.ts";
import { formatDate } from "../../lib/format.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./forecast-panel.module.css";
import { VerdictBadge, WindDirection, WindSpeed } from "./weather-bits.tsx";

/** "ср, 25 ноября" / "Wed 25 November": a forecast day in the interface's language, at noon so no zone moves it. */
export const dayLabel = (date: string, locale: "en" | "ru") =>
  formatDate(`${date}T12:00:00`, locale, { weekday: "short", day: "numeric", month: "long" });

/** A compact list of days: verdict, wind and gusts, direction, air temperature, the named wind. */
export function ForecastDays({ days }: { days: readonly WeatherDay[] }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  return (
    <ul className={styles.days}>
      {days.map((day) => {
        const low = Math.round(day.temperatureMin);
        const high = Math.round(day.temperatureMax);
        return (
          <li key={day.date} className={styles.day} data-verdict={day.sailing.verdict}>
            <div className={styles.dayTop}>
              <span className={styles.dayDate}>{dayLabel(day.date, locale)}</span>
              <VerdictBadge verdict={day.sailing.verdict} />
            </div>
            <div className={styles.dayLine}>
              <span>
                <WindSpeed ms={day.windMax} /> <WindDirection degrees={day.windDirection} />
              </span>
              <span>
                {t`gusts`} <WindSpeed ms={day.gustMax} />
              </span>
              <span>
                {low}…{high} °C
              </span>
              {day.namedWind ? <span className={styles.dayNamed}>{namedWinds[day.namedWind].name[locale]}</span> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
