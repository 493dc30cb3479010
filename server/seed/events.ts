import { eq, inArray, sql } from "drizzle-orm";
import { addDays, type DateRange } from "../../domain/catalogue/availability.ts";
import { nextOccurrence, spanInYear } from "../../domain/catalogue/sailing-season.ts";
import type { Db, Tx } from "../db/client.ts";
import { appMeta, destinations, eventComments, eventEntries, events } from "../db/schema/index.ts";
import { type EventSeed, eventSeeds } from "./content/events.ts";
import { excludedSet } from "./seed.ts";

/**
 * The sample events (issue 16), applied at start once per EVENTS_SEED_VERSION like the catalogue's
 * seed. Their days come back every year and are placed from the day the seed runs (decision record
 * 055): each on its next occurrence not over, like the trip packages, so the coming year is full;
 * the few marked `held` on their last occurrence that is over, so some are always past. Once a
 * date is over, the next start moves the events it concerns (their entries go; it is sample data),
 * and touches nothing else. What an organiser or admin changed in a seeded event stays.
 */
export const EVENTS_SEED_VERSION = 1;
const META_KEY = "events_seed";
const SEED_LOCK_SPACE = 16;
type SeedMeta = { version: number; movesOn?: string };

/** Where a seeded event lies seen from `today`: its next occurrence, or its last one over when held. */
export function placeSeed(seed: Pick<EventSeed, "dates" | "held">, today: string): DateRange {
  const next = nextOccurrence(seed.dates, today);
  return seed.held ? spanInYear(seed.dates, Number(next.start.slice(0, 4)) - 1) : next;
}

/** The day the placement of a seeded event changes: after its next occurrence ends. */
const changesOn = (seed: EventSeed, today: string) => addDays(nextOccurrence(seed.dates, today).end, 1);

const seededIds = eventSeeds.map((e) => e.id);

export function eventSeedRows(today: string, coordinates: Map<string, [number, number]>) {
  return eventSeeds.map((seed) => {
    const { start, end } = placeSeed(seed, today);
    const place = seed.destinationId ? coordinates.get(seed.destinationId) : seed.coordinates;
    return {
      id: seed.id,
      title: seed.title,
      description: seed.description,
      startDate: start,
      endDate: end,
      location: seed.location,
      destinationId: seed.destinationId && coordinates.has(seed.destinationId) ? seed.destinationId : null,
      latitude: place?.[0] ?? null,
      longitude: place?.[1] ?? null,
      category: seed.category,
      type: seed.type,
      region: seed.region,
      difficulty: seed.difficulty,
      maxParticipants: seed.maxParticipants,
      image: seed.destinationId && !seed.onIce ? `destinations/${seed.destinationId}` : null,
      entryFeeMinor: seed.entryFeeRub ? seed.entryFeeRub * 100 : null,
      currency: "RUB",
      boatClasses: seed.boatClasses,
      sponsor: seed.sponsor,
      prizes: seed.prizes,
      organizerName: seed.organizer,
    };
  });
}

async function seedMeta(db: Db | Tx): Promise<SeedMeta> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  return { version: 0, ...(row?.value as Partial<SeedMeta> | undefined) };
}

const isDue = (meta: SeedMeta, today: string) =>
  meta.version < EVENTS_SEED_VERSION ? "apply" : !meta.movesOn || meta.movesOn <= today ? "move" : null;

/** Applies the event seed, or moves the seeded events that fell behind; answers which, or null. */
export async function seedEvents(db: Db, today: string): Promise<"applied" | "moved" | null> {
  if (!isDue(await seedMeta(db), today)) return null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_SPACE}, 0)`);
    const due = isDue(await seedMeta(tx), today);
    if (!due) return null;
    const places = await tx
      .select({ id: destinations.id, latitude: destinations.latitude, longitude: destinations.longitude })
      .from(destinations);
    const coordinates = new Map(places.map((p) => [p.id, [p.latitude, p.longitude] as [number, number]]));
    const rows = eventSeedRows(today, coordinates);
    if (due === "apply") {
      // Counts, status and organiser belong to what happened since, not to the seed.
      const keep = [
        "id",
        "createdAt",
        "updatedAt",
        "version",
        "participants",
        "waitlisted",
        "commentCount",
        "status",
        "organizerId",
      ];
      await tx
        .insert(events)
        .values(rows)
        .onConflictDoUpdate({ target: events.id, set: excludedSet(events, keep) });
      await seedComments(tx, today);
    } else {
      await moveOn(tx, rows);
    }
    const meta: SeedMeta = { version: EVENTS_SEED_VERSION, movesOn: firstMove(today) };
    await tx
      .insert(appMeta)
      .values({ key: META_KEY, value: meta })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: meta, updatedAt: sql`now()` } });
    return due === "apply" ? "applied" : "moved";
  });
}

/** The seed's comments on events already held, once (a comment is someone's words, not a setting). */
async function seedComments(tx: Tx, today: string): Promise<void> {
  const present = await tx
    .select({ eventId: eventComments.eventId })
    .from(eventComments)
    .where(inArray(eventComments.eventId, seededIds));
  const done = new Set(present.map((row) => row.eventId));
  for (const seed of eventSeeds) {
    if (done.has(seed.id) || !seed.comments) continue;
    const [row] = await tx.select({ startDate: events.startDate }).from(events).where(eq(events.id, seed.id));
    if (!row) continue;
    const written = seed.comments
      .map((c) => ({ ...c, day: addDays(row.startDate, c.daysAfterStart) }))
      .filter((c) => c.day < today);
    if (written.length === 0) continue;
    await tx.insert(eventComments).values(
      written.map((c) => ({
        eventId: seed.id,
        authorName: c.author,
        text: c.text,
        createdAt: new Date(`${c.day}T12:00:00+08:00`),
      })),
    );
    await tx
      .update(events)
      .set({ commentCount: sql`${events.commentCount} + ${written.length}` })
      .where(eq(events.id, seed.id));
  }
}

async function moveOn(tx: Tx, rows: ReturnType<typeof eventSeedRows>): Promise<void> {
  const current = await tx
    .select({ id: events.id, startDate: events.startDate })
    .from(events)
    .where(inArray(events.id, seededIds));
  for (const { id, startDate } of current) {
    const row = rows.find((r) => r.id === id);
    if (!row || row.startDate === startDate) continue;
    await tx.delete(eventEntries).where(eq(eventEntries.eventId, id));
    await tx
      .update(events)
      .set({ startDate: row.startDate, endDate: row.endDate, participants: 0, waitlisted: 0 })
      .where(eq(events.id, id));
  }
}

/** The first day a seeded event's placement changes. */
function firstMove(today: string): string {
  return eventSeeds.map((seed) => changesOn(seed, today)).reduce((a, b) => (b < a ? b : a));
}
