import * as v from "valibot";
import { contactMessages as m } from "../messages/contact.ts";
import { validationMessages } from "../messages/validation.ts";

/**
 * A contact request (POST /api/contact-requests): the 'get a consultation' form of a service's
 * Details dialog, prefilled with the service. One schema for the form and the server.
 */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
const SERVICE_CODE = /^[a-z][a-z0-9-]{1,39}$/;
const PHONE = /^\+?[\d\s()-]{6,20}$/;

/** A question about a service, or a request to book it (a service without a yacht search). */
export const contactIntents = ["consultation", "booking"] as const;
export type ContactIntent = (typeof contactIntents)[number];

const trimmed = v.pipe(v.string(validationMessages.fieldRequired.id), v.trim());

export const ContactRequestSchema = v.object({
  name: v.pipe(trimmed, v.minLength(2, m.nameMin.id), v.maxLength(CONTACT_NAME_MAX, m.nameMax.id)),
  email: v.pipe(trimmed, v.nonEmpty(validationMessages.fieldRequired.id), v.email(validationMessages.validEmail.id)),
  phone: v.optional(
    v.pipe(
      trimmed,
      v.check((value) => value === "" || PHONE.test(value), m.phoneInvalid.id),
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
});
export type ContactRequestInput = v.InferInput<typeof ContactRequestSchema>;
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>;

/** The server's answer: the request's id, and whether the confirmation e-mail went out or was stored. */
export type ContactRequestReceipt = { id: string; service: string; createdAt: string };
