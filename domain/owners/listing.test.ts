import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { sampleListing } from "./fixtures.test-support.ts";
import { createListingSchema, listingSchema, nextStatus, rejectSchema } from "./listing.ts";
import { ownerMessages } from "./messages.ts";

const issuesOf = (input: unknown) => {
  const result = v.safeParse(listingSchema, input);
  if (result.success) return {};
  return v.flatten<typeof listingSchema>(result.issues).nested ?? {};
};

describe("a yacht listing", () => {
  it("accepts every catalogue field and drops repeated destinations", () => {
    const listing = v.parse(listingSchema, sampleListing());
    expect(listing.destinationIds).toEqual(["olkhon-khuzhir", "peschanaya-bay"]);
    expect(listing.captainPerDayRub).toBe(8_000);
  });

  it("names each bad field with its own message", () => {
    const bad = {
      ...sampleListing(),
      name: { en: "N", ru: "" },
      type: "submarine",
      lengthM: 1,
      capacity: 0,
      cabins: 1.5,
      yearBuilt: 1800,
      homeHarbourId: "Bad Id!",
      destinationIds: [],
      pricePerDayRub: 10,
      features: ["jacuzzi"],
      summary: { en: "short", ru: "коротко" },
      description: { en: "x", ru: "y" },
    };
    const nested = issuesOf(bad);
    expect(nested["name.en"]).toEqual([ownerMessages.nameLength.id]);
    expect(nested.type).toEqual([ownerMessages.unknownType.id]);
    expect(nested.lengthM).toEqual([ownerMessages.length.id]);
    expect(nested.capacity).toEqual([ownerMessages.capacity.id]);
    expect(nested.cabins).toEqual([ownerMessages.cabins.id]);
    expect(nested.yearBuilt?.[0]).toBe(ownerMessages.year.id);
    expect(nested.homeHarbourId).toEqual([ownerMessages.harbour.id]);
    expect(nested.destinationIds).toEqual([ownerMessages.destinations.id]);
    expect(nested.pricePerDayRub).toEqual([ownerMessages.price.id]);
    expect(nested["features.0"]).toEqual([ownerMessages.features.id]);
    expect(nested["summary.en"]).toEqual([ownerMessages.summaryLength.id]);
    expect(nested["description.ru"]).toEqual([ownerMessages.descriptionLength.id]);
  });

  it("asks the captain's price only when the captain is optional, and drops it otherwise", () => {
    expect(issuesOf({ ...sampleListing(), captainPerDayRub: null }).captainPerDayRub).toEqual([
      ownerMessages.captainPrice.id,
    ]);
    const included = v.parse(listingSchema, { ...sampleListing(), captain: "included", captainPerDayRub: 5_000 });
    expect(included.captainPerDayRub).toBeNull();
  });

  it("refuses a yacht built after next year", () => {
    const year = new Date().getUTCFullYear();
    expect(v.safeParse(listingSchema, { ...sampleListing(), yearBuilt: year + 1 }).success).toBe(true);
    expect(issuesOf({ ...sampleListing(), yearBuilt: year + 2 }).yearBuilt).toEqual([ownerMessages.year.id]);
  });

  it("is sent for approval unless saved as a draft", () => {
    expect(v.parse(createListingSchema, { listing: sampleListing() }).draft).toBe(false);
    expect(v.safeParse(rejectSchema, { notes: "  " }).success).toBe(false);
  });

  it("moves draft → pending → listed or rejected, and a change goes back to pending", () => {
    expect(nextStatus(null, "save_draft")).toBe("draft");
    expect(nextStatus("draft", "submit")).toBe("pending");
    expect(nextStatus("pending", "approve")).toBe("listed");
    expect(nextStatus("pending", "reject")).toBe("rejected");
    expect(nextStatus("listed", "submit")).toBe("pending");
    expect(nextStatus("rejected", "submit")).toBe("pending");
    expect(nextStatus("listed", "save_draft")).toBeNull();
    expect(nextStatus("listed", "approve")).toBeNull();
    expect(nextStatus("draft", "reject")).toBeNull();
  });
});

describe("a block of days", () => {
  it("takes inclusive dates in order, up to a year, with an optional note", async () => {
    const { blockSchema } = await import("./blocks.ts");
    expect(v.parse(blockSchema, { startDate: "2026-07-01", endDate: "2026-07-01" }).note).toBeNull();
    const issues = (input: unknown) => {
      const r = v.safeParse(blockSchema, input);
      return r.success ? {} : (v.flatten<typeof blockSchema>(r.issues).nested ?? {});
    };
    expect(issues({ startDate: "2026-07-05", endDate: "2026-07-01" }).endDate).toEqual([ownerMessages.blockDates.id]);
    expect(issues({ startDate: "2026-02-30", endDate: "2026-03-01" }).startDate).toEqual([ownerMessages.blockDates.id]);
    expect(issues({ startDate: "2026-01-01", endDate: "2027-01-02" }).endDate).toEqual([ownerMessages.blockTooLong.id]);
    expect(issues({ startDate: "2026-01-01", endDate: "2026-01-02", note: "x".repeat(201) }).note).toEqual([
      ownerMessages.blockNote.id,
    ]);
  });
});
