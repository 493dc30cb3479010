import * as v from "valibot";
import { listingSchema, type YachtListing, type YachtListingInput } from "../../../domain/owners/listing.ts";

/**
 * The yacht form's FormData as the listing the API takes, checked by the same schema the server
 * runs: errors come back keyed by the field's name in the form (`name.en`, `pricePerDayRub`).
 */
const numberOr = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "")
    .trim()
    .replace(",", ".")
    .replace(/\s/g, "");
  return text === "" ? Number.NaN : Number(text);
};
const text = (data: FormData, name: string) => String(data.get(name) ?? "");

export function listingFromForm(data: FormData): YachtListingInput {
  const captainPrice = text(data, "captainPerDayRub").trim();
  return {
    name: { en: text(data, "name.en"), ru: text(data, "name.ru") },
    type: text(data, "type") as YachtListingInput["type"],
    lengthM: numberOr(data.get("lengthM")),
    capacity: numberOr(data.get("capacity")),
    cabins: numberOr(data.get("cabins")),
    yearBuilt: numberOr(data.get("yearBuilt")),
    homeHarbourId: text(data, "homeHarbourId"),
    destinationIds: data.getAll("destinationIds").map(String),
    pricePerDayRub: numberOr(data.get("pricePerDayRub")),
    captain: text(data, "captain") as YachtListingInput["captain"],
    captainPerDayRub: captainPrice === "" ? null : numberOr(captainPrice),
    features: data.getAll("features").map(String) as YachtListingInput["features"],
    summary: { en: text(data, "summary.en"), ru: text(data, "summary.ru") },
    description: { en: text(data, "description.en"), ru: text(data, "description.ru") },
  };
}

export type ListingCheck = { ok: true; listing: YachtListing } | { ok: false; errors: Record<string, string> };

/** Errors hold message ids; the form translates them. */
export function checkListing(input: YachtListingInput): ListingCheck {
  const result = v.safeParse(listingSchema, input);
  if (result.success) return { ok: true, listing: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
