import * as v from "valibot";
import { isIsoDate } from "../catalogue/availability.ts";
import { activityCategories, difficulties, tripVesselTypes } from "../catalogue/types.ts";
import { cm } from "./messages.ts";

/**
 * The bodies of POST /api/content and PATCH /api/content/{id} (api.md "User content and
 * moderation"): one valibot schema for the form and the server, each failing field carrying its own
 * message id. Free text may be written in one language or both; the other falls back on display.
 */
export const HIGHLIGHTS_MAX = 10;
export const ACTIVITIES_MAX = 12;
export const TRIP_DESTINATIONS_MAX = 10;
export const NOTES_MAX_CHARS = 2000;
/** A box around Lake Baikal: a point outside it is not on the lake's map. */
export const BAIKAL_BOUNDS = { south: 51.4, north: 55.9, west: 103.5, east: 110.2 } as const;

const optionalText = (max: number, message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(max, message)), "");

/** Text in one language or both: at least one of them `min` characters long. */
const bilingual = (min: number, max: number, message: string) =>
  v.pipe(
    v.object({ en: optionalText(max, message), ru: optionalText(max, message) }, message),
    v.check((text) => text.en.length >= min || text.ru.length >= min, message),
    v.check((text) => [text.en, text.ru].every((value) => value.length === 0 || value.length >= min), message),
  );

const whole = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const month = whole(1, 12, cm.bestSeason);

export const destinationFieldEntries = {
  name: bilingual(2, 120, cm.name),
  description: bilingual(20, 4000, cm.description),
  highlights: v.pipe(
    v.optional(
      v.array(
        v.pipe(v.string(cm.highlights), v.trim(), v.minLength(2, cm.highlights), v.maxLength(120, cm.highlights)),
        cm.highlights,
      ),
      [],
    ),
    v.maxLength(HIGHLIGHTS_MAX, cm.highlights),
  ),
  bestSeason: v.object({ from: month, to: month }, cm.bestSeason),
  difficulty: v.picklist(difficulties, cm.difficulty),
  durationDays: v.pipe(
    v.object({ min: whole(1, 30, cm.duration), max: whole(1, 30, cm.duration) }, cm.duration),
    v.check((days) => days.max >= days.min, cm.duration),
  ),
  distanceKm: whole(0, 1000, cm.distance),
  activities: v.pipe(
    v.optional(v.array(v.picklist(activityCategories, cm.activities), cm.activities), []),
    v.maxLength(ACTIVITIES_MAX, cm.activities),
    v.transform((list) => [...new Set(list)]),
  ),
  latitude: v.pipe(
    v.number(cm.position),
    v.minValue(BAIKAL_BOUNDS.south, cm.position),
    v.maxValue(BAIKAL_BOUNDS.north, cm.position),
  ),
  longitude: v.pipe(
    v.number(cm.position),
    v.minValue(BAIKAL_BOUNDS.west, cm.position),
    v.maxValue(BAIKAL_BOUNDS.east, cm.position),
  ),
};

const isoDate = v.pipe(
  v.string(cm.dates),
  v.check((value) => isIsoDate(value), cm.dates),
);

export const tripFieldEntries = {
  title: bilingual(2, 120, cm.name),
  description: bilingual(20, 4000, cm.description),
  destinationIds: v.pipe(
    v.array(v.pipe(v.string(cm.destinations), v.regex(/^[a-z0-9-]{1,80}$/, cm.destinations)), cm.destinations),
    v.minLength(1, cm.destinations),
    v.maxLength(TRIP_DESTINATIONS_MAX, cm.destinations),
    v.transform((list) => [...new Set(list)]),
  ),
  yachtType: v.picklist(tripVesselTypes, cm.yachtType),
  startDate: isoDate,
  endDate: isoDate,
  capacity: whole(1, 50, cm.capacity),
  priceUsd: whole(0, 100_000, cm.price),
};

export const destinationProposalSchema = v.object({
  kind: v.literal("destination", cm.kind),
  ...destinationFieldEntries,
});

export const tripProposalSchema = v.pipe(
  v.object({ kind: v.literal("trip", cm.kind), ...tripFieldEntries }),
  v.forward(
    v.partialCheck([["startDate"], ["endDate"]], (trip) => trip.endDate >= trip.startDate, cm.dates),
    ["endDate"],
  ),
);

export const contentProposalSchema = v.variant("kind", [destinationProposalSchema, tripProposalSchema], cm.kind);
export type ContentProposalInput = v.InferOutput<typeof contentProposalSchema>;

/** POST /api/admin/content/{id}/reject: notes are required, in the spec's words. */
export const rejectSchema = v.object({
  notes: v.pipe(
    v.string(cm.rejectionNotesRequired),
    v.trim(),
    v.minLength(1, cm.rejectionNotesRequired),
    v.maxLength(NOTES_MAX_CHARS, cm.notes),
  ),
});
