import * as v from "valibot";
import type { Role } from "../accounts/roles.ts";
import { addDays, daysBetween, isIsoDate } from "../catalogue/availability.ts";
import { em } from "./messages.ts";
import {
  type EntryStatus,
  type EventSummary,
  eventCategories,
  eventDifficulties,
  eventRegions,
  eventTypes,
} from "./types.ts";

/**
 * The events' rules and request bodies (api.md "Events and regattas"), one valibot schema per body
 * for the forms and the server alike; each failing field carries its own message id.
 */
export const COMMENT_MAX_CHARS = 2000;
export const EVENT_MAX_DAYS = 60;
export const EVENT_MAX_PARTICIPANTS = 1000;
/** Whole roubles. */
export const ENTRY_FEE_MAX_RUB = 1_000_000;
export const BOAT_CLASSES_MAX = 12;
export const CREW_MAX = 20;

/** The roles that may create events (issue 16); anyone else gets 403. */
export const organiserRoles = [
  "admin",
  "captain",
  "owner",
  "service_company",
  "travel_manager",
] as const satisfies readonly Role[];

export function canOrganise(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).some((role) => (organiserRoles as readonly string[]).includes(role));
}

/** The organiser of the event, or an admin, may edit and cancel it. */
export function canManage(
  user: { id: string; roles: readonly string[] } | null | undefined,
  event: Pick<EventSummary, "organizer">,
): boolean {
  if (!user) return false;
  return user.roles.includes("admin") || (event.organizer.userId !== null && event.organizer.userId === user.id);
}

export type EventPhase = "upcoming" | "ongoing" | "past";

/** Where an event stands on `today` (a date at the lake). */
export function eventPhase(event: Pick<EventSummary, "startDate" | "endDate">, today: string): EventPhase {
  if (event.endDate < today) return "past";
  return event.startDate > today ? "upcoming" : "ongoing";
}

export function placesLeft(event: Pick<EventSummary, "maxParticipants" | "participants">): number {
  return Math.max(0, event.maxParticipants - event.participants);
}

/** Why an event takes no entry on `today`, or null when it does. */
export function refusesEntry(
  event: Pick<EventSummary, "endDate" | "status">,
  today: string,
): "event_over" | "event_cancelled" | null {
  if (event.status === "cancelled") return "event_cancelled";
  return event.endDate < today ? "event_over" : null;
}

/** A new entry's status: a place if one is left (held until paid when there is a fee), else the waitlist. */
export function newEntryStatus(
  event: Pick<EventSummary, "maxParticipants" | "participants" | "entryFee">,
): EntryStatus {
  if (placesLeft(event) === 0) return "waitlisted";
  return event.entryFee ? "pending_payment" : "joined";
}

/** Someone moving up from the waitlist takes the place as a new entry would, with the place now free. */
export function movedUpStatus(event: Pick<EventSummary, "entryFee">): EntryStatus {
  return event.entryFee ? "pending_payment" : "joined";
}

// ---- bodies ----

const trimmed = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(max, message));

/** An optional short text: missing, null or empty is null. */
const optionalText = (max: number, message: string) =>
  v.pipe(
    v.optional(v.nullable(trimmed(max, message)), null),
    v.transform((value) => value || null),
  );

/** POST /api/events/{id}/join: all optional. */
export const joinSchema = v.object({
  boatName: optionalText(60, em.boatName),
  sailNumber: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(em.sailNumber), v.trim(), v.maxLength(12, em.sailNumber))), null),
    v.transform((value) => value || null),
    v.check((value) => value === null || /^[\p{L}\p{N}-]+$/u.test(value), em.sailNumber),
  ),
  crew: v.pipe(
    v.optional(v.array(trimmed(60, em.crew), em.crew), []),
    v.maxLength(CREW_MAX, em.crew),
    v.transform((names) => names.filter(Boolean)),
  ),
});
export type JoinRequest = v.InferOutput<typeof joinSchema>;

