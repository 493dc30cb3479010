import { Trans, useLingui } from "@lingui/react/macro";
import { CloudOff } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { lakeToday } from "../../../domain/catalogue/availability.ts";
import { climateNorms } from "../../../domain/weather/climate.ts";
import type { Verdict } from "../../../domain/weather/types.ts";
import { EmptyCatalogue } from "../../components/catalogue/catalogue-states.tsx";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { ClimateNormsView } from "../../components/weather/climate-norms.tsx";
import { problemMessages } from "../../components/weather/forecast-panel.tsx";
import { VerdictBadge, WindSpeed } from "../../components/weather/weather-bits.tsx";
import { useDestinations, useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useForecasts } from "../../lib/weather/use-forecast.ts";
import { PlaceForecast } from "./place-forecast.tsx";
import { answersFrom, todayOf } from "./today-verdicts.ts";
import styles from "./weather.module.css";
import { WeatherMap } from "./weather-map.tsx";
import type { WeatherSearch } from "./weather-search.ts";

type Props = { search: WeatherSearch; onChange: (patch: Partial<WeatherSearch>) => void };

/**
 * /weather: the lake's map with every place coloured by today's verdict, then the chosen place's
 * days and hours, from the device's last forecasts (readable offline, with their age).
 */
export function WeatherPage({ search, onChange }: Props) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Sailing weather`);
  const locale = useLocale();
  const all = useDestinations();
  // South to north by distance from Listvyanka, the order a sailor meets them.
  const places = useMemo(() => [...(all ?? [])].sort((a, b) => a.distanceKm - b.distanceKm), [all]);
  const ids = useMemo(() => places.map((p) => p.id), [places]);
  const { forecasts, refreshing, problem } = useForecasts(ids);
  const today = lakeToday(new Date());
  const answers = useMemo(() => answersFrom(places, forecasts, today), [places, forecasts, today]);

  if (all === undefined) return <PageSpinner />;
  if (all.length === 0) {
    return (
      <div className="container">
        <EmptyCatalogue />
      </div>
    );
  }
  const selected = places.find((p) => p.id === search.place) ?? places[0];
  const verdicts = new Map<string, Verdict>();
  for (const [id, answer] of answers) {
    const day = todayOf(answer, today);
    if (day) verdicts.set(id, day.sailing.verdict);
  }
  const answer = selected ? answers.get(selected.id) : undefined;
  const choose = (place: string) => {
    onChange({ place, day: undefined });
    // On a phone the forecast is below the list: bring it up, as the list's click would on a wide screen.
    if (window.matchMedia("(max-width: 959px)").matches) {
      requestAnimationFrame(() => document.getElementById("weather-place-title")?.scrollIntoView({ block: "start" }));
    }
  };

  let detail: ReactNode = null;
  if (selected && answer) {
    detail = <PlaceForecast answer={answer} day={search.day} locale={locale} onDay={(day) => onChange({ day })} />;
  } else if (selected && (forecasts === undefined || refreshing)) {
    detail = (
      <p className={styles.muted} role="status">
        <Trans>Loading the forecast…</Trans>
      </p>
    );
  } else if (selected) {
    const norms = climateNorms(selected.latitude, selected.longitude, Number(today.slice(5, 7)));
    detail = (
      <>
        <Notice tone="warning" icon={<CloudOff size={18} />} role="status">
          {i18n._(problemMessages[problem ?? "offline"])}
        </Notice>
        <ClimateNormsView norms={norms} />
      </>
    );
  }

  return (
    <div className="container">
      <PageHeader
        title={<Trans>Sailing weather on Baikal</Trans>}
        lead={
          <Trans>
            What the wind means on this lake: a verdict for each place and day from the wind, gusts and air, and the
            named Baikal winds to watch for.
          </Trans>
        }
        syncNote={false}
      />
      {problem === "offline" && answers.size > 0 ? (
        <Notice small role="status" icon={<CloudOff size={16} />}>
          <Trans>You are offline: the last forecast on this device is shown.</Trans>
        </Notice>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.overview}>
          <WeatherMap places={places} verdicts={verdicts} selected={selected?.id} locale={locale} onSelect={choose} />
          <ul className={styles.places} aria-label={t`Places`}>
            {places.map((place) => {
              const day = todayOf(answers.get(place.id), today);
              return (
                <li key={place.id}>
                  <button
                    type="button"
                    className={styles.placeButton}
                    aria-current={place.id === selected?.id ? "true" : undefined}
                    onClick={() => choose(place.id)}
                  >
                    <span className={styles.placeName}>{place.name[locale]}</span>
                    {day ? (
                      <>
                        <WindSpeed ms={day.windMax} />
                        <VerdictBadge verdict={day.sailing.verdict} />
                      </>
                    ) : (
                      <span className={styles.muted}>—</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
        <section className={styles.detail} aria-labelledby="weather-place-title">
          <h2 id="weather-place-title" className={styles.placeTitle}>
            {selected?.name[locale]}
          </h2>
          {detail}
        </section>
      </div>
    </div>
  );
}
