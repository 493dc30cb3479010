import { addDays } from "../catalogue/availability.ts";
import { policyDays } from "./request.ts";
import type { Tariff } from "./tariffs.ts";
import { type CoverItem, coverItems, type Declined, type DeclineReason, type InsurerId, type Quote } from "./types.ts";

/**
 * Rating a request by one insurer's tariff (decision record 077): pure, so the server's built-in
 * insurer adapter, the tests and the screens agree on every rouble. An insurer that does not cover
 * the request says why, so "No Quotes Available" can tell the user what to change.
 */
export type RatedRequest = {
  startDate: string;
  endDate: string;
  passengers: number;
  /** Kopecks. */
  coverage: { amount: number; currency: "RUB" };
  professionalCrew: boolean;
  captainExperienceYears: number;
  boatType: keyof Tariff["boats"];
  preferredCompanies: readonly InsurerId[];
};

/** The first reason the tariff refuses the request, or null when it covers it. */
export function declines(request: RatedRequest, tariff: Tariff): DeclineReason | null {
  const coverageRub = request.coverage.amount / 100;
  if (coverageRub < tariff.coverageRub.min) return "coverage_too_low";
  if (coverageRub > tariff.coverageRub.max) return "coverage_too_high";
  if (request.passengers > tariff.maxPassengers) return "too_many_passengers";
  if (policyDays(request.startDate, request.endDate) > tariff.maxDays) return "too_long";
  if (tariff.boats[request.boatType] === undefined) return "boat_not_insured";
  if (!request.professionalCrew && request.captainExperienceYears < tariff.minYearsWithoutCrew) {
    return "experience_too_short";
  }
  return null;
}

export function experienceFactor(tariff: Tariff, years: number): number {
  let factor = tariff.experience[0]?.factor ?? 1;
  for (const band of tariff.experience) if (years >= band.fromYears) factor = band.factor;
  return factor;
}

/** The premium in whole roubles: sum insured × daily rate × days × loadings, at least the minimum. */
export function premiumRub(request: RatedRequest, tariff: Tariff): number {
  const coverageRub = request.coverage.amount / 100;
  const days = policyDays(request.startDate, request.endDate);
  const loading =
    (tariff.boats[request.boatType] ?? 1) *
    experienceFactor(tariff, request.captainExperienceYears) *
    (request.professionalCrew ? tariff.professionalCrewFactor : 1) *
    (1 + tariff.perExtraPassenger * Math.max(0, request.passengers - 6));
  return Math.max(tariff.minPremiumRub, Math.round(coverageRub * tariff.dailyRate * days * loading));
}

export function deductibleRub(request: RatedRequest, tariff: Tariff): number {
  return Math.max(tariff.deductible.minRub, Math.round((request.coverage.amount / 100) * tariff.deductible.share));
}

/** One insurer's quote, or null when its tariff does not cover the request. */
export function rateOne(
  request: RatedRequest,
  tariff: Tariff,
  context: { requestId: string; today: string },
): Quote | null {
  if (declines(request, tariff)) return null;
  const features: CoverItem[] = coverItems.filter((item) => tariff.features.includes(item));
  const excluded: CoverItem[] = coverItems.filter((item) => !tariff.features.includes(item));
  const serial = context.requestId.replace(/-/g, "").slice(0, 8).toUpperCase();
  return {
    id: tariff.id,
    insurer: tariff.id,
    reference: `${tariff.referencePrefix}-${context.today.replace(/-/g, "").slice(2)}-${serial}`,
    premium: { amount: premiumRub(request, tariff) * 100, currency: "RUB" },
    deductible: { amount: deductibleRub(request, tariff) * 100, currency: "RUB" },
    validUntil: addDays(context.today, tariff.validityDays),
    features,
    excluded,
    requiresInspection: request.coverage.amount / 100 >= tariff.inspectionFromRub,
    indicative: true,
  };
}

/** Every insurer's answer: the quotes (the user's preferred companies first, then the cheapest) and who declined why. */
export function rateAll(
  request: RatedRequest,
  all: readonly Tariff[],
  context: { requestId: string; today: string },
): { quotes: Quote[]; declined: Declined[] } {
  const quotes: Quote[] = [];
  const declined: Declined[] = [];
  for (const tariff of all) {
    const reason = declines(request, tariff);
    if (reason) declined.push({ insurer: tariff.id, reason });
    else {
      const quote = rateOne(request, tariff, context);
      if (quote) quotes.push(quote);
    }
  }
  const preferred = (q: Quote) => (request.preferredCompanies.includes(q.insurer) ? 0 : 1);
  quotes.sort((a, b) => preferred(a) - preferred(b) || a.premium.amount - b.premium.amount);
  return { quotes, declined };
}
