import * as v from "valibot";
import { validationMessages } from "../http/validation-messages.ts";
import { requestTopics } from "../pages/request-topics.ts";
import { emailAddress } from "../shared/email.ts";
import { isPhone } from "../shared/phone.ts";
import { contactMessages as m } from "./messages.ts";

/**
 * A contact request (POST /api/contact-requests): the 'get a consultation' form of a service's
 * Details dialog, prefilled with the service, or a trip package's request (decision record 057),
 * naming the trip and the guests. One schema for the form and the server.
 */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
/** The most guests a trip request may name; the trip's own capacity is checked by the server. */
export const TRIP_REQUEST_GUESTS_MAX = 50;
const SERVICE_CODE = /^[a-z][a-z0-9-]{1,39}$/;
/** A trip package's id (catalogue ids: lower-case words joined by dashes). */
const TRIP_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** A question about a service, or a request to book it (a service without a yacht search). */
export const contactIntents = ["consultation", "booking"] as const;
export type ContactIntent = (typeof contactIntents)[number];

const trimmed = v.pipe(v.string(validationMessages.fieldRequired.id), v.trim());

export const ContactRequestSchema = v.object({
  name: v.pipe(trimmed, v.minLength(2, m.nameMin.id), v.maxLength(CONTACT_NAME_MAX, m.nameMax.id)),
  email: v.pipe(
    trimmed,
    v.nonEmpty(validationMessages.fieldRequired.id),
    emailAddress(validationMessages.validEmail.id),
  ),
  phone: v.optional(
    v.pipe(
      trimmed,
      v.check((value) => value === "" || isPhone(value), m.phoneInvalid.id),
    ),
    "",
  ),
  message: v.pipe(
    trimmed,
    v.minLength(CONTACT_MESSAGE_MIN, m.messageMin.id),
    v.maxLength(CONTACT_MESSAGE_MAX, m.messageMax.id),
  ),
  /** The service the request is about (a service category id), or empty for a general question. */
  service: v.optional(
    v.pipe(
      v.string(m.serviceUnknown.id),
      v.check((value) => value === "" || SERVICE_CODE.test(value), m.serviceUnknown.id),
    ),
    "",
  ),
  intent: v.optional(v.picklist(contactIntents, m.serviceUnknown.id), "consultation"),
  /** The trip package the request is about (a trip request), or empty. */
  trip: v.optional(
    v.pipe(
      v.string(m.tripUnknown.id),
      v.check((value) => value === "" || TRIP_ID.test(value), m.tripUnknown.id),
    ),
    "",
  ),
  /** How many guests would come (a trip request); the trip's capacity is checked by the server. */
  guests: v.optional(
    v.pipe(
      v.number(m.guestsWhole.id),
      v.integer(m.guestsWhole.id),
      v.minValue(1, m.guestsMin.id),
      v.maxValue(TRIP_REQUEST_GUESTS_MAX, m.guestsMax.id),
    ),
  ),
  /** A concierge service or a special event the request asks for (/concierge, /special-events), or empty. */
  topic: v.optional(v.union([v.literal(""), v.picklist(requestTopics)], m.topicUnknown.id), ""),
  /** A yacht for sale the enquiry is about (/yacht-sales): its seller receives it. Or empty. */
  listing: v.optional(
    v.pipe(
      v.string(m.listingUnknown.id),
      v.check((value) => value === "" || TRIP_ID.test(value), m.listingUnknown.id),
    ),
    "",
  ),
});
export type ContactRequestInput = v.InferInput<typeof ContactRequestSchema>;
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>;

/** The server's answer: the request's id, and whether the confirmation e-mail went out or was stored. */
export type ContactRequestReceipt = { id: string; service: string; trip: string; createdAt: string };

/** Where a request stands for the team (the admin's Requests tab). */
export const contactStatuses = ["new", "answered", "closed"] as const;
export type ContactStatus = (typeof contactStatuses)[number];
export function isContactStatus(value: unknown): value is ContactStatus {
  return contactStatuses.includes(value as ContactStatus);
}

/** PATCH /api/admin/contact-requests/{id}: an admin moves a request to another status. */
export const ContactStatusSchema = v.object({
  status: v.picklist(contactStatuses, m.statusUnknown.id),
});

/** A request as the admin's list shows it, with its service and trip resolved in the reader's language. */
export type AdminContactRequest = {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  locale: string;
  status: ContactStatus;
  intent: ContactIntent;
  /** The service it is about; `title` is null when the service has since been withdrawn. */
  service: { id: string; title: string | null } | null;
  /** The trip it is about; `title` and the dates are null when the trip is no longer in the catalogue. */
  trip: { id: string; title: string | null; startDate: string | null; endDate: string | null } | null;
  guests: number | null;
};
