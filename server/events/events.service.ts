import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { eventMessages } from "../../domain/events/messages.ts";
import {
  type CommentRequest,
  canManage,
  canOrganise,
  type EventInput,
  type EventPatch,
  type JoinRequest,
  movedUpStatus,
  newEntryStatus,
  refusesEntry,
  startsInThePast,
} from "../../domain/events/rules.ts";
import type { EntryStatus, EventComment, EventDetail, JoinAnswer, MyEntry } from "../../domain/events/types.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import type { Currency } from "../../domain/shared/money.ts";
import type { AppDeps } from "../app-env.ts";
import type { Db, Tx } from "../db/client.ts";
import {
  destinations,
  type EventRow,
  eventComments,
  eventEntries,
  events,
  type UserRow,
  users,
} from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { charge } from "../payments/payments.service.ts";
import type { CardSource } from "../payments/provider.adapter.ts";
import { type EntryWithName, toComment, toEventDetail, toEventSummary } from "./events.mappers.ts";
import type { EventNotice } from "./events.notify.ts";

/**
 * Events and regattas (api.md "Events and regattas"): reads, and the writes, each in the caller's
 * transaction (idempotentWrite). A join locks its event's row, so joins racing for the last place
 * take it one at a time; the places check of the table is the last word.
 */
const notFound = () => new ApiError(404, "event_not_found", eventMessages.notFound);

export async function allEvents(db: Db): Promise<EventRow[]> {
  return db.select().from(events).orderBy(asc(events.startDate), asc(events.id));
}

export async function entriesOf(db: Db, userId: string): Promise<MyEntry[]> {
  const rows = await db
    .select({ eventId: eventEntries.eventId, status: eventEntries.status })
    .from(eventEntries)
    .where(eq(eventEntries.userId, userId));
  return rows;
}

async function entriesWithNames(db: Db | Tx, eventIds: string[]): Promise<EntryWithName[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({ entry: eventEntries, firstName: users.firstName })
    .from(eventEntries)
    .innerJoin(users, eq(users.id, eventEntries.userId))
    .where(inArray(eventEntries.eventId, eventIds));
  return rows.map((r) => ({ ...r.entry, firstName: r.firstName }));
}

export async function findEventDetail(db: Db | Tx, id: string, viewer: UserRow | null): Promise<EventDetail> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound();
  const [entries, comments] = await Promise.all([
    entriesWithNames(db, [id]),
    db.select().from(eventComments).where(eq(eventComments.eventId, id)),
  ]);
  const joined = viewer ? (entries.find((e) => e.userId === viewer.id)?.status ?? null) : undefined;
  return toEventDetail(row, entries, comments, joined);
}

/** The events' part of GET /api/sync: every event changed after a version, with entrants and comments. */
export async function eventChangesSince(db: Db, after: number | null): Promise<{ events: EventDetail[] }> {
  const rows = await db
    .select()
    .from(events)
    .where(after === null ? undefined : gt(events.version, after));
  const ids = rows.map((r) => r.id);
  const [entries, comments] = await Promise.all([
    entriesWithNames(db, ids),
    ids.length ? db.select().from(eventComments).where(inArray(eventComments.eventId, ids)) : Promise.resolve([]),
  ]);
  return {
    events: rows.map((row) =>
      toEventDetail(
        row,
        entries.filter((e) => e.eventId === row.id),
        comments.filter((c) => c.eventId === row.id),
      ),
    ),
  };
}

async function lockEvent(tx: Tx, id: string): Promise<EventRow> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

const summaryOf = (row: EventRow) => toEventSummary(row);

function answerOf(row: EventRow, status: EntryStatus): JoinAnswer {
  return { eventId: row.id, status, participants: row.participants, waitlisted: row.waitlisted };
}

export async function joinEvent(
  tx: Tx,
  deps: AppDeps,
  user: UserRow,
  id: string,
  request: JoinRequest,
): Promise<JoinAnswer> {
  const row = await lockEvent(tx, id);
  const refusal = refusesEntry(summaryOf(row), lakeToday(deps.clock()));
  if (refusal === "event_over") throw new ApiError(409, "event_over", eventMessages.over);
  if (refusal === "event_cancelled") throw new ApiError(409, "event_cancelled", eventMessages.cancelled);
  const [existing] = await tx
    .select()
    .from(eventEntries)
    .where(and(eq(eventEntries.eventId, id), eq(eventEntries.userId, user.id)));
  if (existing) {
    // Already in: the boat's details may change, the place does not.
    await tx
      .update(eventEntries)
      .set({ boatName: request.boatName, sailNumber: request.sailNumber, crew: request.crew })
      .where(eq(eventEntries.id, existing.id));
    return answerOf(row, existing.status);
  }
  const status = newEntryStatus(summaryOf(row));
  await tx.insert(eventEntries).values({ eventId: id, userId: user.id, status, ...request });
  const [changed] = await tx
    .update(events)
    .set(
      status === "waitlisted"
        ? { waitlisted: sql`${events.waitlisted} + 1` }
        : { participants: sql`${events.participants} + 1` },
    )
    .where(eq(events.id, id))
    .returning();
  if (!changed) throw notFound();
  return answerOf(changed, status);
}

