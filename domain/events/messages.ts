import type { MessageDescriptor } from "@lingui/core";

/** Messages of the events' bodies and answers, shown by the API and by the forms alike. */
export const eventMessages = {
  notFound: /*i18n*/ { id: "event.not_found", message: "This event does not exist." },
  over: /*i18n*/ { id: "event.over", message: "This event has ended; entries are closed." },
  cancelled: /*i18n*/ { id: "event.cancelled", message: "This event is cancelled; entries are closed." },
  notEntered: /*i18n*/ { id: "event.not_entered", message: "You have not entered this event." },
  notPayable: /*i18n*/ { id: "event.not_payable", message: "There is no entry fee waiting to be paid." },
  cannotOrganise: /*i18n*/ {
    id: "event.cannot_organise",
    message: "Events are created by captains, owners, service companies, travel managers and admins.",
  },
  notOrganiser: /*i18n*/ { id: "event.not_organiser", message: "Only the organiser of this event can change it." },
  // Field checks.
  titleLength: /*i18n*/ { id: "event.title_length", message: "Give a title of 3 to 120 characters." },
  descriptionLength: /*i18n*/ {
    id: "event.description_length",
    message: "Describe the event in 10 to 4,000 characters.",
  },
  locationLength: /*i18n*/ { id: "event.location_length", message: "Name the place in 2 to 160 characters." },
  organizerLength: /*i18n*/ { id: "event.organizer_length", message: "Name the organiser in 2 to 120 characters." },
  chooseDate: /*i18n*/ { id: "event.choose_date", message: "Choose a date." },
  endBeforeStart: /*i18n*/ { id: "event.end_before_start", message: "The end cannot be before the start." },
  tooLong: /*i18n*/ { id: "event.too_long", message: "An event lasts at most 60 days." },
  startInPast: /*i18n*/ { id: "event.start_in_past", message: "The start cannot be in the past." },
  unknownWhen: /*i18n*/ { id: "event.unknown_when", message: "Choose all, upcoming or past." },
  unknownCategory: /*i18n*/ { id: "event.unknown_category", message: "Choose a category from the list." },
  unknownType: /*i18n*/ { id: "event.unknown_type", message: "Choose a type from the list." },
  unknownRegion: /*i18n*/ { id: "event.unknown_region", message: "Choose a region from the list." },
  unknownDifficulty: /*i18n*/ { id: "event.unknown_difficulty", message: "Choose a level from the list." },
  unknownDestination: /*i18n*/ { id: "event.unknown_destination", message: "Choose a place from the list." },
  maxParticipants: /*i18n*/ {
    id: "event.max_participants",
    message: "Places must be a whole number from 1 to 1,000.",
  },
  entryFee: /*i18n*/ {
    id: "event.entry_fee",
    message: "The entry fee is a whole number of roubles from 0 to 1,000,000 (0 is free).",
  },
  boatClasses: /*i18n*/ { id: "event.boat_classes", message: "List up to 12 boat classes of up to 40 characters." },
  shortText: /*i18n*/ { id: "event.short_text", message: "At most 200 characters." },
  boatName: /*i18n*/ { id: "event.boat_name", message: "A boat's name is at most 60 characters." },
  sailNumber: /*i18n*/ { id: "event.sail_number", message: "A sail number is at most 12 letters, digits or dashes." },
  crew: /*i18n*/ { id: "event.crew", message: "List up to 20 crew names of up to 60 characters." },
  commentLength: /*i18n*/ { id: "event.comment_length", message: "A comment has 1 to 2,000 characters." },
  fewerThanEntered: /*i18n*/ {
    id: "event.fewer_than_entered",
    message: "More people have a place already; give at least as many places.",
  },
  noChange: /*i18n*/ { id: "event.no_change", message: "Change at least one field." },
} satisfies Record<string, MessageDescriptor>;

/** The id a check carries as its message (see server/http/validate.ts). */
export const em = Object.fromEntries(
  Object.entries(eventMessages).map(([key, descriptor]) => [key, descriptor.id]),
) as Record<keyof typeof eventMessages, string>;
