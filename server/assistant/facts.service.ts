import type { CompanionFacts } from "../../domain/assistant/types.ts";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { toYachtSummary } from "../catalogue/catalogue.mappers.ts";
import { catalogueSnapshot } from "../catalogue/catalogue.service.ts";
import type { Database } from "../db/client.ts";
import { eventChangesSince } from "../events/events.service.ts";
import { homeChangesSince } from "../home/home.service.ts";

/**
 * The facts the companion may answer from, read as GET /api/sync sends them, so the server's
 * answer and the device's offline answer are built from the same data. The catalogue comes from
 * its in-memory snapshot; events and services are small tables read per question.
 */
export async function companionFacts(database: Database, now: Date): Promise<CompanionFacts> {
  const [catalogue, events, home] = await Promise.all([
    catalogueSnapshot(database),
    eventChangesSince(database.db, null),
    homeChangesSince(database.db, undefined),
  ]);
  return {
    yachts: catalogue.yachts.map(toYachtSummary),
    destinations: catalogue.destinations,
    trips: catalogue.trips,
    events: events.events,
    services: home.serviceCategories,
    today: lakeToday(now),
  };
}
