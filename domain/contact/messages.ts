import type { MessageDescriptor } from "@lingui/core";

/**
 * Messages of the contact request (the home page's 'get a consultation', a trip package's request),
 * shared by form and server.
 */
export const contactMessages = {
  nameMin: /*i18n*/ { id: "contact.name_min", message: "Please enter your name (at least 2 characters)" },
  nameMax: /*i18n*/ { id: "contact.name_max", message: "The name is too long (at most 100 characters)" },
  phoneInvalid: /*i18n*/ {
    id: "contact.phone_invalid",
    message: "Enter a phone number of 6 to 20 digits, with + ( ) - or spaces",
  },
  messageMin: /*i18n*/ { id: "contact.message_min", message: "Tell us a little more (at least 10 characters)" },
  messageMax: /*i18n*/ { id: "contact.message_max", message: "The message is too long (at most 2000 characters)" },
  serviceUnknown: /*i18n*/ { id: "contact.service_unknown", message: "Choose one of our services" },
  listingUnknown: /*i18n*/ { id: "contact.listing_unknown", message: "This yacht is no longer for sale" },
  topicUnknown: /*i18n*/ { id: "contact.topic_unknown", message: "Choose one of the offers" },
  tripUnknown: /*i18n*/ { id: "contact.trip_unknown", message: "This trip is no longer offered" },
  guestsWhole: /*i18n*/ { id: "contact.guests_whole", message: "Choose the number of guests" },
  guestsMin: /*i18n*/ { id: "contact.guests_min", message: "At least one guest" },
  guestsMax: /*i18n*/ { id: "contact.guests_max", message: "At most 50 guests" },
  /** An admin's status change names a status the request cannot have. */
  statusUnknown: /*i18n*/ { id: "contact.status_unknown", message: "Choose New, Answered or Closed" },
  /** With the trip's capacity as `{max}`: the server sends it translated, with the number in place. */
  guestsOverCapacity: /*i18n*/ {
    id: "contact.guests_over_capacity",
    message: "This trip takes at most {max, plural, one {# guest} other {# guests}}",
  },
} satisfies Record<string, MessageDescriptor>;
