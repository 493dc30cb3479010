import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { cm } from "./messages.ts";
import { mayJoinTier, mayTakePlan, planOffer, planOffers, tierOffers } from "./offer.ts";
import {
  currentMembership,
  donationRequestSchema,
  effectiveStatus,
  memberNumber,
  membershipRequestSchema,
  periodEnd,
  periodStart,
} from "./rules.ts";

const issuesOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe("the offer", () => {
  it("prices the three memberships in roubles, a year at ten months, captains dearest", () => {
    expect(tierOffers.map((o) => o.tier)).toEqual(["captains", "voyagers", "fans"]);
    for (const { prices } of tierOffers) {
      expect(prices.month.currency).toBe("RUB");
      expect(prices.year.amount).toBe(prices.month.amount * 10);
    }
    expect(tierOffers[0]?.prices.year.amount).toBeGreaterThan(tierOffers[1]?.prices.year.amount ?? 0);
  });

  it("keeps business plans for their roles, and personal plans for anyone", () => {
    const pro = planOffer("owner-pro");
    expect(pro && mayTakePlan(pro, ["customer"])).toBe(false);
    expect(pro && mayTakePlan(pro, ["customer", "owner"])).toBe(true);
    expect(pro && mayTakePlan(pro, ["admin"])).toBe(true);
    const sailor = planOffer("sailor");
    expect(sailor && mayTakePlan(sailor, ["customer"])).toBe(true);
    expect(planOffer("nope")).toBeUndefined();
    expect(new Set(planOffers.map((p) => p.id)).size).toBe(planOffers.length);
  });

  it("keeps Captains for accounts with the captain role; Voyagers and Fans are for anyone", () => {
    expect(mayJoinTier("captains", ["customer"])).toBe(false);
    expect(mayJoinTier("captains", ["customer", "captain"])).toBe(true);
    expect(mayJoinTier("voyagers", [])).toBe(true);
    expect(mayJoinTier("fans", ["owner"])).toBe(true);
  });
});

describe("periods", () => {
  it("ends a month or a year later, less a day, at the end of a short month", () => {
    expect(periodEnd("2026-05-01", "month")).toBe("2026-05-31");
    expect(periodEnd("2026-05-15", "year")).toBe("2027-05-14");
    expect(periodEnd("2027-01-31", "month")).toBe("2027-02-27");
    expect(periodEnd("2028-02-29", "year")).toBe("2029-02-27");
  });

  it("starts a renewal the day after the paid time, or today when it has run out", () => {
    expect(periodStart("2026-05-10", "2026-05-31")).toBe("2026-06-01");
    expect(periodStart("2026-05-10", "2026-05-09")).toBe("2026-05-10");
    expect(periodStart("2026-05-10", null)).toBe("2026-05-10");
  });

  it("reads a paid period that has ended as expired; a cancelled one stays until its end", () => {
    expect(effectiveStatus("cancelled", "2026-05-31", "2026-05-31")).toBe("cancelled");
    expect(effectiveStatus("cancelled", "2026-05-31", "2026-06-01")).toBe("expired");
    expect(effectiveStatus("active", "2026-05-31", "2026-06-01")).toBe("expired");
    expect(effectiveStatus("pending_payment", undefined, "2026-06-01")).toBe("pending_payment");
  });

  it("shows on the card the membership running today, else the next one paid", () => {
    const running = { status: "cancelled" as const, validFrom: "2026-05-01", validUntil: "2026-05-31" };
    const next = { status: "active" as const, validFrom: "2026-06-01", validUntil: "2026-06-30" };
    const unpaid = { status: "pending_payment" as const };
    expect(currentMembership([next, unpaid, running], "2026-05-20")).toBe(running);
    expect(currentMembership([next, running], "2026-06-02")).toBe(next);
    expect(currentMembership([unpaid], "2026-06-02")).toBeUndefined();
    expect(memberNumber(42)).toBe("BC-000042");
  });
});

describe("bodies", () => {
  it("names the field of a wrong tier or period", () => {
    expect(issuesOf(membershipRequestSchema, { tier: "admirals", period: "week" })).toEqual({
      tier: [cm.unknownTier],
      period: [cm.unknownPeriod],
    });
  });

  it("takes a donation in whole kopecks of roubles, an e-mail, and trims empty texts to null", () => {
    const ok = v.parse(donationRequestSchema, {
      amount: { amount: 100_000, currency: "RUB" },
      email: " anna@example.com ",
      name: "  ",
    });
    expect(ok).toEqual({
      amount: { amount: 100_000, currency: "RUB" },
      email: "anna@example.com",
      name: null,
      message: null,
    });
    expect(
      Object.keys(issuesOf(donationRequestSchema, { amount: { amount: 50, currency: "USD" }, email: "x" })),
    ).toEqual(["amount.amount", "amount.currency", "email"]);
  });
});
