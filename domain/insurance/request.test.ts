import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { im } from "./messages.ts";
import { insuranceRequestSchema, policyDays, RECOMMENDED_COVERAGE_RUB } from "./request.ts";

/** The request's fields (spec section 3) as the form and the server check them. */
const good = {
  fullName: "Anna Petrova",
  email: "Anna@Example.com",
  startDate: "2027-07-01",
  endDate: "2027-07-07",
  location: "Olkhon, Maloe More",
  passengers: 6,
  coverage: { amount: RECOMMENDED_COVERAGE_RUB * 100, currency: "RUB" },
  professionalCrew: false,
  captainExperienceYears: 4,
};

const fieldsOf = (input: unknown) => {
  const result = v.safeParse(insuranceRequestSchema, input);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? "", issue.message]));
};

describe("the insurance request", () => {
  it("takes the section 3 fields, with phone, companies, notes and booking optional", () => {
    const result = v.parse(insuranceRequestSchema, good);
    expect(result.email).toBe("anna@example.com");
    expect(result).toMatchObject({
      phone: null,
      notes: null,
      bookingId: null,
      preferredCompanies: [],
      boatType: "sail_yacht",
    });
    expect(policyDays(result.startDate, result.endDate)).toBe(7);
  });

  it("names each bad field", () => {
    expect(fieldsOf({ ...good, endDate: "2027-06-30" })).toEqual({ endDate: im.endBeforeStart });
    expect(fieldsOf({ ...good, endDate: "2027-10-30" })).toEqual({ endDate: im.tooLong });
    expect(fieldsOf({ ...good, coverage: { amount: 5_000_000, currency: "USD" } })).toHaveProperty("coverage.currency");
    expect(fieldsOf({ ...good, coverage: { amount: 10, currency: "RUB" } })).toEqual({
      "coverage.amount": im.coverage,
    });
    expect(fieldsOf({ ...good, passengers: 0 })).toEqual({ passengers: im.passengers });
    expect(fieldsOf({ ...good, preferredCompanies: ["lloyds"] })).toHaveProperty("preferredCompanies.0", im.companies);
    expect(fieldsOf({ ...good, phone: "call me" })).toEqual({ phone: im.phone });
    expect(fieldsOf({ ...good, professionalCrew: "yes" })).toEqual({ professionalCrew: im.professionalCrew });
  });
});
