import type { Localized } from "../shared/localized.ts";
import type { Money } from "../shared/money.ts";

/**
 * The catalogue's entities as the API sends them and the device stores them (spec section 3:
 * Yacht, Destination, Activity, Trip package). Free text is bilingual; codes are translated by
 * the app's catalog; money is integer minor units.
 */
export const yachtTypes = ["motor_yacht", "sail_yacht", "catamaran", "speedboat"] as const;
export type YachtType = (typeof yachtTypes)[number];

/** Spec README, decision 7: booked here end to end, or handed off to the partner site. */
export const listingKinds = ["owner", "partner"] as const;
export type ListingKind = (typeof listingKinds)[number];

/** Whether a captain comes with the yacht: always, on request, or never (bareboat). */
export const captainOptions = ["included", "optional", "bareboat"] as const;
export type CaptainOption = (typeof captainOptions)[number];

export const yachtFeatures = [
  "wifi",
  "air_conditioning",
  "heating",
  "galley",
  "shower",
  "toilet",
  "sound_system",
  "sun_deck",
  "flybridge",
  "bbq",
  "sauna",
  "sup_boards",
  "kayak",
  "fishing_gear",
  "snorkel_gear",
  "dinghy",
  "generator",
  "autopilot",
  "radar",
  "ice_class",
  "pets_allowed",
  "kids_friendly",
] as const;
export type YachtFeature = (typeof yachtFeatures)[number];

export const crewRoles = ["captain", "skipper", "mate", "chef", "guide", "host"] as const;
export type CrewRole = (typeof crewRoles)[number];

export type Review = {
  id: string;
  author: string;
  location: Localized;
  rating: number;
  comment: Localized;
  /** ISO date of the trip reviewed. */
  date: string;
};

export type CrewMember = {
  id: string;
  name: Localized;
  role: CrewRole;
  yearsExperience: number;
  languages: string[];
  bio: Localized;
};

/** What a list shows and filters on. */
export type YachtSummary = {
  id: string;
  name: Localized;
  type: YachtType;
  listing: ListingKind;
  lengthM: number;
  capacity: number;
  cabins: number;
  yearBuilt: number;
  pricePerDay: Money;
  captain: CaptainOption;
  /** Price of a captain for a day where the captain is optional; null otherwise. */
  captainPerDay: Money | null;
  features: YachtFeature[];
  summary: Localized;
  homeHarbourId: string;
  destinationIds: string[];
  /** Image keys under /images/ (see domain/shared/images.ts), the first one the card's. */
  images: string[];
  rating: number | null;
  reviewCount: number;
  updatedAt: string;
};

export type Yacht = YachtSummary & {
  description: Localized;
  reviews: Review[];
  crew: CrewMember[];
};

export const difficulties = ["easy", "moderate", "challenging"] as const;
export type Difficulty = (typeof difficulties)[number];

export const activityCategories = [
  "nature",
  "culture",
  "adventure",
  "relaxation",
  "wellness",
  "wildlife",
  "photography",
  "water-sports",
  "research",
  "education",
  "culinary",
  "fishing",
] as const;
export type ActivityCategory = (typeof activityCategories)[number];

export type Activity = {
  id: string;
  name: Localized;
  description: Localized;
  /** Null when it costs nothing extra. */
  price: Money | null;
  durationHours: number;
  category: ActivityCategory;
  included: boolean;
};

export type Destination = {
  id: string;
  name: Localized;
  shortDescription: Localized;
  description: Localized;
  durationDays: { min: number; max: number };
  /** By water from Listvyanka, the lake's southern gateway. */
  distanceKm: number;
  pricePerDay: Money;
  image: string;
  highlights: Localized[];
  /** Months 1-12, inclusive. */
  bestSeason: { from: number; to: number };
  difficulty: Difficulty;
  activities: Activity[];
  latitude: number;
  longitude: number;
  updatedAt: string;
};

export const tripVesselTypes = ["motor_yacht", "sail_yacht", "catamaran", "research_vessel", "luxury_yacht"] as const;
export type TripVesselType = (typeof tripVesselTypes)[number];

export type TripPackage = {
  id: string;
  title: Localized;
  description: Localized;
  yachtId: string | null;
  yachtName: Localized;
  yachtType: TripVesselType;
  startDate: string;
  endDate: string;
  /** Days from start to end, both counted: the `duration` text is made from it. */
  durationDays: number;
  capacity: number;
  basePrice: Money;
  totalPrice: Money;
  destinationIds: string[];
  activities: Activity[];
  includes: Localized[];
  image: string;
  rating: number;
  reviews: number;
  updatedAt: string;
};
