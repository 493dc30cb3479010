import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Verdict } from "../../../domain/weather/types.ts";
import type { CompassPoint } from "../../../domain/weather/units.ts";

/** The words of the weather's codes, for every screen that shows a forecast. */
export const verdictLabels: Record<Verdict, MessageDescriptor> = {
  good: msg`Good for sailing`,
  caution: msg`Sail with caution`,
  stay_ashore: msg`Stay ashore`,
};

export const compassLabels: Record<CompassPoint, MessageDescriptor> = {
  N: msg({ id: "weather.compass.n", message: "N" }),
  NE: msg({ id: "weather.compass.ne", message: "NE" }),
  E: msg({ id: "weather.compass.e", message: "E" }),
  SE: msg({ id: "weather.compass.se", message: "SE" }),
  S: msg({ id: "weather.compass.s", message: "S" }),
  SW: msg({ id: "weather.compass.sw", message: "SW" }),
  W: msg({ id: "weather.compass.w", message: "W" }),
  NW: msg({ id: "weather.compass.nw", message: "NW" }),
};

export const monthNames = (locale: string, month: number) =>
  new Intl.DateTimeFormat(locale === "ru" ? "ru-RU" : "en-GB", { month: "long" }).format(new Date(2027, month - 1, 15));
