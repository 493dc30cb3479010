import type { MessageDescriptor } from "@lingui/core";

/**
 * Messages of user content and its moderation (spec sections 4, 5 and 8), shown by the API and by
 * the forms alike. The rejection text is the spec's own, verbatim.
 */
export const contentMessages = {
  notFound: /*i18n*/ { id: "content.not_found", message: "This submission does not exist." },
  notEditable: /*i18n*/ {
    id: "content.not_editable",
    message: "Only a pending or rejected submission can be changed.",
  },
  alreadyDecided: /*i18n*/ { id: "content.already_decided", message: "This submission has already been decided." },
  claimedByOther: /*i18n*/ { id: "content.claimed_by_other", message: "Another admin is reviewing this submission." },
  rejectionNotesRequired: /*i18n*/ {
    id: "content.rejection_notes_required",
    message: "Rejection Notes Required: Please provide notes explaining why this content is being rejected",
  },
  createFailed: /*i18n*/ { id: "content.create_failed", message: "Failed to create content" },
  moderateFailed: /*i18n*/ { id: "content.moderate_failed", message: "Failed to moderate content" },
  // Field checks.
  kind: /*i18n*/ { id: "content.kind", message: "Choose a destination or a trip package." },
  name: /*i18n*/ { id: "content.name", message: "Give a name of 2 to 120 characters in at least one language." },
  description: /*i18n*/ {
    id: "content.description",
    message: "Give a description of 20 to 4,000 characters in at least one language.",
  },
  highlights: /*i18n*/ { id: "content.highlights", message: "Highlights: up to 10, each of 2 to 120 characters." },
  bestSeason: /*i18n*/ { id: "content.best_season", message: "The best season: months from 1 to 12." },
  difficulty: /*i18n*/ { id: "content.difficulty", message: "Choose the difficulty from the list." },
  duration: /*i18n*/ {
    id: "content.duration",
    message: "Duration: whole days from 1 to 30, the longest not shorter than the shortest.",
  },
  distance: /*i18n*/ { id: "content.distance", message: "Distance: whole kilometres from 0 to 1,000." },
  activities: /*i18n*/ { id: "content.activities", message: "Choose activities from the list." },
  position: /*i18n*/ { id: "content.position", message: "Choose a point on Lake Baikal." },
  destinations: /*i18n*/ { id: "content.destinations", message: "Choose 1 to 10 destinations of the catalogue." },
  yachtType: /*i18n*/ { id: "content.yacht_type", message: "Choose the type of yacht from the list." },
  dates: /*i18n*/ { id: "content.dates", message: "Choose dates; the end cannot be before the start." },
  capacity: /*i18n*/ { id: "content.capacity", message: "Places: a whole number from 1 to 50." },
  price: /*i18n*/ { id: "content.price", message: "Price: whole dollars from 0 to 100,000." },
  notes: /*i18n*/ { id: "content.notes", message: "Notes: at most 2,000 characters." },
} satisfies Record<string, MessageDescriptor>;

/** The id a check carries as its message (see server/http/validate.ts). */
export const cm = Object.fromEntries(
  Object.entries(contentMessages).map(([key, descriptor]) => [key, descriptor.id]),
) as Record<keyof typeof contentMessages, string>;
