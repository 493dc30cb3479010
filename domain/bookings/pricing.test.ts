import { describe, expect, it } from "vitest";
import { money } from "../shared/money.ts";
import {
  CATERING_PER_GUEST_DAY,
  charterDays,
  PORTAL_CAPTAIN_PER_DAY,
  type PricedYacht,
  priceBooking,
  WATER_EQUIPMENT_PER_DAY,
} from "./pricing.ts";
import type { BookingExtra } from "./types.ts";

const day = money(20_000, "RUB");
const yachts: Record<PricedYacht["captain"], PricedYacht> = {
  included: { pricePerDay: day, captain: "included", captainPerDay: null },
  optional: { pricePerDay: day, captain: "optional", captainPerDay: money(8_500, "RUB") },
  bareboat: { pricePerDay: day, captain: "bareboat", captainPerDay: null },
};
const extraSets: BookingExtra[][] = [[], ["catering"], ["water_equipment"], ["catering", "water_equipment"]];
const base = { startDate: "2027-06-03", endDate: "2027-06-05", guests: 4 };
const DAYS = 3;

describe("charterDays", () => {
  it("counts both the first and the last day", () => {
    expect(charterDays("2027-06-03", "2027-06-03")).toBe(1);
    expect(charterDays("2027-06-03", "2027-06-05")).toBe(3);
    expect(charterDays("2027-02-27", "2027-03-02")).toBe(4);
  });
});

describe("priceBooking, every captain choice with every set of extras", () => {
  for (const [option, yacht] of Object.entries(yachts)) {
    for (const withCaptain of [false, true]) {
      for (const extras of extraSets) {
        it(`${option} yacht, captain ${withCaptain}, extras [${extras.join(", ")}]`, () => {
          const result = priceBooking(yacht, { ...base, withCaptain, extras });
          const expected: Record<string, number> = { yacht: 20_000_00 * DAYS };
          const sailsWithCaptain = option === "included" || withCaptain;
          if (sailsWithCaptain) {
            expected.captain =
              option === "included"
                ? 0
                : option === "optional"
                  ? 8_500_00 * DAYS
                  : PORTAL_CAPTAIN_PER_DAY.amount * DAYS;
          }
          if (extras.includes("catering")) expected.catering = CATERING_PER_GUEST_DAY.amount * DAYS * base.guests;
          if (extras.includes("water_equipment")) expected.water_equipment = WATER_EQUIPMENT_PER_DAY.amount * DAYS;

          expect(Object.fromEntries(result.lines.map((line) => [line.kind, line.amount.amount]))).toEqual(expected);
          const sum = Object.values(expected).reduce((a, b) => a + b, 0);
          expect(result.total).toEqual({ amount: sum, currency: "RUB" });
          expect(result.days).toBe(DAYS);
          const captainLine = result.lines.find((line) => line.kind === "captain");
          expect(captainLine?.included ?? false).toBe(option === "included");
        });
      }
    }
  }

  it("treats a captain asked for among the extras as a captain chosen", () => {
    const asExtra = priceBooking(yachts.optional, { ...base, withCaptain: false, extras: ["captain"] });
    const asChoice = priceBooking(yachts.optional, { ...base, withCaptain: true, extras: [] });
    expect(asExtra).toEqual(asChoice);
  });

  it("prices catering per guest and day, so more guests cost more", () => {
    const two = priceBooking(yachts.bareboat, { ...base, guests: 2, withCaptain: false, extras: ["catering"] });
    const six = priceBooking(yachts.bareboat, { ...base, guests: 6, withCaptain: false, extras: ["catering"] });
    expect(six.total.amount - two.total.amount).toBe(CATERING_PER_GUEST_DAY.amount * DAYS * 4);
  });

  it("keeps every amount in whole minor units", () => {
    const odd = {
      pricePerDay: { amount: 1_234_567, currency: "RUB" as const },
      captain: "bareboat" as const,
      captainPerDay: null,
    };
    const result = priceBooking(odd, { ...base, withCaptain: true, extras: ["catering", "water_equipment"] });
    for (const line of result.lines) expect(Number.isSafeInteger(line.amount.amount)).toBe(true);
  });
});
