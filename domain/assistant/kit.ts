import type { MessageDescriptor } from "@lingui/core";
import type { Destination, TripPackage, YachtSummary, YachtType } from "../catalogue/types.ts";
import type { EventSummary } from "../events/types.ts";
import type { Locale } from "../shared/locale.ts";
import { localized } from "../shared/localized.ts";
import { formatMoney, type Money } from "../shared/money.ts";
import { assistantMessages as m } from "./messages.ts";
import type { FactIndex, FactKind } from "./search.ts";
import type { ChatSource, CompanionFacts } from "./types.ts";
import { type ForecastLookup, noForecast } from "./weather.ts";

/**
 * What every answer is written with: the question, the facts and their index, the reader's
 * language, and the helpers that turn a fact into a figure or a source link.
 */
export type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;
export type CompanionContext = { locale: Locale; t: Translate; forecast?: ForecastLookup };

/** An answer's lines and sources; `known: false` when it says the portal has nothing for it. */
export type Reply = { lines: string[]; sources: ChatSource[]; known?: boolean };

/** How many yachts, trips or events one answer lists. */
export const SHOWN = 3;

export const typeLabel: Record<YachtType, MessageDescriptor> = {
  motor_yacht: m.typeMotor,
  sail_yacht: m.typeSail,
  catamaran: m.typeCatamaran,
  speedboat: m.typeSpeedboat,
};

export type Kit = ReturnType<typeof makeKit>;

export function makeKit(question: string, facts: CompanionFacts, index: FactIndex, context: CompanionContext) {
  const { t, locale } = context;
  const intlLocale = locale === "ru" ? "ru-RU" : "en-GB";
  const name = (text: { en: string; ru: string }) => localized(text, locale);
  const named = (kind: FactKind) => index.named(question, [kind]).map((hit) => hit.id);
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(intlLocale, { month: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(2027, month - 1, 1)),
    );
  return {
    question,
    facts,
    t,
    locale,
    forecast: context.forecast ?? noForecast,
    name,
    money: (value: Money) => formatMoney(value, locale, { whole: true }),
    date: (iso: string) =>
      new Intl.DateTimeFormat(intlLocale, { day: "numeric", month: "long", timeZone: "UTC" }).format(
        new Date(`${iso}T00:00:00Z`),
      ),
    monthName,
    season: (d: Destination) => `${monthName(d.bestSeason.from)}–${monthName(d.bestSeason.to)}`,
    days: (d: Destination) =>
      d.durationDays.min === d.durationDays.max
        ? `${d.durationDays.min}`
        : `${d.durationDays.min}–${d.durationDays.max}`,
    page: (id: string, title: MessageDescriptor, url: string): ChatSource => ({
      kind: "page",
      id,
      title: t(title),
      url,
    }),
    yachtSource: (y: YachtSummary): ChatSource => ({
      kind: "yacht",
      id: y.id,
      title: name(y.name),
      url: `/yachts/${y.id}`,
    }),
    placeSource: (d: Destination): ChatSource => ({
      kind: "destination",
      id: d.id,
      title: name(d.name),
      url: `/destination/${d.id}`,
    }),
    tripSource: (p: TripPackage): ChatSource => ({
      kind: "trip",
      id: p.id,
      title: name(p.title),
      url: `/trips/${p.id}`,
    }),
    eventSource: (e: EventSummary): ChatSource => ({
      kind: "event",
      id: e.id,
      title: name(e.title),
      url: `/events/${e.id}`,
    }),
    namedYacht: () => facts.yachts.find((y) => named("yacht").includes(y.id)) ?? null,
    namedPlace: () => facts.destinations.find((d) => named("destination").includes(d.id)) ?? null,
    /** Ids of the facts of a kind that share words with the question, best first. */
    hits: (kind: FactKind) => index.search(question, [kind]).map((hit) => hit.id),
  };
}
