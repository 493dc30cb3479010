import * as v from "valibot";
import { captainOptions, yachtFeatures, yachtTypes } from "../catalogue/types.ts";
import { om } from "./messages.ts";

/**
 * An owner's yacht listing (spec section 6, issue 19): every field of the catalogue's yacht that
 * the owner decides. Prices are whole roubles here (the form's unit) and become minor units when
 * the listing is published into the catalogue. Ids of harbours and destinations are checked
 * against the catalogue by the server; here only their shape.
 */
export const LISTING_PRICE_MIN_RUB = 1_000;
export const LISTING_PRICE_MAX_RUB = 10_000_000;
export const CAPTAIN_PRICE_MAX_RUB = 1_000_000;
export const LISTING_DESTINATIONS_MAX = 20;
export const LISTING_YEAR_MIN = 1900;

const text = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));

/** Both languages are required: the catalogue shows each visitor their own. */
const bilingual = (min: number, max: number, message: string) =>
  v.object({ en: text(min, max, message), ru: text(min, max, message) }, message);

const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const catalogueId = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, message));

/** A boat launched next year may be listed before it is delivered; none older than 1900. */
const isPlausibleYear = (year: number) => year <= new Date().getUTCFullYear() + 1;

export const listingFieldEntries = {
  name: bilingual(2, 80, om.nameLength),
  type: v.picklist(yachtTypes, om.unknownType),
  lengthM: v.pipe(v.number(om.length), v.minValue(3, om.length), v.maxValue(100, om.length)),
  capacity: wholeNumber(1, 200, om.capacity),
  cabins: wholeNumber(0, 50, om.cabins),
  yearBuilt: v.pipe(wholeNumber(LISTING_YEAR_MIN, 2200, om.year), v.check(isPlausibleYear, om.year)),
  homeHarbourId: catalogueId(om.harbour),
  destinationIds: v.pipe(
    v.array(catalogueId(om.destinations), om.destinations),
    v.minLength(1, om.destinations),
    v.maxLength(LISTING_DESTINATIONS_MAX, om.destinations),
    v.transform((ids) => [...new Set(ids)]),
  ),
  pricePerDayRub: wholeNumber(LISTING_PRICE_MIN_RUB, LISTING_PRICE_MAX_RUB, om.price),
  captain: v.picklist(captainOptions, om.unknownCaptain),
  captainPerDayRub: v.optional(v.nullable(wholeNumber(0, CAPTAIN_PRICE_MAX_RUB, om.captainPrice)), null),
  features: v.pipe(
    v.optional(v.array(v.picklist(yachtFeatures, om.features), om.features), []),
    v.transform((features) => [...new Set(features)]),
  ),
  summary: bilingual(10, 200, om.summaryLength),
  description: bilingual(20, 4000, om.descriptionLength),
};

/** The captain's own price is asked only where a captain is optional (an extra on the booking). */
const captainPriceFits = (input: { captain: string; captainPerDayRub?: number | null }) =>
  input.captain !== "optional" || (input.captainPerDayRub ?? null) !== null;

export const listingSchema = v.pipe(
  v.object(listingFieldEntries),
  v.forward(v.partialCheck([["captain"], ["captainPerDayRub"]], captainPriceFits, om.captainPrice), [
    "captainPerDayRub",
  ]),
  // A price for a captain who never (or always, included) comes would mislead the booking's sum.
  v.transform((listing) => ({
    ...listing,
    captainPerDayRub: listing.captain === "optional" ? listing.captainPerDayRub : null,
  })),
);
export type YachtListing = v.InferOutput<typeof listingSchema>;
export type YachtListingInput = v.InferInput<typeof listingSchema>;

/** POST /api/owner/yachts: the listing, saved as a draft or sent for approval at once. */
export const createListingSchema = v.object({
  listing: listingSchema,
  draft: v.optional(v.boolean(om.noChange), false),
});

/** PATCH /api/owner/yachts/{id}: the whole listing again (the form always sends every field). */
export const updateListingSchema = createListingSchema;

/** POST /api/admin/yachts/{id}/reject. */
export const rejectSchema = v.object({ notes: text(3, 2000, om.notesRequired) });

export const listingStatuses = ["draft", "pending", "listed", "rejected"] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** An owner's yacht as GET /api/owner/yachts sends it. */
export type OwnerYacht = {
  id: string;
  status: ListingStatus;
  listing: YachtListing;
  /** The admin's notes of the last rejection; null otherwise. */
  adminNotes: string | null;
  /** Whether an approved version is in the catalogue (it stays there while a change waits). */
  published: boolean;
  images: string[];
  submittedAt: string | null;
  updatedAt: string;
};

export type ListingTransition = "save_draft" | "submit" | "approve" | "reject";

/**
 * The listing's states: a draft is the owner's alone; submitting (or any change to a submitted,
 * listed or rejected listing) makes it pending; only a pending one is approved (listed) or
 * rejected. Null: the move is not allowed from this state.
 */
export function nextStatus(current: ListingStatus | null, move: ListingTransition): ListingStatus | null {
  switch (move) {
    case "save_draft":
      // A listing once submitted cannot fall back to a private draft: the admin has seen it.
      return current === null || current === "draft" ? "draft" : null;
    case "submit":
      return "pending";
    case "approve":
      return current === "pending" ? "listed" : null;
    case "reject":
      return current === "pending" ? "rejected" : null;
  }
}

/** A listing in the admin's approval queue (GET /api/admin/yachts/pending), with its owner. */
export type PendingListing = OwnerYacht & {
  owner: { id: string; firstName: string; lastName: string; email: string };
};
