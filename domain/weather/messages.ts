/**
 * The weather's texts both sides show: the spec's failures (section 8, verbatim in English) and the
 * reasons of a sailing verdict. Plain descriptors marked for extraction, so the server, the device
 * and the screens translate the same ids.
 */
export const weatherMessages = {
  dataUnavailable: /*i18n*/ { id: "weather.data_unavailable", message: "Weather data is currently unavailable" },
  serviceUnavailable: /*i18n*/ {
    id: "weather.service_unavailable",
    message: "Weather service is currently unavailable",
  },
  noDataForDates: /*i18n*/ {
    id: "weather.no_data_for_dates",
    message: "No forecast data available for the selected dates",
  },
  incompleteQuery: /*i18n*/ {
    id: "weather.incomplete_query",
    message: "Incomplete location or date information",
  },
  fetchError: /*i18n*/ { id: "weather.fetch_error", message: "Error fetching weather data" },
  unknownError: /*i18n*/ { id: "weather.unknown_error", message: "An unknown error occurred" },
  unknownPlace: /*i18n*/ { id: "weather.unknown_place", message: "There is no such place on the lake." },
} as const;

/** Why a day or an hour got its verdict; values: {wind}, {gust}, {temperature} in m/s and °C. */
export const reasonMessages = {
  calm: /*i18n*/ { id: "weather.reason.calm", message: "Light wind: easy sailing, or motor" },
  goodBreeze: /*i18n*/ { id: "weather.reason.good_breeze", message: "A good sailing breeze up to {wind} m/s" },
  freshBreeze: /*i18n*/ { id: "weather.reason.fresh_breeze", message: "Fresh breeze up to {wind} m/s: reef early" },
  strongWind: /*i18n*/ {
    id: "weather.reason.strong_wind",
    message: "Strong wind up to {wind} m/s: too much for a charter yacht",
  },
  gusty: /*i18n*/ { id: "weather.reason.gusty", message: "Gusts up to {gust} m/s" },
  dangerousGusts: /*i18n*/ {
    id: "weather.reason.dangerous_gusts",
    message: "Gusts up to {gust} m/s: dangerous on open water",
  },
  cold: /*i18n*/ {
    id: "weather.reason.cold",
    message: "Cold: {temperature} °C, and the water is colder: dress for a fall overboard",
  },
  thunderstorm: /*i18n*/ { id: "weather.reason.thunderstorm", message: "Thunderstorms forecast" },
  fog: /*i18n*/ { id: "weather.reason.fog", message: "Fog: poor visibility" },
  sarma: /*i18n*/ {
    id: "weather.reason.sarma",
    message: "A north-westerly at the Small Sea can turn into Sarma within minutes",
  },
  mountainWind: /*i18n*/ {
    id: "weather.reason.mountain_wind",
    message: "A wind off the western mountains: sudden squalls near the shore",
  },
} as const;

export type ReasonKey = keyof typeof reasonMessages;
