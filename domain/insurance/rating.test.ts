import { describe, expect, it } from "vitest";
import { addDays } from "../catalogue/availability.ts";
import { declines, type RatedRequest, rateAll, rateOne } from "./rating.ts";
import { RECOMMENDED_COVERAGE_RUB } from "./request.ts";
import { tariffs } from "./tariffs.ts";

/** The rating (issue 23): premiums grow with coverage and days, fall with experience and a crew. */
const today = "2027-05-01";
const context = { requestId: "5f0c2a4e-1111-4222-8333-444455556666", today };

const base: RatedRequest = {
  startDate: "2027-07-01",
  endDate: "2027-07-07",
  passengers: 6,
  coverage: { amount: RECOMMENDED_COVERAGE_RUB * 100, currency: "RUB" },
  professionalCrew: false,
  captainExperienceYears: 3,
  boatType: "sail_yacht",
  preferredCompanies: [],
};

const premium = (request: RatedRequest, index = 0) => {
  const tariff = tariffs[index];
  if (!tariff) throw new Error("no tariff");
  const quote = rateOne(request, tariff, context);
  if (!quote) throw new Error(`${tariff.id} declined ${JSON.stringify(request)}`);
  return quote.premium.amount;
};

describe("the premium", () => {
  it("grows with the coverage, for every insurer", () => {
    tariffs.forEach((tariff, i) => {
      const low = { ...base, coverage: { amount: 8_000_000 * 100, currency: "RUB" as const } };
      const high = {
        ...base,
        coverage: { amount: Math.min(20_000_000, tariff.coverageRub.max) * 100, currency: "RUB" as const },
      };
      expect(premium(high, i), tariff.id).toBeGreaterThan(premium(low, i));
    });
  });

  it("grows with the days", () => {
    tariffs.forEach((tariff, i) => {
      const week = premium(base, i);
      const fortnight = premium({ ...base, endDate: addDays(base.startDate, 13) }, i);
      expect(fortnight, tariff.id).toBeGreaterThan(week);
    });
  });

  it("falls with the captain's experience and never rises", () => {
    tariffs.forEach((tariff, i) => {
      const byYears = [1, 2, 5, 10, 30].map((years) =>
        premium({ ...base, professionalCrew: true, captainExperienceYears: years }, i),
      );
      for (let k = 1; k < byYears.length; k += 1)
        expect(byYears[k], tariff.id).toBeLessThanOrEqual(byYears[k - 1] ?? 0);
      expect(byYears.at(-1), tariff.id).toBeLessThan(byYears[0] ?? 0);
    });
  });

  it("falls with a professional crew aboard", () => {
    tariffs.forEach((tariff, i) => {
      expect(premium({ ...base, professionalCrew: true }, i), tariff.id).toBeLessThan(premium(base, i));
    });
  });

  it("is in whole roubles, never below the insurer's minimum, with a deductible and an indicative flag", () => {
    const small = { ...base, coverage: { amount: 1_000_000 * 100, currency: "RUB" as const }, endDate: base.startDate };
    for (const tariff of tariffs) {
      const quote = rateOne(small, tariff, context);
      expect(quote?.premium.amount).toBe(tariff.minPremiumRub * 100);
      expect(quote?.deductible.amount).toBeGreaterThanOrEqual(tariff.deductible.minRub * 100);
      expect(quote?.indicative).toBe(true);
      expect(quote?.validUntil).toBe(addDays(today, tariff.validityDays));
      expect(quote?.reference).toMatch(new RegExp(`^${tariff.referencePrefix}-270501-5F0C2A4E$`));
      expect([...(quote?.features ?? []), ...(quote?.excluded ?? [])].sort()).toHaveLength(10);
    }
  });

  it("asks for an inspection of the boat above the insurer's sum", () => {
    const big = { ...base, coverage: { amount: 60_000_000 * 100, currency: "RUB" as const } };
    const { quotes } = rateAll(big, tariffs, context);
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote.requiresInspection).toBe(true);
    expect(rateAll(base, tariffs, context).quotes.every((q) => !q.requiresInspection)).toBe(true);
  });
});

describe("who quotes", () => {
  it("every insurer quotes the recommended 5,000,000 RUB week; the preferred first, then the cheapest", () => {
    const { quotes, declined } = rateAll({ ...base, preferredCompanies: ["sogaz"] }, tariffs, context);
    expect(declined).toEqual([]);
    expect(quotes).toHaveLength(tariffs.length);
    expect(quotes[0]?.insurer).toBe("sogaz");
    const rest = quotes.slice(1).map((q) => q.premium.amount);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
  });

  it("a request no insurer covers gives no quotes, and each insurer says why", () => {
    const none = rateAll({ ...base, passengers: 45, endDate: addDays(base.startDate, 89) }, tariffs, context);
    expect(none.quotes).toEqual([]);
    expect(none.declined).toHaveLength(tariffs.length);
    const huge = rateAll(
      {
        ...base,
        coverage: { amount: 499_000_000 * 100, currency: "RUB" },
        boatType: "speedboat",
        professionalCrew: false,
        captainExperienceYears: 0,
      },
      tariffs,
      context,
    );
    expect(huge.quotes).toEqual([]);
  });

  it("names the first reason an insurer declines", () => {
    const reso = tariffs.find((t) => t.id === "reso");
    if (!reso) throw new Error("no RESO");
    expect(declines({ ...base, boatType: "speedboat" }, reso)).toBe("boat_not_insured");
    expect(declines({ ...base, captainExperienceYears: 1 }, reso)).toBe("experience_too_short");
    expect(declines({ ...base, captainExperienceYears: 1, professionalCrew: true }, reso)).toBeNull();
    expect(declines({ ...base, coverage: { amount: 100_000 * 100, currency: "RUB" } }, reso)).toBe("coverage_too_low");
    expect(declines({ ...base, passengers: 11 }, reso)).toBe("too_many_passengers");
  });
});
