import { describe, expect, it } from "vitest";
import { sampleListing } from "../../../domain/owners/fixtures.test-support.ts";
import { ownerMessages } from "../../../domain/owners/messages.ts";
import { checkListing, listingFromForm } from "./listing-form-data.ts";

function formOf(entries: [string, string][]) {
  const data = new FormData();
  for (const [k, value] of entries) data.append(k, value);
  return data;
}

describe("the yacht form's data", () => {
  it("reads every field and passes the listing's checks", () => {
    const s = sampleListing();
    const data = formOf([
      ["name.en", s.name.en],
      ["name.ru", s.name.ru],
      ["type", s.type],
      ["lengthM", "12,5"],
      ["capacity", "8"],
      ["cabins", "3"],
      ["yearBuilt", "2015"],
      ["homeHarbourId", "listvyanka"],
      ["destinationIds", "peschanaya-bay"],
      ["pricePerDayRub", "45 000"],
      ["captain", "optional"],
      ["captainPerDayRub", "8000"],
      ["features", "galley"],
      ["summary.en", s.summary.en],
      ["summary.ru", s.summary.ru],
      ["description.en", s.description.en],
      ["description.ru", s.description.ru],
    ]);
    const check = checkListing(listingFromForm(data));
    expect(check.ok && check.listing).toMatchObject({ lengthM: 12.5, pricePerDayRub: 45_000, features: ["galley"] });
  });

  it("keys errors by the form's field names", () => {
    const check = checkListing(listingFromForm(formOf([["name.en", "Nerpa"]])));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors["name.ru"]).toBe(ownerMessages.nameLength.id);
    expect(check.errors.pricePerDayRub).toBe(ownerMessages.price.id);
    expect(check.errors.destinationIds).toBe(ownerMessages.destinations.id);
  });
});
