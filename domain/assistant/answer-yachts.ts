import type { YachtSummary } from "../catalogue/types.ts";
import type { Money } from "../shared/money.ts";
import { type Kit, type Reply, SHOWN, typeLabel } from "./kit.ts";
import { assistantMessages as m } from "./messages.ts";
import { budget, guestCount } from "./text.ts";
import { asksCaptain, asksCatering, yachtTypeAsked } from "./topic.ts";

/** The companion's answers about yachts and what a day on the water costs. */
export function yachtLine(k: Kit, y: YachtSummary): string {
  const line = k.t(m.yachtLine, {
    name: k.name(y.name),
    type: k.t(typeLabel[y.type]),
    capacity: y.capacity,
    cabins: y.cabins,
    price: k.money(y.pricePerDay),
  });
  return `• ${line}${y.features.includes("kids_friendly") ? ` (${k.t(m.kidsFriendly)})` : ""}`;
}

export function yachtDetail(k: Kit, y: YachtSummary): Reply {
  const captain =
    y.captain === "included"
      ? k.t(m.captainIncluded)
      : y.captain === "optional" && y.captainPerDay
        ? k.t(m.captainOptional, { price: k.money(y.captainPerDay) })
        : k.t(m.captainBareboat);
  const detail = k.t(m.yachtDetail, {
    name: k.name(y.name),
    type: k.t(typeLabel[y.type]),
    length: y.lengthM,
    capacity: y.capacity,
    cabins: y.cabins,
    price: k.money(y.pricePerDay),
  });
  return { lines: [`${detail} ${captain}`, k.name(y.summary)], sources: [k.yachtSource(y)] };
}

export function answerYachts(k: Kit): Reply | null {
  const guests = guestCount(k.question);
  const limit = budget(k.question);
  const type = yachtTypeAsked(k.question);
  const named = k.namedYacht();
  if (named && !guests && !limit) return yachtDetail(k, named);
  const fits = k.facts.yachts.filter(
    (y) =>
      (!guests || y.capacity >= guests.guests) &&
      (!limit || limit.currency !== y.pricePerDay.currency || y.pricePerDay.amount <= limit.major * 100) &&
      (!type || y.type === type),
  );
  if (fits.length === 0) return noYachtFits(k);
  const family = guests?.family ?? false;
  // A family sleeps aboard and brings children: cabins and a kids-friendly boat first.
  const kids = (y: YachtSummary) =>
    family ? (y.features.includes("kids_friendly") ? 0 : 1) + (y.cabins > 0 ? 0 : 2) : 0;
  const sorted = [...fits].sort(
    (a, b) =>
      kids(a) - kids(b) ||
      (guests ? a.capacity - b.capacity : 0) ||
      (b.rating ?? 0) - (a.rating ?? 0) ||
      a.pricePerDay.amount - b.pricePerDay.amount,
  );
  const shown = sorted.slice(0, SHOWN);
  const intro = guests
    ? k.t(family ? m.yachtsForFamily : m.yachtsForGuests, { guests: guests.guests })
    : k.t(m.yachtsIntro);
  const lines = [intro, ...shown.map((y) => yachtLine(k, y))];
  if (limit)
    lines.push(k.t(m.withinBudget, { budget: k.money({ amount: limit.major * 100, currency: limit.currency }) }));
  return { lines, sources: shown.map(k.yachtSource) };
}

export function noYachtFits(k: Kit): Reply | null {
  if (k.facts.yachts.length === 0) return null;
  const largest = Math.max(...k.facts.yachts.map((y) => y.capacity));
  const cheapest = [...k.facts.yachts].sort((a, b) => a.pricePerDay.amount - b.pricePerDay.amount)[0] as YachtSummary;
  return {
    lines: [k.t(m.noYachtFits, { capacity: largest, price: k.money(cheapest.pricePerDay) })],
    sources: [k.yachtSource(cheapest)],
  };
}

export function answerPrice(k: Kit): Reply | null {
  if (asksCatering(k.question)) {
    const service = k.facts.services.find((s) => s.id === "catering");
    if (!service) return null;
    const line = k.t(m.catering, {
      title: k.name(service.title),
      price: k.name(service.priceText),
      description: k.name(service.description),
    });
    return {
      lines: [line],
      sources: [{ kind: "service", id: service.id, title: k.name(service.title), url: "/services" }],
    };
  }
  const named = k.namedYacht();
  if (named) return yachtDetail(k, named);
  if (asksCaptain(k.question)) {
    const optional = k.facts.yachts.filter((y) => y.captain === "optional" && y.captainPerDay);
    if (optional.length === 0) return null;
    const shown = [...optional].sort((a, b) => (a.captainPerDay?.amount ?? 0) - (b.captainPerDay?.amount ?? 0));
    const lines = [
      k.t(m.captainPrices),
      ...shown.map(
        (y) => `• ${k.t(m.captainPriceLine, { name: k.name(y.name), price: k.money(y.captainPerDay as Money) })}`,
      ),
    ];
    return { lines, sources: shown.map(k.yachtSource) };
  }
  if (guestCount(k.question) || budget(k.question)) return answerYachts(k);
  const type = yachtTypeAsked(k.question);
  const pool = [...k.facts.yachts.filter((y) => !type || y.type === type)].sort(
    (a, b) => a.pricePerDay.amount - b.pricePerDay.amount,
  );
  const first = pool[0];
  const last = pool[pool.length - 1];
  if (!first || !last) return null;
  const range = { min: k.money(first.pricePerDay), max: k.money(last.pricePerDay) };
  const intro = type
    ? k.t(m.dayRentalOfType, { ...range, type: k.t(typeLabel[type]) })
    : k.t(m.dayRental, { ...range, count: pool.length });
  const shown = pool.slice(0, SHOWN);
  return { lines: [intro, ...shown.map((y) => yachtLine(k, y))], sources: shown.map(k.yachtSource) };
}
