import { Trans, useLingui } from "@lingui/react/macro";
import { CloudOff, Wind } from "lucide-react";
import type { ReactNode } from "react";
import { lakeToday } from "../../../domain/catalogue/availability.ts";
import type { Destination } from "../../../domain/catalogue/types.ts";
import { climateNorms } from "../../../domain/weather/climate.ts";
import { forecastAnswer } from "../../../domain/weather/forecast.ts";
import { weatherMessages } from "../../../domain/weather/messages.ts";
import { namedWinds } from "../../../domain/weather/winds.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import type { RefreshProblem } from "../../lib/weather/forecasts.ts";
import { useForecast } from "../../lib/weather/use-forecast.ts";
import { AppLink } from "../ui/app-link.tsx";
import { Notice } from "../ui/notice.tsx";
import { ClimateNormsView } from "./climate-norms.tsx";
import { ForecastAge } from "./forecast-age.tsx";
import { dayLabel, ForecastDays } from "./forecast-days.tsx";
import styles from "./forecast-panel.module.css";

/** The spec's text for each way a forecast can fail (section 8); "offline" is also "none yet". */
export const problemMessages = {
  offline: weatherMessages.dataUnavailable,
  unavailable: weatherMessages.serviceUnavailable,
  fetch_error: weatherMessages.fetchError,
  unknown: weatherMessages.unknownError,
} as const satisfies Record<RefreshProblem, { id: string }>;

/** Days a panel shows without dates asked: the week ahead. */
const PANEL_DAYS = 7;

/**
 * A place's sailing forecast for a destination, a trip or a booking's dates: the device's last
 * copy with its age, refreshed when online; the spec's texts when there is none, with the month's
 * climate norms labelled as norms.
 */
export function ForecastPanel({
  place,
  from,
  to,
  harbour = false,
}: {
  place: Destination;
  from?: string;
  to?: string;
  /** Shown as the home harbour's weather (the booking flow). */
  harbour?: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { forecast, refreshing, problem } = useForecast(place.id);
  const today = lakeToday(new Date());
  const name = place.name[locale];
  const where = { name, lat: place.latitude, lon: place.longitude, id: place.id };
  const norms = climateNorms(place.latitude, place.longitude, Number((from ?? today).slice(5, 7)));
  const range = { from, to };
  const answer = forecast
    ? forecastAnswer(where, forecast.answer.hours, forecast.answer.fetchedAt, range, today)
    : null;

  let body: ReactNode;
  if (forecast === undefined || (forecast === null && refreshing)) {
    body = (
      <p className={styles.loading} role="status">
        <Trans>Loading the forecast…</Trans>
      </p>
    );
  } else if (forecast === null || (!answer && !from && !to)) {
    // None on the device, or all of it over: say why (no answer yet reads as unavailable data).
    body = (
      <>
        <Notice tone="warning" icon={<CloudOff size={18} />} role="status">
          {i18n._(problemMessages[problem ?? "offline"])}
        </Notice>
        <ClimateNormsView norms={norms} />
      </>
    );
  } else if (!answer) {
    body = (
      <>
        <Notice role="status">{i18n._(weatherMessages.noDataForDates)}</Notice>
        <ClimateNormsView norms={norms} />
      </>
    );
  } else {
    const days = from || to ? answer.days : answer.days.slice(0, PANEL_DAYS);
    body = (
      <>
        <ForecastAge fetchedAt={answer.fetchedAt} />
        {problem && problem !== "offline" ? <Notice small>{i18n._(problemMessages[problem])}</Notice> : null}
        {answer.warnings.slice(0, 1).map((warning) => (
          <Notice key={warning.date} tone="danger" icon={<Wind size={18} />} role="note">
            <p className={styles.warning}>
              <strong>
                {namedWinds[warning.namedWind].name[locale]}, {dayLabel(warning.date, locale)}.
              </strong>{" "}
              <Trans>Warning signs:</Trans> {namedWinds[warning.namedWind].signs[locale]}
            </p>
          </Notice>
        ))}
        <ForecastDays days={days} />
      </>
    );
  }
  return (
    <section className={styles.panel} aria-label={t`Sailing weather at ${name}`}>
      <header className={styles.header}>
        <h2 className={styles.title}>
          {harbour ? <Trans>Weather at the home harbour, {name}</Trans> : <Trans>Sailing weather</Trans>}
        </h2>
        <AppLink href={`/weather?place=${encodeURIComponent(place.id)}`} className={styles.more}>
          <Trans>All hours and the lake map</Trans>
        </AppLink>
      </header>
      {body}
    </section>
  );
}
