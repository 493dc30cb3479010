import type { YachtType } from "../catalogue/types.ts";
import type { Money } from "../shared/money.ts";

/**
 * Charter insurance (spec sections 3 and 4, api.md "Insurance"): a request, the insurers' quotes
 * and the one chosen. The states follow section 4: submitted and processing, then quoted (or no
 * quotes), then one selected, after which the insurer calls within 24 hours.
 */
export const insurerIds = ["ingosstrakh", "reso", "sogaz", "alfastrakhovanie", "renaissance"] as const;
export type InsurerId = (typeof insurerIds)[number];

export const requestStatuses = ["processing", "quoted", "no_quotes", "selected"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** What a policy covers (or leaves out); the screens name each in the user's language. */
export const coverItems = [
  "hull",
  "third_party_liability",
  "passenger_accident",
  "crew_accident",
  "personal_effects",
  "wreck_removal",
  "environmental_damage",
  "ice_damage",
  "racing",
  "medical_evacuation",
] as const;
export type CoverItem = (typeof coverItems)[number];

export const declineReasons = [
  "coverage_too_low",
  "coverage_too_high",
  "too_many_passengers",
  "too_long",
  "boat_not_insured",
  "experience_too_short",
] as const;
export type DeclineReason = (typeof declineReasons)[number];
/** An insurer that does not cover the request, and the first reason why. */
export type Declined = { insurer: InsurerId; reason: DeclineReason };

export type Quote = {
  id: string;
  insurer: InsurerId;
  /** The insurer's reference for this quote, quoted back when it calls. */
  reference: string;
  premium: Money;
  deductible: Money;
  /** Last day (YYYY-MM-DD) the price holds. */
  validUntil: string;
  features: CoverItem[];
  excluded: CoverItem[];
  requiresInspection: boolean;
  /** Always true for tariff-table prices: indicative, confirmed by the insurer (issue 23). */
  indicative: boolean;
};

/** A step of the request's history, oldest first. */
export type HistoryStep = {
  step: "submitted" | "quoted" | "no_quotes" | "selected" | "insurer_notified";
  at: string;
  insurer?: InsurerId;
};

export type InsuranceRequestView = {
  id: string;
  status: RequestStatus;
  createdAt: string;
  fullName: string;
  email: string;
  phone: string | null;
  startDate: string;
  endDate: string;
  location: string;
  passengers: number;
  coverage: Money;
  professionalCrew: boolean;
  captainExperienceYears: number;
  preferredCompanies: InsurerId[];
  boatType: YachtType;
  notes: string | null;
  bookingId: string | null;
  quotes: Quote[];
  declined: Declined[];
  selectedQuoteId?: string;
  /** When the chosen insurer will have called by (24 hours after the choice). */
  contactBy?: string;
  history: HistoryStep[];
};

/** The answer of POST /api/insurance/requests/{id}/select. */
export type SelectAnswer = { status: "selected"; contactBy: string; selectedQuoteId: string };
