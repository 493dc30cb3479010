import type { YachtListingInput } from "./listing.ts";

/** A valid listing, for the unit, server and browser tests to vary. */
export const sampleListing = (): YachtListingInput => ({
  name: { en: "Nerpa", ru: "Нерпа" },
  type: "sail_yacht",
  lengthM: 12.5,
  capacity: 8,
  cabins: 3,
  yearBuilt: 2015,
  homeHarbourId: "listvyanka",
  destinationIds: ["olkhon-khuzhir", "olkhon-khuzhir", "peschanaya-bay"],
  pricePerDayRub: 45_000,
  captain: "optional",
  captainPerDayRub: 8_000,
  features: ["galley", "shower"],
  summary: { en: "A quick family sloop.", ru: "Быстрый семейный шлюп." },
  description: { en: "Twelve metres of comfort on the lake.", ru: "Двенадцать метров комфорта на озере." },
});
