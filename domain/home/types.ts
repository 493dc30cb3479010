import type { Localized } from "../shared/localized.ts";

/**
 * The home page's content (spec section 3: hero slide, service category, testimonial) as the API
 * sends it through GET /api/sync and the device keeps it. Text is bilingual; `position` orders a
 * list; images are keys under /images/ (domain/shared/images.ts).
 */
export type HeroSlide = {
  id: string;
  position: number;
  image: string;
  /** What the picture shows, for screen readers. */
  imageAlt: Localized;
  subtitle: Localized;
  title: Localized;
  description: Localized;
};

export const serviceIcons = ["crew", "charters", "training", "safety", "catering", "photography"] as const;
export type ServiceIcon = (typeof serviceIcons)[number];

/** Where 'book now' leads for a service: a yacht search, the skippered charters, or a request. */
export const serviceBookingTargets = ["yachts", "skippered", "request"] as const;
export type ServiceBookingTarget = (typeof serviceBookingTargets)[number];

export type ServiceCategory = {
  /** Also the service's code in links and contact requests (crew, charters, ...). */
  id: string;
  position: number;
  icon: ServiceIcon;
  title: Localized;
  priceText: Localized;
  description: Localized;
  /** Four short features on the card. */
  features: Localized[];
  detailedDescription: Localized;
  /** The 'what is included' list of the Details dialog. */
  included: Localized[];
  /** Three benefits of the Details dialog. */
  benefits: Localized[];
  /** The cost line of the Details dialog. */
  costLine: Localized;
  bookingTarget: ServiceBookingTarget;
};

export type Testimonial = {
  id: string;
  position: number;
  name: Localized;
  location: Localized;
  rating: number;
  comment: Localized;
  /** ISO date of the trip. */
  date: string;
  yachtName: Localized;
};

/** The sync kinds of the home content (GET /api/sync and the device's tables). */
export const homeSyncKinds = ["heroSlides", "serviceCategories", "testimonials"] as const;
export type HomeSyncKind = (typeof homeSyncKinds)[number];

export function byPosition<T extends { position: number; id: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}
