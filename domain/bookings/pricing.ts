import { daysBetween } from "../catalogue/availability.ts";
import type { YachtSummary } from "../catalogue/types.ts";
import { type Money, money, multiplyMoney } from "../shared/money.ts";
import type { BookingExtra, PriceBreakdown, PriceLine, PriceLineKind } from "./types.ts";

/**
 * The price of a charter (issue 5): the yacht's day price times the days, a captain where one is
 * chosen and not already part of the price, catering per guest and day, and water equipment per
 * day. Every line is shown before paying and the total is all-in: nothing is added later. The
 * server prices every booking with this; the form shows the same figures.
 */
export const CATERING_PER_GUEST_DAY: Money = money(2_500, "RUB");
export const WATER_EQUIPMENT_PER_DAY: Money = money(4_000, "RUB");
/** A captain from the portal's crew for a yacht that has none of its own (bareboat listings). */
export const PORTAL_CAPTAIN_PER_DAY: Money = money(9_000, "RUB");

export type PricedYacht = Pick<YachtSummary, "pricePerDay" | "captain" | "captainPerDay">;

export type PriceRequest = {
  startDate: string;
  endDate: string;
  guests: number;
  withCaptain: boolean;
  extras: readonly BookingExtra[];
};

/** Inclusive days: one day when the charter starts and ends on the same date. */
export function charterDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

/** Whether the booking sails with a captain: always when the yacht's captain is included. */
export function sailsWithCaptain(yacht: PricedYacht, request: Pick<PriceRequest, "withCaptain" | "extras">): boolean {
  return yacht.captain === "included" || request.withCaptain || request.extras.includes("captain");
}

export function captainDayRate(yacht: PricedYacht): Money {
  if (yacht.captain === "optional" && yacht.captainPerDay) return yacht.captainPerDay;
  return PORTAL_CAPTAIN_PER_DAY;
}

function line(kind: PriceLineKind, quantity: number, unit: Money, included = false): PriceLine {
  return {
    kind,
    quantity,
    unit,
    amount: included ? { amount: 0, currency: unit.currency } : multiplyMoney(unit, quantity),
    included,
  };
}

export function priceBooking(yacht: PricedYacht, request: PriceRequest): PriceBreakdown {
  const days = charterDays(request.startDate, request.endDate);
  const lines: PriceLine[] = [line("yacht", days, yacht.pricePerDay)];
  if (sailsWithCaptain(yacht, request)) {
    const included = yacht.captain === "included";
    lines.push(
      line("captain", days, included ? money(0, yacht.pricePerDay.currency) : captainDayRate(yacht), included),
    );
  }
  if (request.extras.includes("catering")) {
    lines.push(line("catering", days * request.guests, CATERING_PER_GUEST_DAY));
  }
  if (request.extras.includes("water_equipment")) {
    lines.push(line("water_equipment", days, WATER_EQUIPMENT_PER_DAY));
  }
  const total = lines.reduce(
    (sum, item) => ({ amount: sum.amount + item.amount.amount, currency: sum.currency }),
    money(0, yacht.pricePerDay.currency),
  );
  return { days, lines, total };
}