/** POST /api/events/{id}/comments. */
export const commentSchema = v.object({
  text: v.pipe(
    v.string(em.commentLength),
    v.trim(),
    v.minLength(1, em.commentLength),
    v.maxLength(COMMENT_MAX_CHARS, em.commentLength),
  ),
});
export type CommentRequest = v.InferOutput<typeof commentSchema>;

const isoDate = v.pipe(
  v.string(em.chooseDate),
  v.check((value) => isIsoDate(value), em.chooseDate),
);

const textBetween = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));

/** The event form's fields, each with its own check (POST /api/events and PATCH /api/events/{id}). */
export const eventFieldEntries = {
  title: textBetween(3, 120, em.titleLength),
  description: textBetween(10, 4000, em.descriptionLength),
  startDate: isoDate,
  endDate: isoDate,
  location: textBetween(2, 160, em.locationLength),
  destinationId: v.optional(
    v.nullable(v.pipe(v.string(em.unknownDestination), v.maxLength(80, em.unknownDestination))),
    null,
  ),
  category: v.picklist(eventCategories, em.unknownCategory),
  type: v.picklist(eventTypes, em.unknownType),
  region: v.picklist(eventRegions, em.unknownRegion),
  difficulty: v.picklist(eventDifficulties, em.unknownDifficulty),
  maxParticipants: v.pipe(
    v.number(em.maxParticipants),
    v.integer(em.maxParticipants),
    v.minValue(1, em.maxParticipants),
    v.maxValue(EVENT_MAX_PARTICIPANTS, em.maxParticipants),
  ),
  /** Whole roubles; 0 or missing is free. */
  entryFeeRub: v.optional(
    v.pipe(
      v.number(em.entryFee),
      v.integer(em.entryFee),
      v.minValue(0, em.entryFee),
      v.maxValue(ENTRY_FEE_MAX_RUB, em.entryFee),
    ),
    0,
  ),
  boatClasses: v.pipe(
    v.optional(v.array(trimmed(40, em.boatClasses), em.boatClasses), []),
    v.maxLength(BOAT_CLASSES_MAX, em.boatClasses),
    v.transform((list) => [...new Set(list.filter(Boolean))]),
  ),
  sponsor: optionalText(200, em.shortText),
  prizes: optionalText(200, em.shortText),
  organizerName: optionalText(120, em.organizerLength),
};

type Dates = { startDate?: string | undefined; endDate?: string | undefined };
const inOrder = (input: Dates) => !input.startDate || !input.endDate || input.endDate >= input.startDate;
const notTooLong = (input: Dates) =>
  !input.startDate || !input.endDate || !inOrder(input) || daysBetween(input.startDate, input.endDate) < EVENT_MAX_DAYS;

const eventObject = v.object(eventFieldEntries);
export const eventInputSchema = v.pipe(
  eventObject,
  v.forward(v.partialCheck([["startDate"], ["endDate"]], inOrder, em.endBeforeStart), ["endDate"]),
  v.forward(v.partialCheck([["startDate"], ["endDate"]], notTooLong, em.tooLong), ["endDate"]),
);
export type EventInput = v.InferOutput<typeof eventInputSchema>;

/** An edit: any of the fields, at least one. */
export const eventPatchSchema = v.pipe(
  v.partial(v.object(eventFieldEntries)),
  v.check((patch) => Object.values(patch).some((value) => value !== undefined), em.noChange),
  v.forward(v.partialCheck([["startDate"], ["endDate"]], inOrder, em.endBeforeStart), ["endDate"]),
  v.forward(v.partialCheck([["startDate"], ["endDate"]], notTooLong, em.tooLong), ["endDate"]),
);
export type EventPatch = v.InferOutput<typeof eventPatchSchema>;

/** A new event may not start before today (at the lake). */
export function startsInThePast(startDate: string, today: string): boolean {
  return startDate < today;
}

/** The last day an event of `days` days starting on `startDate` runs. */
export const endOf = (startDate: string, days: number) => addDays(startDate, days - 1);
