import * as v from "valibot";
import { addDays, isIsoDate } from "../catalogue/availability.ts";
import type { YachtSummary } from "../catalogue/types.ts";
import { emailAddress } from "../shared/email.ts";
import { phoneNumber } from "../shared/phone.ts";
import { bm } from "./messages.ts";
import { charterDays } from "./pricing.ts";
import { type BookingExtra, bookingExtras } from "./types.ts";

/**
 * The booking request (api.md: POST /api/bookings) as one valibot schema for the form and the
 * server, plus the rules that need the yacht and today's date. A client-sent price is ignored:
 * unknown keys are dropped. Each failing field carries its own message id.
 */
export const BOOKING_MAX_DAYS = 30;
/** Bookings open this many days ahead (the availability calendar shows a year). */
export const BOOKING_HORIZON_DAYS = 365;
export const SPECIAL_REQUESTS_MAX = 1000;
export const CONTACT_TEXT_MAX = 120;
/** An owner has this long to answer a request before it is cancelled as expired. */
export const BOOKING_REQUEST_TTL_MS = 48 * 60 * 60 * 1000;

const isoDate = v.pipe(
  v.string(bm.chooseDate),
  v.check((value) => isIsoDate(value), bm.chooseDate),
);

export const bookingRequestSchema = v.object({
  yachtId: v.pipe(v.string(bm.unknownYacht), v.trim(), v.nonEmpty(bm.unknownYacht), v.maxLength(80, bm.unknownYacht)),
  startDate: isoDate,
  endDate: isoDate,
  guests: v.pipe(
    v.number(bm.guestsWhole),
    v.integer(bm.guestsWhole),
    v.minValue(1, bm.guestsMin),
    v.maxValue(500, bm.guestsOverCapacity),
  ),
  withCaptain: v.boolean(bm.yesOrNo),
  extras: v.pipe(
    v.optional(v.array(v.picklist(bookingExtras, bm.unknownExtra), bm.unknownExtra), []),
    v.transform((list) => [...new Set(list)] as BookingExtra[]),
  ),
  contactName: v.pipe(
    v.string(bm.contactName),
    v.trim(),
    v.minLength(2, bm.contactName),
    v.maxLength(CONTACT_TEXT_MAX, bm.contactName),
  ),
  email: v.pipe(v.string(bm.email), v.trim(), emailAddress(bm.email), v.maxLength(CONTACT_TEXT_MAX, bm.email)),
  phone: v.pipe(v.string(bm.phone), v.trim(), phoneNumber(bm.phone)),
  specialRequests: v.pipe(
    v.optional(v.nullable(v.string(bm.requestsTooLong)), null),
    v.transform((value) => value?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(SPECIAL_REQUESTS_MAX, bm.requestsTooLong))),
  ),
});

export type BookingRequestInput = v.InferInput<typeof bookingRequestSchema>;
export type BookingRequest = v.InferOutput<typeof bookingRequestSchema>;

export type BookingRuleContext = {
  /** Today at the yacht's harbour, as an ISO date. */
  today: string;
  yacht: Pick<YachtSummary, "capacity" | "captain">;
};

/** The rules a shape cannot tell: dates against today and each other, guests against the yacht. */
export function checkBookingRules(
  request: BookingRequest,
  { today, yacht }: BookingRuleContext,
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (request.startDate < today) fields.startDate = bm.startPast;
  else if (request.startDate > addDays(today, BOOKING_HORIZON_DAYS)) fields.startDate = bm.tooFarAhead;
  if (request.endDate < request.startDate) fields.endDate = bm.endBeforeStart;
  else if (charterDays(request.startDate, request.endDate) > BOOKING_MAX_DAYS) fields.endDate = bm.tooLong;
  if (request.guests > yacht.capacity) fields.guests = bm.guestsOverCapacity;
  const captainChosen = request.withCaptain || request.extras.includes("captain");
  if (yacht.captain === "included" && !captainChosen) fields.withCaptain = bm.captainRequired;
  return fields;
}
