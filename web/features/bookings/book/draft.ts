import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import type { PublicUser } from "../../../../domain/accounts/accounts.ts";
import { priceBooking } from "../../../../domain/bookings/pricing.ts";
import { type BookingRequest, bookingRequestSchema, checkBookingRules } from "../../../../domain/bookings/rules.ts";
import type { BookingExtra, PriceBreakdown } from "../../../../domain/bookings/types.ts";
import { addDays, type DateRange, isBusy, isIsoDate } from "../../../../domain/catalogue/availability.ts";
import type { YachtSummary } from "../../../../domain/catalogue/types.ts";
import { safeSession } from "./safe-session.ts";

/**
 * The booking form's values (the request of api.md, with text fields as typed) and the rules the
 * form shows by each field: the shared schema, the shared rules (dates, guests against the yacht,
 * captain-only yachts), and the days the device knows to be busy.
 */
export type Draft = {
  yachtId: string;
  startDate: string;
  endDate: string;
  guests: number;
  withCaptain: boolean;
  extras: BookingExtra[];
  contactName: string;
  email: string;
  phone: string;
  specialRequests: string;
};

export const dateFields = ["startDate", "endDate"] as const satisfies readonly (keyof Draft)[];

export const datesBusy = msg`Some of these days are taken. Choose free days.`;

type RuleYacht = Pick<YachtSummary, "capacity" | "captain">;

/** The rules that need the yacht, today and the busy days, for the form's `check`. */
export function draftRules(yacht: RuleYacht, today: string, busy: readonly DateRange[] = []) {
  return (values: Draft): Record<string, string> => {
    const datesKnown = isIsoDate(values.startDate) && isIsoDate(values.endDate);
    const fields = checkBookingRules(
      {
        ...values,
        // Rules of a field not filled in yet wait for it; the schema names what is missing.
        startDate: datesKnown ? values.startDate : "9999-12-31",
        endDate: datesKnown ? values.endDate : "9999-12-31",
        specialRequests: values.specialRequests || null,
      },
      { today, yacht },
    );
    if (!datesKnown) {
      delete fields.startDate;
      delete fields.endDate;
    } else if (!fields.startDate && !fields.endDate && rangeTouchesBusy(values.startDate, values.endDate, busy)) {
      fields.startDate = datesBusy.id;
    }
    return fields;
  };
}

function rangeTouchesBusy(start: string, end: string, busy: readonly DateRange[]): boolean {
  for (let day = start; day <= end; day = addDays(day, 1)) if (isBusy(day, busy)) return true;
  return false;
}

/** The request as it is sent: the schema's output (trimmed, extras once, no price). */
export function toRequest(values: Draft): BookingRequest {
  return v.parse(bookingRequestSchema, { ...values, specialRequests: values.specialRequests || null });
}

/** The price of what is chosen so far, once the dates make a charter. */
export function draftPrice(yacht: YachtSummary, values: Draft): PriceBreakdown | null {
  if (!isIsoDate(values.startDate) || !isIsoDate(values.endDate) || values.endDate < values.startDate) return null;
  return priceBooking(yacht, {
    startDate: values.startDate,
    endDate: values.endDate,
    guests: Math.max(1, Math.trunc(values.guests) || 1),
    withCaptain: values.withCaptain,
    extras: values.extras,
  });
}

const DRAFT_KEY = "booking.draft";

/** The details typed so far survive a reload of the flow (this tab only). */
export function savedDraft(yachtId: string): Partial<Draft> | null {
  const saved = safeSession.read<Partial<Draft>>(DRAFT_KEY);
  return saved?.yachtId === yachtId ? saved : null;
}

export function saveDraft(values: Draft): void {
  safeSession.write(DRAFT_KEY, values);
}

export function forgetDraft(): void {
  safeSession.remove(DRAFT_KEY);
}

export function initialDraft(input: {
  yacht: YachtSummary;
  start?: string | undefined;
  end?: string | undefined;
  user: PublicUser | null | undefined;
  /** A request refused or saved earlier: its details are kept, its dates chosen again. */
  from?: Partial<Draft> | null;
}): Draft {
  const { yacht, user, from } = input;
  const contact = {
    contactName: user ? `${user.firstName} ${user.lastName}`.trim() : "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
  };
  return {
    yachtId: yacht.id,
    startDate: input.start ?? from?.startDate ?? "",
    endDate: input.end ?? from?.endDate ?? "",
    guests: Math.min(from?.guests ?? 2, yacht.capacity),
    withCaptain: yacht.captain === "included" || (from?.withCaptain ?? false),
    extras: (from?.extras ?? []).filter((extra) => extra !== "captain"),
    contactName: from?.contactName || contact.contactName,
    email: from?.email || contact.email,
    phone: from?.phone || contact.phone,
    specialRequests: from?.specialRequests ?? "",
  };
}
