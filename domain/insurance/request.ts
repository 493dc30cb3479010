import * as v from "valibot";
import { daysBetween, isIsoDate } from "../catalogue/availability.ts";
import { yachtTypes } from "../catalogue/types.ts";
import { validationMessages } from "../http/validation-messages.ts";
import { emailAddress } from "../shared/email.ts";
import { isPhone } from "../shared/phone.ts";
import { im } from "./messages.ts";
import { insurerIds } from "./types.ts";

/**
 * The insurance request's body (spec section 3, api.md "Insurance"), one valibot schema for the
 * form and the server alike; each failing field carries its own message id.
 */
/** Spec section 9: the coverage the form suggests, in whole roubles. */
export const RECOMMENDED_COVERAGE_RUB = 5_000_000;
/** Spec sections 4 and 9: the chosen insurer calls within this many hours. */
export const INSURER_CONTACT_HOURS = 24;
export const COVERAGE_MIN_RUB = 100_000;
export const COVERAGE_MAX_RUB = 500_000_000;
export const POLICY_MAX_DAYS = 90;
export const PASSENGERS_MAX = 50;
export const EXPERIENCE_MAX_YEARS = 70;
export const NOTES_MAX_CHARS = 2000;

const text = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));

const isoDate = v.pipe(
  v.string(im.chooseDate),
  v.check((value) => isIsoDate(value), im.chooseDate),
);

const wholeBetween = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** Each field's own check, so a test can break one at a time. */
export const insuranceFieldEntries = {
  fullName: text(2, 120, im.fullName),
  email: v.pipe(
    v.string(validationMessages.validEmail.id),
    v.trim(),
    v.toLowerCase(),
    emailAddress(validationMessages.validEmail.id),
  ),
  phone: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(im.phone), v.trim())), null),
    v.check((value) => !value || isPhone(value), im.phone),
    v.transform((value) => value || null),
  ),
  startDate: isoDate,
  endDate: isoDate,
  location: text(2, 160, im.location),
  passengers: wholeBetween(1, PASSENGERS_MAX, im.passengers),
  /** Money in kopecks, roubles only (spec section 9: insurance is priced in RUB). */
  coverage: v.object(
    {
      amount: wholeBetween(COVERAGE_MIN_RUB * 100, COVERAGE_MAX_RUB * 100, im.coverage),
      currency: v.literal("RUB", im.coverage),
    },
    im.coverage,
  ),
  professionalCrew: v.boolean(im.professionalCrew),
  captainExperienceYears: wholeBetween(0, EXPERIENCE_MAX_YEARS, im.experience),
  preferredCompanies: v.pipe(
    v.optional(v.array(v.picklist(insurerIds, im.companies), im.companies), []),
    v.transform((list) => [...new Set(list)]),
  ),
  /** Not in section 3's list, but the tariffs rate by it; a booking's yacht fills it in. */
  boatType: v.optional(v.picklist(yachtTypes, im.boatType), "sail_yacht"),
  notes: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(im.notes), v.trim(), v.maxLength(NOTES_MAX_CHARS, im.notes))), null),
    v.transform((value) => value || null),
  ),
  bookingId: v.optional(v.nullable(v.pipe(v.string(im.booking), v.uuid(im.booking))), null),
};

type Dates = { startDate?: string | undefined; endDate?: string | undefined };
const inOrder = (input: Dates) => !input.startDate || !input.endDate || input.endDate >= input.startDate;
const notTooLong = (input: Dates) =>
  !input.startDate ||
  !input.endDate ||
  !inOrder(input) ||
  policyDays(input.startDate, input.endDate) <= POLICY_MAX_DAYS;

export const insuranceRequestSchema = v.pipe(
  v.object(insuranceFieldEntries),
  v.forward(v.partialCheck([["startDate"], ["endDate"]], inOrder, im.endBeforeStart), ["endDate"]),
  v.forward(v.partialCheck([["startDate"], ["endDate"]], notTooLong, im.tooLong), ["endDate"]),
);
export type InsuranceRequestInput = v.InferOutput<typeof insuranceRequestSchema>;

/** POST /api/insurance/requests/{id}/select. */
export const selectQuoteSchema = v.object({ quoteId: v.pipe(v.string(im.quoteId), v.minLength(1, im.quoteId)) });

/** Days insured: both the first and the last day count. */
export function policyDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

/** A new request may not start before today at the lake. */
export function startsInThePast(startDate: string, today: string): boolean {
  return startDate < today;
}
