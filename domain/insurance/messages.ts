import type { MessageDescriptor } from "@lingui/core";

/** Messages of the insurance request's fields and answers, shown by the API and by the form alike. */
export const insuranceMessages = {
  notFound: /*i18n*/ { id: "insurance.not_found", message: "This insurance request does not exist." },
  quoteNotFound: /*i18n*/ { id: "insurance.quote_not_found", message: "This quote is not one of the request's." },
  alreadySelected: /*i18n*/ {
    id: "insurance.already_selected",
    message: "A quote of this request is already chosen.",
  },
  notQuoted: /*i18n*/ { id: "insurance.not_quoted", message: "This request has no quotes to choose from." },
  // Field checks.
  fullName: /*i18n*/ { id: "insurance.full_name", message: "Give your full name, 2 to 120 characters." },
  phone: /*i18n*/ { id: "insurance.phone", message: "Enter a phone number of 6 to 20 digits, or leave it empty." },
  chooseDate: /*i18n*/ { id: "insurance.choose_date", message: "Choose a date." },
  endBeforeStart: /*i18n*/ { id: "insurance.end_before_start", message: "The end cannot be before the start." },
  tooLong: /*i18n*/ { id: "insurance.too_long", message: "A charter policy covers at most 90 days." },
  startInPast: /*i18n*/ { id: "insurance.start_in_past", message: "The start cannot be in the past." },
  location: /*i18n*/ { id: "insurance.location", message: "Name the charter area in 2 to 160 characters." },
  passengers: /*i18n*/ { id: "insurance.passengers", message: "Passengers: a whole number from 1 to 50." },
  coverage: /*i18n*/ {
    id: "insurance.coverage",
    message: "Coverage: an amount in roubles from 100,000 to 500,000,000.",
  },
  professionalCrew: /*i18n*/ { id: "insurance.professional_crew", message: "Say whether a professional crew sails." },
  experience: /*i18n*/ {
    id: "insurance.experience",
    message: "The captain's experience: whole years from 0 to 70.",
  },
  companies: /*i18n*/ { id: "insurance.companies", message: "Choose companies from the list." },
  boatType: /*i18n*/ { id: "insurance.boat_type", message: "Choose the kind of boat from the list." },
  notes: /*i18n*/ { id: "insurance.notes", message: "Notes: at most 2,000 characters." },
  booking: /*i18n*/ { id: "insurance.booking", message: "This booking is not one of yours." },
  quoteId: /*i18n*/ { id: "insurance.quote_id", message: "Choose one of the quotes." },
} satisfies Record<string, MessageDescriptor>;

/** The id a check carries as its message (see server/http/validate.ts). */
export const im = Object.fromEntries(
  Object.entries(insuranceMessages).map(([key, descriptor]) => [key, descriptor.id]),
) as Record<keyof typeof insuranceMessages, string>;
