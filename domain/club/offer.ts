import type { MessageDescriptor } from "@lingui/core";
import type { Role } from "../accounts/roles.ts";
import type { Money } from "../shared/money.ts";
import type { ClubTier, Period } from "./types.ts";

/**
 * What the club and the plans cost and give (issue 22). The server charges these prices and never
 * a price a client sends; the pages show the same table, so they need no network to list it.
 * Roubles in kopecks (spec README, decision 6). A year costs ten months.
 */
const rub = (major: number): Money => ({ amount: major * 100, currency: "RUB" });

export type Prices = Record<Period, Money>;

export type TierOffer = { tier: ClubTier; name: MessageDescriptor; prices: Prices; benefits: MessageDescriptor[] };

export const tierOffers: readonly TierOffer[] = [
  {
    tier: "captains",
    name: /*i18n*/ { id: "club.tier.captains", message: "Captains" },
    prices: { month: rub(1500), year: rub(15000) },
    benefits: [
      /*i18n*/ { id: "club.captains.crew_first", message: "Crew requests reach you first" },
      /*i18n*/ { id: "club.captains.regattas", message: "20% off regatta entries" },
      /*i18n*/ { id: "club.captains.profile", message: "Your profile among the club's captains" },
      /*i18n*/ { id: "club.captains.meetings", message: "Skippers' meetings and training days" },
    ],
  },
  {
    tier: "voyagers",
    name: /*i18n*/ { id: "club.tier.voyagers", message: "Voyagers" },
    prices: { month: rub(990), year: rub(9900) },
    benefits: [
      /*i18n*/ { id: "club.voyagers.charter", message: "5% off every charter booked here" },
      /*i18n*/ { id: "club.voyagers.early", message: "Early places on trip packages" },
      /*i18n*/ { id: "club.voyagers.events", message: "Members' evenings and club sailing days" },
    ],
  },
  {
    tier: "fans",
    name: /*i18n*/ { id: "club.tier.fans", message: "Fans" },
    prices: { month: rub(290), year: rub(2900) },
    benefits: [
      /*i18n*/ { id: "club.fans.news", message: "The club's letter from the lake each month" },
      /*i18n*/ { id: "club.fans.watch", message: "Places on the spectator boats at regattas" },
      /*i18n*/ { id: "club.fans.partners", message: "Partner discounts around the lake" },
    ],
  },
];

export const planAudiences = ["personal", "business"] as const;
export type PlanAudience = (typeof planAudiences)[number];

/** A plan's figures for the comparison table; null means "not included". */
export type PlanFeatures = {
  listings: number | null;
  featured: number | null;
  /** The portal's commission on a booking, in per cent. */
  commissionPercent: number | null;
  analytics: boolean;
  prioritySupport: boolean;
};

export type PlanOffer = {
  id: string;
  audience: PlanAudience;
  name: MessageDescriptor;
  /** Business plans: the roles they are for; a person's plan is for anyone signed in. */
  roles: readonly Role[];
  prices: Prices;
  features: PlanFeatures;
  benefits: MessageDescriptor[];
};

const none = { listings: null, featured: null, commissionPercent: null, analytics: false, prioritySupport: false };

export const planOffers: readonly PlanOffer[] = [
  {
    id: "sailor",
    audience: "personal",
    name: /*i18n*/ { id: "plan.sailor", message: "Sailor" },
    roles: [],
    prices: { month: rub(490), year: rub(4900) },
    features: none,
    benefits: [
      /*i18n*/ { id: "plan.sailor.alerts", message: "Wind and weather alerts for your saved places" },
      /*i18n*/ { id: "plan.sailor.fee", message: "No booking fee on charters" },
    ],
  },
  {
    id: "skipper",
    audience: "personal",
    name: /*i18n*/ { id: "plan.skipper", message: "Skipper" },
    roles: [],
    prices: { month: rub(1290), year: rub(12900) },
    features: { ...none, prioritySupport: true },
    benefits: [
      /*i18n*/ { id: "plan.skipper.alerts", message: "Everything in Sailor" },
      /*i18n*/ { id: "plan.skipper.logbook", message: "A logbook of your trips with routes and certificates" },
      /*i18n*/ { id: "plan.skipper.support", message: "Priority support on the water" },
    ],
  },
  {
    id: "owner-start",
    audience: "business",
    name: /*i18n*/ { id: "plan.owner_start", message: "Owner Start" },
    roles: ["owner"],
    prices: { month: rub(2900), year: rub(29000) },
    features: { listings: 3, featured: 0, commissionPercent: 12, analytics: false, prioritySupport: false },
    benefits: [/*i18n*/ { id: "plan.owner_start.for", message: "For an owner with one to three yachts" }],
  },
  {
    id: "owner-pro",
    audience: "business",
    name: /*i18n*/ { id: "plan.owner_pro", message: "Owner Pro" },
    roles: ["owner"],
    prices: { month: rub(7900), year: rub(79000) },
    features: { listings: 15, featured: 2, commissionPercent: 9, analytics: true, prioritySupport: true },
    benefits: [
      /*i18n*/ { id: "plan.owner_pro.for", message: "For fleets: more listings, featured places, lower commission" },
    ],
  },
  {
    id: "service-company",
    audience: "business",
    name: /*i18n*/ { id: "plan.service_company", message: "Service company" },
    roles: ["service_company"],
    prices: { month: rub(4900), year: rub(49000) },
    features: { listings: 10, featured: 1, commissionPercent: 10, analytics: true, prioritySupport: false },
    benefits: [/*i18n*/ { id: "plan.service_company.for", message: "For catering, equipment and marina services" }],
  },
  {
    id: "travel-manager",
    audience: "business",
    name: /*i18n*/ { id: "plan.travel_manager", message: "Travel manager" },
    roles: ["travel_manager"],
    prices: { month: rub(3900), year: rub(39000) },
    features: { listings: null, featured: 1, commissionPercent: 7, analytics: true, prioritySupport: true },
    benefits: [/*i18n*/ { id: "plan.travel_manager.for", message: "For agencies booking groups and corporate trips" }],
  },
];

export function tierOffer(tier: ClubTier): TierOffer {
  const offer = tierOffers.find((o) => o.tier === tier);
  if (!offer) throw new Error(`no club tier ${tier}`);
  return offer;
}

export function planOffer(id: string): PlanOffer | undefined {
  return planOffers.find((o) => o.id === id);
}

/** Captains is for skippers: accounts with the captain role (or admins); the others are for anyone. */
export function mayJoinTier(tier: ClubTier, roles: readonly string[]): boolean {
  return tier !== "captains" || roles.includes("captain") || roles.includes("admin");
}

/** Whether a user with these roles may take a plan: business plans are for their roles (or admins). */
export function mayTakePlan(plan: PlanOffer, roles: readonly string[]): boolean {
  return plan.roles.length === 0 || roles.includes("admin") || plan.roles.some((role) => roles.includes(role));
}
