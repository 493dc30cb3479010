import type { CrewMember, Destination, Review, TripPackage, Yacht } from "../../domain/catalogue/types.ts";
import type { Currency } from "../../domain/shared/money.ts";
import type { crewMembers, destinations, tripPackages, yachtReviews, yachts } from "../db/schema/index.ts";

/** Rows of the database as the API's entities (domain/catalogue/types.ts). */
type YachtRow = typeof yachts.$inferSelect;
type ReviewRow = typeof yachtReviews.$inferSelect;
type CrewRow = typeof crewMembers.$inferSelect;
type DestinationRow = typeof destinations.$inferSelect;
type TripRow = typeof tripPackages.$inferSelect;

const iso = (timestamp: string) => new Date(timestamp).toISOString();
const currency = (code: string) => code as Currency;

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    author: row.author,
    location: row.location,
    rating: row.rating,
    comment: row.comment,
    date: row.tripDate,
  };
}

export function toCrewMember(row: CrewRow): CrewMember {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    yearsExperience: row.yearsExperience,
    languages: row.languages,
    bio: row.bio,
  };
}

export function toYacht(row: YachtRow, reviews: ReviewRow[], crew: CrewRow[]): Yacht {
  const ratings = reviews.map((r) => r.rating);
  const rating = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    listing: row.listing,
    lengthM: row.lengthM,
    capacity: row.capacity,
    cabins: row.cabins,
    yearBuilt: row.yearBuilt,
    pricePerDay: { amount: row.pricePerDayMinor, currency: currency(row.currency) },
    captain: row.captain,
    captainPerDay:
      row.captainPerDayMinor === null ? null : { amount: row.captainPerDayMinor, currency: currency(row.currency) },
    features: row.features,
    summary: row.summary,
    homeHarbourId: row.homeHarbourId,
    destinationIds: row.destinationIds,
    images: row.images,
    rating,
    reviewCount: ratings.length,
    updatedAt: iso(row.updatedAt),
    description: row.description,
    reviews: [...reviews].sort((a, b) => b.tripDate.localeCompare(a.tripDate)).map(toReview),
    crew: [...crew].sort((a, b) => a.position - b.position).map(toCrewMember),
  };
}

/** A yacht as a list shows it: without the long text, reviews and crew. */
export function toYachtSummary({ description: _d, reviews: _r, crew: _c, ...summary }: Yacht) {
  return summary;
}

export function toDestination(row: DestinationRow): Destination {
  return {
    id: row.id,
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    durationDays: { min: row.durationMinDays, max: row.durationMaxDays },
    distanceKm: row.distanceKm,
    pricePerDay: { amount: row.pricePerDayMinor, currency: currency(row.currency) },
    image: row.image,
    highlights: row.highlights,
    bestSeason: { from: row.bestSeasonFrom, to: row.bestSeasonTo },
    difficulty: row.difficulty,
    activities: row.activities,
    latitude: row.latitude,
    longitude: row.longitude,
    updatedAt: iso(row.updatedAt),
  };
}

export function toTrip(row: TripRow): TripPackage {
  const durationDays = Math.round((Date.parse(row.endDate) - Date.parse(row.startDate)) / 86_400_000) + 1;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    yachtId: row.yachtId,
    yachtName: row.yachtName,
    yachtType: row.yachtType,
    startDate: row.startDate,
    endDate: row.endDate,
    durationDays,
    capacity: row.capacity,
    basePrice: { amount: row.basePriceMinor, currency: currency(row.currency) },
    totalPrice: { amount: row.totalPriceMinor, currency: currency(row.currency) },
    destinationIds: row.destinationIds,
    activities: row.activities,
    includes: row.includes,
    image: row.image,
    rating: row.rating,
    reviews: row.reviews,
    updatedAt: iso(row.updatedAt),
  };
}
