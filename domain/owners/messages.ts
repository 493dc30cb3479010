import type { MessageDescriptor } from "@lingui/core";

/** Messages of the owner's listing form and answers, shown by the API and by the form alike. */
export const ownerMessages = {
  notFound: /*i18n*/ { id: "owner.not_found", message: "This yacht does not exist." },
  notOwner: /*i18n*/ { id: "owner.not_owner", message: "Only yacht owners can list yachts." },
  notPending: /*i18n*/ { id: "owner.not_pending", message: "This listing is not waiting for approval." },
  notesRequired: /*i18n*/ {
    id: "owner.notes_required",
    message: "Tell the owner what to change, in 3 to 2,000 characters.",
  },
  // Field checks.
  nameLength: /*i18n*/ { id: "owner.name_length", message: "Give the yacht's name in 2 to 80 characters." },
  unknownType: /*i18n*/ { id: "owner.unknown_type", message: "Choose a type from the list." },
  length: /*i18n*/ { id: "owner.length", message: "The length is from 3 to 100 metres." },
  capacity: /*i18n*/ { id: "owner.capacity", message: "Guests are a whole number from 1 to 200." },
  cabins: /*i18n*/ { id: "owner.cabins", message: "Cabins are a whole number from 0 to 50." },
  year: /*i18n*/ { id: "owner.year", message: "The year built is from 1900 to next year." },
  harbour: /*i18n*/ { id: "owner.harbour", message: "Choose the home harbour from the list." },
  destinations: /*i18n*/ { id: "owner.destinations", message: "Choose 1 to 20 destinations from the list." },
  price: /*i18n*/ {
    id: "owner.price",
    message: "The day price is a whole number of roubles from 1,000 to 10,000,000.",
  },
  unknownCaptain: /*i18n*/ { id: "owner.unknown_captain", message: "Choose whether a captain comes with the yacht." },
  captainPrice: /*i18n*/ {
    id: "owner.captain_price",
    message: "Give the captain's day price in whole roubles (up to 1,000,000) when the captain is optional.",
  },
  features: /*i18n*/ { id: "owner.features", message: "Choose features from the list." },
  summaryLength: /*i18n*/ { id: "owner.summary_length", message: "Sum the yacht up in 10 to 200 characters." },
  descriptionLength: /*i18n*/ {
    id: "owner.description_length",
    message: "Describe the yacht in 20 to 4,000 characters.",
  },
  badMonth: /*i18n*/ { id: "owner.bad_month", message: "Give a month as YYYY-MM or a date as YYYY-MM-DD." },
  blockDates: /*i18n*/ {
    id: "owner.block_dates",
    message: "Choose a start and an end date, the end not before the start.",
  },
  blockTooLong: /*i18n*/ { id: "owner.block_too_long", message: "A block lasts at most 366 days." },
  blockNote: /*i18n*/ { id: "owner.block_note", message: "A note is at most 200 characters." },
  blockOverBooking: /*i18n*/ {
    id: "owner.block_over_booking",
    message: "A pending or confirmed booking holds some of these days: answer or cancel it first.",
  },
  notListed: /*i18n*/ {
    id: "owner.not_listed",
    message: "Days can be blocked once the yacht is in the catalogue (approved).",
  },
  blockNotFound: /*i18n*/ { id: "owner.block_not_found", message: "This block does not exist." },
  calendarToken: /*i18n*/ { id: "owner.calendar_token", message: "The calendar link's token is not valid." },
  noChange: /*i18n*/ { id: "owner.no_change", message: "Change at least one field." },
} satisfies Record<string, MessageDescriptor>;

/** The id a check carries as its message (see server/http/validate.ts). */
export const om = Object.fromEntries(
  Object.entries(ownerMessages).map(([key, descriptor]) => [key, descriptor.id]),
) as Record<keyof typeof ownerMessages, string>;
