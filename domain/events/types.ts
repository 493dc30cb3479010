import type { Localized } from "../shared/localized.ts";
import type { Money } from "../shared/money.ts";

/**
 * Events and regattas (spec section 3, Event; api.md "Events and regattas") as the API sends them
 * and the device keeps them. Free text is bilingual like the catalogue's; codes are translated by
 * the app's catalog. An entry fee is in RUB minor units, or null when the event is free.
 */
export const eventCategories = [
  "workshop",
  "conference",
  "meetup",
  "competition",
  "regatta",
  "race",
  "trainingCamp",
  "exhibition",
  "championship",
  "cup",
  "festival",
] as const;
export type EventCategory = (typeof eventCategories)[number];

export const eventTypes = [
  "oneDesign",
  "offshore",
  "dinghy",
  "match",
  "team",
  "handicap",
  "oceanic",
  "cruiseRacing",
] as const;
export type EventType = (typeof eventTypes)[number];

/** The spec's regions, the lake first (spec README, decision 1: `{product}` reads baikal). */
export const eventRegions = [
  "baikal",
  "local",
  "regional",
  "national",
  "international",
  "volga",
  "blackSea",
  "mediterranean",
  "baltic",
  "northSea",
  "atlantic",
  "pacific",
  "caribbean",
  "farEast",
  "turkey",
  "france",
  "italy",
  "thailand",
  "greece",
] as const;
export type EventRegion = (typeof eventRegions)[number];

export const eventDifficulties = ["beginner", "intermediate", "advanced"] as const;
export type EventDifficulty = (typeof eventDifficulties)[number];

export const eventStatuses = ["scheduled", "cancelled"] as const;
export type EventStatus = (typeof eventStatuses)[number];

/** Where a person stands with an event: a place, a place on the waitlist, or a place held until paid. */
export const entryStatuses = ["joined", "waitlisted", "pending_payment"] as const;
export type EntryStatus = (typeof entryStatuses)[number];

/** Who has entered, as everyone may see it: first names and boats, never contacts. */
export type Entrant = {
  firstName: string;
  boatName: string | null;
  sailNumber: string | null;
  crewCount: number;
  status: EntryStatus;
};

export type EventComment = {
  id: string;
  author: { firstName: string };
  text: string;
  createdAt: string;
};

export type Organizer = { name: Localized; userId: string | null };

/** An event as the list shows it (GET /api/events). */
export type EventSummary = {
  id: string;
  title: Localized;
  description: Localized;
  startDate: string;
  endDate: string;
  location: Localized;
  /** The catalogue's destination it sits at, when it does (for the map and the link). */
  destinationId: string | null;
  latitude: number | null;
  longitude: number | null;
  category: EventCategory;
  type: EventType;
  region: EventRegion;
  maxParticipants: number;
  /** Places taken: joined, and held until paid. */
  participants: number;
  waitlisted: number;
  /** An image key of the app's illustrations (domain/shared/images.ts), or null. */
  image: string | null;
  imageUrl: string | null;
  difficulty: EventDifficulty;
  entryFee: Money | null;
  boatClasses: string[];
  sponsor: string | null;
  prizes: Localized | null;
  organizer: Organizer;
  status: EventStatus;
  commentCount: number;
  /** The caller's entry (logged in); absent in the sync, which is the same for everyone. */
  joined?: EntryStatus | null;
};

/** An event with who has entered and its comments: GET /api/events/{id} and the device's copy. */
export type EventDetail = EventSummary & { entrants: Entrant[]; comments: EventComment[] };

/** The answer of a join (POST /api/events/{id}/join). */
export type JoinAnswer = { eventId: string; status: EntryStatus; participants: number; waitlisted: number };

/** The caller's own entries (GET /api/events/mine). */
export type MyEntry = { eventId: string; status: EntryStatus };