/** Leaving frees the place; the first on the waitlist takes it and is told by e-mail. */
export async function leaveEvent(
  tx: Tx,
  deps: AppDeps,
  user: UserRow,
  id: string,
): Promise<{
  answer: { eventId: string; status: null; participants: number; waitlisted: number };
  notices: EventNotice[];
}> {
  const row = await lockEvent(tx, id);
  const [entry] = await tx
    .delete(eventEntries)
    .where(and(eq(eventEntries.eventId, id), eq(eventEntries.userId, user.id)))
    .returning();
  if (!entry) throw new ApiError(404, "not_entered", eventMessages.notEntered);
  const notices: EventNotice[] = [];
  let participants = row.participants;
  let waitlisted = row.waitlisted;
  if (entry.status === "waitlisted") waitlisted -= 1;
  else {
    participants -= 1;
    const [next] = await tx
      .select()
      .from(eventEntries)
      .where(and(eq(eventEntries.eventId, id), eq(eventEntries.status, "waitlisted")))
      .orderBy(asc(eventEntries.createdAt), asc(eventEntries.id))
      .limit(1)
      .for("update");
    const ahead = refusesEntry(summaryOf(row), lakeToday(deps.clock())) === null;
    if (next && ahead) {
      const status = movedUpStatus(summaryOf(row));
      await tx.update(eventEntries).set({ status }).where(eq(eventEntries.id, next.id));
      participants += 1;
      waitlisted -= 1;
      notices.push({ kind: "moved_up", eventId: id, userId: next.userId });
    }
  }
  await tx.update(events).set({ participants, waitlisted }).where(eq(events.id, id));
  return { answer: { eventId: id, status: null, participants, waitlisted }, notices };
}

export async function payEntry(
  tx: Tx,
  deps: AppDeps,
  user: UserRow,
  id: string,
  source: CardSource,
  idempotencyKey: string | undefined,
) {
  const row = await lockEvent(tx, id);
  const [entry] = await tx
    .select()
    .from(eventEntries)
    .where(and(eq(eventEntries.eventId, id), eq(eventEntries.userId, user.id)));
  if (entry?.status !== "pending_payment" || !row.entryFeeMinor) {
    throw new ApiError(409, "not_payable", eventMessages.notPayable);
  }
  const payment = await charge(tx, deps, {
    customerId: user.id,
    bookingId: null,
    amount: { amount: row.entryFeeMinor, currency: row.currency as Currency },
    source,
    reference: `event-${id}`,
    idempotencyKey,
  });
  const status: EntryStatus = payment.status === "paid" ? "joined" : "pending_payment";
  await tx.update(eventEntries).set({ status, paymentId: payment.id }).where(eq(eventEntries.id, entry.id));
  return { eventId: id, paymentId: payment.id, paymentStatus: payment.status, status };
}

export async function addComment(tx: Tx, user: UserRow, id: string, request: CommentRequest): Promise<EventComment> {
  const row = await lockEvent(tx, id);
  const [comment] = await tx
    .insert(eventComments)
    .values({ eventId: row.id, userId: user.id, authorName: user.firstName, text: request.text })
    .returning();
  if (!comment) throw new Error("insert returned no comment");
  await tx
    .update(events)
    .set({ commentCount: sql`${events.commentCount} + 1` })
    .where(eq(events.id, id));
  return toComment(comment);
}

const both = (text: string) => ({ en: text, ru: text });

async function checkDestination(tx: Tx, id: string | null | undefined) {
  if (!id) return null;
  const [place] = await tx.select().from(destinations).where(eq(destinations.id, id));
  if (!place) {
    throw new ApiError(400, "invalid_input", httpMessages.invalidInput, {
      fields: { destinationId: eventMessages.unknownDestination.id },
    });
  }
  return place;
}

function refuseField(field: string, message: { id: string }): never {
  throw new ApiError(400, "invalid_input", httpMessages.invalidInput, { fields: { [field]: message.id } });
}

export function requireOrganiser(user: UserRow): void {
  if (!canOrganise(user.roles)) throw new ApiError(403, "forbidden", eventMessages.cannotOrganise);
}

export async function createEvent(tx: Tx, deps: AppDeps, user: UserRow, input: EventInput): Promise<EventDetail> {
  requireOrganiser(user);
  if (startsInThePast(input.startDate, lakeToday(deps.clock()))) refuseField("startDate", eventMessages.startInPast);
  const place = await checkDestination(tx, input.destinationId);
  const organizer = input.organizerName ?? (user.brandName || `${user.firstName} ${user.lastName}`);
  const [row] = await tx
    .insert(events)
    .values({
      id: randomUUID(),
      title: both(input.title),
      description: both(input.description),
      startDate: input.startDate,
      endDate: input.endDate,
      location: both(input.location),
      destinationId: place?.id ?? null,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      category: input.category,
      type: input.type,
      region: input.region,
      difficulty: input.difficulty,
      maxParticipants: input.maxParticipants,
      image: place ? `destinations/${place.id}` : null,
      entryFeeMinor: input.entryFeeRub ? input.entryFeeRub * 100 : null,
      boatClasses: input.boatClasses,
      sponsor: input.sponsor,
      prizes: input.prizes ? both(input.prizes) : null,
      organizerName: both(organizer),
      organizerId: user.id,
    })
    .returning();
  if (!row) throw new Error("insert returned no event");
  return toEventDetail(row, [], []);
}

