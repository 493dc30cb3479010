import type { MessageDescriptor } from "@lingui/core";

/** Messages of the catalogue's query parameters, shown by the API's 400 answers (see http.ts). */
export const catalogueMessages = {
  notFound: /*i18n*/ { id: "catalogue.not_found", message: "This item is not in the catalogue." },
  wholeNumber: /*i18n*/ { id: "catalogue.whole_number", message: "Must be a whole number." },
  notNegative: /*i18n*/ { id: "catalogue.not_negative", message: "Must be zero or more." },
  atLeastOne: /*i18n*/ { id: "catalogue.at_least_one", message: "Must be 1 or more." },
  tooLarge: /*i18n*/ { id: "catalogue.too_large", message: "Too large." },
  unknownValue: /*i18n*/ { id: "catalogue.unknown_value", message: "Unknown value. Allowed: {allowed}." },
  unknownSort: /*i18n*/ { id: "catalogue.unknown_sort", message: "Unknown sort." },
  unknownType: /*i18n*/ { id: "catalogue.unknown_type", message: "Unknown yacht type." },
  unknownBucket: /*i18n*/ { id: "catalogue.unknown_bucket", message: "Unknown range." },
  unknownDifficulty: /*i18n*/ { id: "catalogue.unknown_difficulty", message: "Unknown difficulty." },
  tooLong: /*i18n*/ { id: "catalogue.too_long", message: "Too long." },
  invalidDate: /*i18n*/ { id: "catalogue.invalid_date", message: "Use a date as YYYY-MM-DD." },
  rangeOrder: /*i18n*/ { id: "catalogue.range_order", message: "Must not be before the start." },
  rangeTooLong: /*i18n*/ { id: "catalogue.range_too_long", message: "Ask for at most a year at a time." },
  invalidCursor: /*i18n*/ { id: "catalogue.invalid_cursor", message: "Not a cursor this server gave." },
} satisfies Record<string, MessageDescriptor>;
