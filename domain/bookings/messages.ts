import type { MessageDescriptor } from "@lingui/core";

/**
 * Messages of the booking rules (issue 5), shown by the booking form and by the API's 4xx answers
 * (field messages are ids both sides translate, so they carry no placeholders).
 */
export const bookingMessages = {
  unknownYacht: /*i18n*/ { id: "booking.unknown_yacht", message: "This yacht is not in the catalogue." },
  chooseDate: /*i18n*/ { id: "booking.choose_date", message: "Choose a date." },
  startPast: /*i18n*/ { id: "booking.start_past", message: "This date has passed. Choose a later one." },
  tooFarAhead: /*i18n*/ { id: "booking.too_far_ahead", message: "Bookings open one year ahead." },
  endBeforeStart: /*i18n*/ { id: "booking.end_before_start", message: "The last day must not be before the first." },
  tooLong: /*i18n*/ { id: "booking.too_long", message: "A charter lasts at most 30 days." },
  guestsWhole: /*i18n*/ { id: "booking.guests_whole", message: "Enter the number of guests." },
  guestsMin: /*i18n*/ { id: "booking.guests_min", message: "At least one guest." },
  guestsOverCapacity: /*i18n*/ {
    id: "booking.guests_over_capacity",
    message: "More guests than this yacht takes.",
  },
  captainRequired: /*i18n*/ {
    id: "booking.captain_required",
    message: "This yacht sails only with its captain.",
  },
  unknownExtra: /*i18n*/ { id: "booking.unknown_extra", message: "Unknown extra service." },
  yesOrNo: /*i18n*/ { id: "booking.yes_or_no", message: "Choose yes or no." },
  contactName: /*i18n*/ { id: "booking.contact_name", message: "Enter the name of the person to contact." },
  email: /*i18n*/ { id: "booking.email", message: "Please enter a valid email address" },
  phone: /*i18n*/ { id: "booking.phone", message: "Enter a phone number the crew can call." },
  requestsTooLong: /*i18n*/ {
    id: "booking.requests_too_long",
    message: "Special requests are limited to 1000 characters.",
  },
  // Answers of the booking routes.
  datesUnavailable: /*i18n*/ {
    id: "booking.dates_unavailable",
    message: "These dates were taken in the meantime. Please choose other dates.",
  },
  notFound: /*i18n*/ { id: "booking.not_found", message: "This booking does not exist." },
  notYours: /*i18n*/ { id: "booking.not_yours", message: "This booking belongs to another account." },
  notPending: /*i18n*/ { id: "booking.not_pending", message: "Only a request waiting for an answer can be changed." },
  notCancellable: /*i18n*/ { id: "booking.not_cancellable", message: "This booking can no longer be cancelled." },
  notPayable: /*i18n*/ { id: "booking.not_payable", message: "This booking cannot be paid now." },
  cardDeclined: /*i18n*/ { id: "booking.card_declined", message: "The card was declined. Try another card." },
  notPartner: /*i18n*/ { id: "booking.not_partner", message: "This yacht is booked here, not on the partner site." },
  unknownMethod: /*i18n*/ { id: "booking.unknown_method", message: "Unknown payment method." },
  // Trip packages booked (decision 073).
  unknownTrip: /*i18n*/ { id: "booking.unknown_trip", message: "This trip package is not offered." },
  tripStarted: /*i18n*/ { id: "booking.trip_started", message: "This trip has begun: it can no longer be booked." },
  tripFull: /*i18n*/ {
    id: "booking.trip_full",
    message: "Not that many places are left on this trip. Choose fewer guests.",
  },
  noteTooLong: /*i18n*/ { id: "booking.note_too_long", message: "A note is limited to 1000 characters." },
} satisfies Record<string, MessageDescriptor>;

/** The id a check carries as its message (see validation.ts). */
export const bm = Object.fromEntries(
  Object.entries(bookingMessages).map(([key, descriptor]) => [key, descriptor.id]),
) as Record<keyof typeof bookingMessages, string>;
