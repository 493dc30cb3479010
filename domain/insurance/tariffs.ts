import type { YachtType } from "../catalogue/types.ts";
import type { Localized } from "../shared/localized.ts";
import type { CoverItem, InsurerId } from "./types.ts";

/**
 * The insurers the portal works with and their charter tariffs, kept as data (decision record 077).
 * The figures follow the structure the insurers publish for small-craft and charter cover (a daily
 * rate on the sum insured, loadings by boat and skipper, a deductible, a survey above a sum); they
 * are the portal's reading of those tables, so every quote says it is indicative and the insurer
 * confirms it when it calls. Change a figure here and every quote follows.
 */
export type Tariff = {
  id: InsurerId;
  name: Localized;
  /** Where a chosen quote is sent (the insurer's marine desk). */
  email: string;
  referencePrefix: string;
  /** Share of the sum insured charged per insured day, before loadings. */
  dailyRate: number;
  minPremiumRub: number;
  coverageRub: { min: number; max: number };
  maxPassengers: number;
  maxDays: number;
  /** Loading per kind of boat; a kind missing here is not insured by this insurer. */
  boats: Partial<Record<YachtType, number>>;
  /** Loading by the captain's years at the helm, from the band whose `fromYears` is the highest reached. */
  experience: readonly { fromYears: number; factor: number }[];
  /** Without a professional crew the captain needs at least this many years. */
  minYearsWithoutCrew: number;
  /** A professional crew aboard multiplies the premium by this (below 1: a discount). */
  professionalCrewFactor: number;
  /** Each passenger beyond six adds this share. */
  perExtraPassenger: number;
  deductible: { share: number; minRub: number };
  /** A sum insured at or above this needs a survey of the boat before the policy starts. */
  inspectionFromRub: number;
  validityDays: number;
  features: readonly CoverItem[];
};

const experienceBands = (novice: number, some: number, seasoned: number, veteran: number) =>
  [
    { fromYears: 0, factor: novice },
    { fromYears: 2, factor: some },
    { fromYears: 5, factor: seasoned },
    { fromYears: 10, factor: veteran },
  ] as const;

export const tariffs: readonly Tariff[] = [
  {
    id: "ingosstrakh",
    name: { en: "Ingosstrakh", ru: "Ингосстрах" },
    email: "yachts@ingos.ru",
    referencePrefix: "ING",
    dailyRate: 0.00016,
    minPremiumRub: 2500,
    coverageRub: { min: 500_000, max: 150_000_000 },
    maxPassengers: 12,
    maxDays: 60,
    boats: { sail_yacht: 1, catamaran: 1.05, motor_yacht: 1.15, speedboat: 1.4 },
    experience: experienceBands(1.5, 1.2, 1, 0.85),
    minYearsWithoutCrew: 1,
    professionalCrewFactor: 0.8,
    perExtraPassenger: 0.03,
    deductible: { share: 0.01, minRub: 30_000 },
    inspectionFromRub: 30_000_000,
    validityDays: 14,
    features: [
      "hull",
      "third_party_liability",
      "passenger_accident",
      "crew_accident",
      "wreck_removal",
      "environmental_damage",
      "medical_evacuation",
    ],
  },
  {
    id: "reso",
    name: { en: "RESO-Garantia", ru: "РЕСО-Гарантия" },
    email: "marine@reso.ru",
    referencePrefix: "RESO",
    dailyRate: 0.00014,
    minPremiumRub: 2000,
    coverageRub: { min: 300_000, max: 50_000_000 },
    maxPassengers: 10,
    maxDays: 45,
    boats: { sail_yacht: 1, catamaran: 1.1, motor_yacht: 1.2 },
    experience: experienceBands(1.6, 1.25, 1, 0.9),
    minYearsWithoutCrew: 2,
    professionalCrewFactor: 0.85,
    perExtraPassenger: 0.04,
    deductible: { share: 0.015, minRub: 25_000 },
    inspectionFromRub: 15_000_000,
    validityDays: 10,
    features: ["hull", "third_party_liability", "passenger_accident", "personal_effects"],
  },
  {
    id: "sogaz",
    name: { en: "SOGAZ", ru: "СОГАЗ" },
    email: "marine@sogaz.ru",
    referencePrefix: "SGZ",
    dailyRate: 0.00017,
    minPremiumRub: 3000,
    coverageRub: { min: 1_000_000, max: 500_000_000 },
    maxPassengers: 30,
    maxDays: 90,
    boats: { motor_yacht: 1, sail_yacht: 1, catamaran: 1, speedboat: 1.3 },
    experience: experienceBands(1.4, 1.15, 1, 0.9),
    minYearsWithoutCrew: 3,
    professionalCrewFactor: 0.75,
    perExtraPassenger: 0.02,
    deductible: { share: 0.005, minRub: 50_000 },
    inspectionFromRub: 50_000_000,
    validityDays: 30,
    features: [
      "hull",
      "third_party_liability",
      "passenger_accident",
      "crew_accident",
      "wreck_removal",
      "environmental_damage",
      "ice_damage",
      "medical_evacuation",
    ],
  },
  {
    id: "alfastrakhovanie",
    name: { en: "AlfaStrakhovanie", ru: "АльфаСтрахование" },
    email: "yacht@alfastrah.ru",
    referencePrefix: "ALFA",
    dailyRate: 0.00015,
    minPremiumRub: 2200,
    coverageRub: { min: 300_000, max: 100_000_000 },
    maxPassengers: 12,
    maxDays: 60,
    boats: { sail_yacht: 1, catamaran: 1.05, motor_yacht: 1.1, speedboat: 1.35 },
    experience: experienceBands(1.5, 1.2, 1, 0.88),
    minYearsWithoutCrew: 1,
    professionalCrewFactor: 0.8,
    perExtraPassenger: 0.03,
    deductible: { share: 0.01, minRub: 20_000 },
    inspectionFromRub: 20_000_000,
    validityDays: 14,
    features: ["hull", "third_party_liability", "passenger_accident", "personal_effects", "racing"],
  },
  {
    id: "renaissance",
    name: { en: "Renaissance Insurance", ru: "Ренессанс страхование" },
    email: "marine@renins.com",
    referencePrefix: "REN",
    dailyRate: 0.00018,
    minPremiumRub: 1800,
    coverageRub: { min: 100_000, max: 20_000_000 },
    maxPassengers: 8,
    maxDays: 30,
    boats: { sail_yacht: 1, catamaran: 1.1, motor_yacht: 1.2, speedboat: 1.5 },
    experience: experienceBands(1.7, 1.3, 1, 0.9),
    minYearsWithoutCrew: 0,
    professionalCrewFactor: 0.85,
    perExtraPassenger: 0.05,
    deductible: { share: 0.02, minRub: 15_000 },
    inspectionFromRub: 10_000_000,
    validityDays: 7,
    features: ["hull", "third_party_liability", "passenger_accident", "medical_evacuation"],
  },
];

export function tariffOf(id: InsurerId): Tariff {
  const tariff = tariffs.find((t) => t.id === id);
  if (!tariff) throw new Error(`no tariff for ${id}`);
  return tariff;
}