async function manageable(tx: Tx, user: UserRow, id: string): Promise<EventRow> {
  const row = await lockEvent(tx, id);
  if (!canManage(user, summaryOf(row))) throw new ApiError(403, "forbidden", eventMessages.notOrganiser);
  return row;
}

export async function updateEvent(
  tx: Tx,
  deps: AppDeps,
  user: UserRow,
  id: string,
  patch: EventPatch,
): Promise<{ detail: EventDetail; notices: EventNotice[] }> {
  const row = await manageable(tx, user, id);
  const startDate = patch.startDate ?? row.startDate;
  const endDate = patch.endDate ?? row.endDate;
  if (endDate < startDate) refuseField("endDate", eventMessages.endBeforeStart);
  if (
    patch.startDate &&
    patch.startDate !== row.startDate &&
    startsInThePast(patch.startDate, lakeToday(deps.clock()))
  ) {
    refuseField("startDate", eventMessages.startInPast);
  }
  if (patch.maxParticipants !== undefined && patch.maxParticipants < row.participants) {
    refuseField("maxParticipants", eventMessages.fewerThanEntered);
  }
  const place = patch.destinationId === undefined ? undefined : await checkDestination(tx, patch.destinationId);
  const set: Partial<typeof events.$inferInsert> = {
    ...(patch.title !== undefined ? { title: both(patch.title) } : {}),
    ...(patch.description !== undefined ? { description: both(patch.description) } : {}),
    ...(patch.location !== undefined ? { location: both(patch.location) } : {}),
    ...(patch.startDate !== undefined ? { startDate: patch.startDate } : {}),
    ...(patch.endDate !== undefined ? { endDate: patch.endDate } : {}),
    ...(patch.category !== undefined ? { category: patch.category } : {}),
    ...(patch.type !== undefined ? { type: patch.type } : {}),
    ...(patch.region !== undefined ? { region: patch.region } : {}),
    ...(patch.difficulty !== undefined ? { difficulty: patch.difficulty } : {}),
    ...(patch.maxParticipants !== undefined ? { maxParticipants: patch.maxParticipants } : {}),
    ...(patch.entryFeeRub !== undefined ? { entryFeeMinor: patch.entryFeeRub ? patch.entryFeeRub * 100 : null } : {}),
    ...(patch.boatClasses !== undefined ? { boatClasses: patch.boatClasses } : {}),
    ...(patch.sponsor !== undefined ? { sponsor: patch.sponsor } : {}),
    ...(patch.prizes !== undefined ? { prizes: patch.prizes ? both(patch.prizes) : null } : {}),
    ...(patch.organizerName ? { organizerName: both(patch.organizerName) } : {}),
    ...(place !== undefined
      ? {
          destinationId: place?.id ?? null,
          latitude: place?.latitude ?? null,
          longitude: place?.longitude ?? null,
          image: place ? `destinations/${place.id}` : null,
        }
      : {}),
  };
  await tx.update(events).set(set).where(eq(events.id, id));
  // More places than before: the waitlist moves up into them.
  const notices: EventNotice[] = [];
  if (patch.maxParticipants !== undefined && patch.maxParticipants > row.participants && row.waitlisted > 0) {
    const free = patch.maxParticipants - row.participants;
    const next = await tx
      .select()
      .from(eventEntries)
      .where(and(eq(eventEntries.eventId, id), eq(eventEntries.status, "waitlisted")))
      .orderBy(asc(eventEntries.createdAt), asc(eventEntries.id))
      .limit(free);
    const fee = patch.entryFeeRub !== undefined ? patch.entryFeeRub > 0 : row.entryFeeMinor !== null;
    for (const entry of next) {
      await tx
        .update(eventEntries)
        .set({ status: fee ? "pending_payment" : "joined" })
        .where(eq(eventEntries.id, entry.id));
      notices.push({ kind: "moved_up", eventId: id, userId: entry.userId });
    }
    await tx
      .update(events)
      .set({ participants: row.participants + next.length, waitlisted: row.waitlisted - next.length })
      .where(eq(events.id, id));
  }
  notices.push({ kind: "changed", eventId: id, userId: null });
  return { detail: await findEventDetail(tx, id, user), notices };
}

export async function cancelEvent(
  tx: Tx,
  user: UserRow,
  id: string,
): Promise<{ detail: EventDetail; notices: EventNotice[] }> {
  const row = await manageable(tx, user, id);
  if (row.status === "cancelled") return { detail: await findEventDetail(tx, id, user), notices: [] };
  await tx.update(events).set({ status: "cancelled" }).where(eq(events.id, id));
  return { detail: await findEventDetail(tx, id, user), notices: [{ kind: "cancelled", eventId: id, userId: null }] };
}
