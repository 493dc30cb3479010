import type { Destination, TripPackage } from "../catalogue/types.ts";
import { type Kit, type Reply, SHOWN } from "./kit.ts";
import { assistantMessages as m } from "./messages.ts";
import { budget } from "./text.ts";
import { dayAsked } from "./weather.ts";

/** The companion's answers about places, trip packages, events and the weather. */

export function placeDetail(k: Kit, d: Destination): Reply {
  const line = k.t(m.placeDetail, {
    name: k.name(d.name),
    summary: k.name(d.shortDescription),
    distance: d.distanceKm,
    days: k.days(d),
    season: k.season(d),
    price: k.money(d.pricePerDay),
  });
  return { lines: [line], sources: [k.placeSource(d)] };
}

export function answerPlaces(k: Kit): Reply | null {
  const named = k.namedPlace();
  if (named) return placeDetail(k, named);
  const found = k.hits("destination");
  const byId = new Map(k.facts.destinations.map((d) => [d.id, d]));
  const ranked =
    found.length > 0
      ? found.map((id) => byId.get(id)).filter((d): d is Destination => d !== undefined)
      : [...k.facts.destinations].sort((a, b) => a.distanceKm - b.distanceKm);
  const shown = ranked.slice(0, 4);
  if (shown.length === 0) return null;
  const lines = [
    k.t(m.placesIntro),
    ...shown.map(
      (d) =>
        `• ${k.t(m.placeLine, { name: k.name(d.name), summary: k.name(d.shortDescription), distance: d.distanceKm, days: k.days(d) })}`,
    ),
    k.t(m.morePlaces, { count: k.facts.destinations.length }),
  ];
  return { lines, sources: shown.map(k.placeSource) };
}

export function answerTrips(k: Kit): Reply | null {
  const place = k.namedPlace();
  const limit = budget(k.question);
  const found = k.hits("trip");
  const fits = k.facts.trips
    .filter((p) => !place || p.destinationIds.includes(place.id))
    .filter((p) => !limit || limit.currency !== p.totalPrice.currency || p.totalPrice.amount <= limit.major * 100);
  const rank = (p: TripPackage) => {
    const at = found.indexOf(p.id);
    return at < 0 ? found.length : at;
  };
  const sorted = [...fits].sort((a, b) => rank(a) - rank(b) || a.startDate.localeCompare(b.startDate));
  const shown = sorted.slice(0, SHOWN);
  if (shown.length === 0)
    return { lines: [k.t(m.noTripFits)], sources: [k.page("trips", m.contactPage, "/contact")], known: false };
  const lines = [
    k.t(m.tripsIntro),
    ...shown.map(
      (p) =>
        `• ${k.t(m.tripLine, { title: k.name(p.title), days: p.durationDays, start: k.date(p.startDate), price: k.money(p.totalPrice) })}`,
    ),
  ];
  return { lines, sources: shown.map(k.tripSource) };
}

export function answerEvents(k: Kit): Reply | null {
  const found = k.hits("event");
  const upcoming = k.facts.events.filter((e) => e.status === "scheduled" && e.endDate >= k.facts.today);
  // Events the question's words find come first ("regattas"), then the rest by date.
  const rank = (e: { id: string }) => (found.includes(e.id) ? 0 : 1);
  const pool = [...upcoming].sort((a, b) => rank(a) - rank(b) || a.startDate.localeCompare(b.startDate));
  const shown = pool.slice(0, SHOWN);
  if (shown.length === 0)
    return { lines: [k.t(m.noEvents)], sources: [k.page("events", m.contactPage, "/events")], known: false };
  const lines = [
    k.t(m.eventsIntro),
    ...shown.map(
      (e) =>
        `• ${k.t(m.eventLine, {
          title: k.name(e.title),
          start: k.date(e.startDate),
          location: k.name(e.location),
          fee: e.entryFee ? k.t(m.eventFee, { price: k.money(e.entryFee) }) : "",
        })}`,
    ),
  ];
  return { lines, sources: shown.map(k.eventSource) };
}

export function answerWeather(k: Kit): Reply {
  const place = k.namedPlace();
  const day = dayAsked(k.question, k.facts.today);
  const forecast = k.forecast(place, day);
  const weatherPage = k.page("weather", m.weatherPage, place ? `/weather?destination=${place.id}` : "/weather");
  const placeName = place ? k.name(place.name) : null;
  const lines = forecast
    ? [k.t(m.weatherForecast, { place: placeName ?? "Baikal", day: k.date(day), summary: forecast })]
    : [placeName ? k.t(m.weatherAt, { place: placeName, day: k.date(day) }) : k.t(m.weatherLake, { day: k.date(day) })];
  if (place)
    lines.push(
      k.t(m.bestSeason, {
        season: k.season(place),
      }),
    );
  return { lines, sources: place ? [weatherPage, k.placeSource(place)] : [weatherPage] };
}
