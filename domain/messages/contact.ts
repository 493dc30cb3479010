import type { MessageDescriptor } from "@lingui/core";

/** Messages of the contact request (the home page's 'get a consultation'), shared by form and server. */
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
} satisfies Record<string, MessageDescriptor>;
