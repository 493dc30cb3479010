import { Trans, useLingui } from "@lingui/react/macro";
import { Wind } from "lucide-react";
import type { WeatherAnswer } from "../../../domain/weather/types.ts";
import { calmSpans } from "../../../domain/weather/verdict.ts";
import { namedWinds } from "../../../domain/weather/winds.ts";
import { ForecastAge } from "../../components/weather/forecast-age.tsx";
import { dayLabel } from "../../components/weather/forecast-days.tsx";
import { Reasons, VerdictBadge, WindDirection, WindSpeed } from "../../components/weather/weather-bits.tsx";
import { DayHours } from "./day-hours.tsx";
import styles from "./weather.module.css";

/** One place's forecast on the weather page: its days to choose from, then the chosen day in full. */
export function PlaceForecast({
  answer,
  day,
  locale,
  onDay,
}: {
  answer: WeatherAnswer;
  day: string | undefined;
  locale: "en" | "ru";
  onDay: (date: string) => void;
}) {
  const { t } = useLingui();
  const chosen = answer.days.find((d) => d.date === day) ?? answer.days[0];
  if (!chosen) return null;
  const named = chosen.namedWind ? namedWinds[chosen.namedWind] : null;
  const calm = chosen.calmHours;
  return (
    <div className={styles.placeForecast}>
      <ForecastAge fetchedAt={answer.fetchedAt} />
      <div className={styles.dayTabs} role="tablist" aria-label={t`Days`}>
        {answer.days.map((d) => (
          <button
            key={d.date}
            type="button"
            role="tab"
            aria-selected={d.date === chosen.date}
            className={styles.dayTab}
            data-verdict={d.sailing.verdict}
            onClick={() => onDay(d.date)}
          >
            <span className={styles.dayTabDate}>{dayLabel(d.date, locale)}</span>
            <span className={styles.dayTabWind}>
              {Math.round(d.windMax)}–{Math.round(d.gustMax)} {t`m/s`}
            </span>
          </button>
        ))}
      </div>
      <section className={styles.dayCard} aria-label={dayLabel(chosen.date, locale)}>
        <div className={styles.dayHead}>
          <h3 className={styles.dayTitle}>{dayLabel(chosen.date, locale)}</h3>
          <VerdictBadge verdict={chosen.sailing.verdict} />
        </div>
        <dl className={styles.dayFacts}>
          <div>
            <dt>
              <Trans>Wind up to</Trans>
            </dt>
            <dd>
              <WindSpeed ms={chosen.windMax} /> <WindDirection degrees={chosen.windDirection} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Gusts up to</Trans>
            </dt>
            <dd>
              <WindSpeed ms={chosen.gustMax} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Air</Trans>
            </dt>
            <dd>
              {Math.round(chosen.temperatureMin)}…{Math.round(chosen.temperatureMax)} °C
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Calm hours</Trans>
            </dt>
            <dd>{calm.length > 0 ? calmSpans(calm).join(", ") : t`none`}</dd>
          </div>
        </dl>
        <Reasons day={chosen} />
        {named ? (
          <aside className={styles.namedWind} data-violent={named.suddenAndViolent}>
            <h4 className={styles.namedTitle}>
              <Wind size={18} aria-hidden="true" /> {named.name[locale]}: {named.from[locale]}
            </h4>
            <p>{named.character[locale]}</p>
            <p>
              <strong>
                <Trans>Warning signs:</Trans>
              </strong>{" "}
              {named.signs[locale]}
            </p>
          </aside>
        ) : null}
        <DayHours hours={answer.hours.filter((h) => h.time.startsWith(chosen.date))} />
      </section>
    </div>
  );
}
