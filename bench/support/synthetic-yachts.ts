import type { YachtSummary } from "../../domain/catalogue/types.ts";
import { yachtTypes } from "../../domain/catalogue/types.ts";

/**
 * A synthetic fleet for benchmarks: `count` yachts with realistic names in both languages,
 * summaries, types, sizes and prices, deterministic for a given count.
 */
const enWords = [
  "Baikal",
  "Sarma",
  "Kultuk",
  "Olkhon",
  "Nerpa",
  "Omul",
  "Angara",
  "Barguzin",
  "Taiga",
  "Aurora",
  "Chaika",
  "Kedr",
];
const ruWords = [
  "Байкал",
  "Сарма",
  "Култук",
  "Ольхон",
  "Нерпа",
  "Омуль",
  "Ангара",
  "Баргузин",
  "Тайга",
  "Аврора",
  "Чайка",
  "Кедр",
];
const summaries = [
  ["A roomy cruiser for families", "Просторный круизёр для семей"],
  ["Fast and light on the helm", "Быстрая и лёгкая в управлении"],
  ["With a sauna for cold evenings", "С сауной для холодных вечеров"],
  ["Stable catamaran with a trampoline", "Устойчивый катамаран с батутом"],
];

export function syntheticYachts(count: number): YachtSummary[] {
  let seed = 42;
  const rand = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const w = Math.floor(rand() * enWords.length);
    const [summaryEn, summaryRu] = pick(summaries);
    const reviewCount = Math.floor(rand() * 40);
    return {
      id: `y${i}`,
      name: { en: `${enWords[w]} ${i}`, ru: `${ruWords[w]} ${i}` },
      type: pick(yachtTypes),
      listing: rand() < 0.7 ? "owner" : "partner",
      lengthM: Math.round((6 + rand() * 18) * 10) / 10,
      capacity: 2 + Math.floor(rand() * 11),
      cabins: Math.floor(rand() * 5),
      yearBuilt: 1995 + Math.floor(rand() * 30),
      pricePerDay: { amount: (10_000 + Math.floor(rand() * 240_000)) * 100, currency: "RUB" },
      captain: pick(["included", "optional", "bareboat"] as const),
      captainPerDay: null,
      features: ["heating", "galley"],
      summary: { en: summaryEn ?? "", ru: summaryRu ?? "" },
      homeHarbourId: "listvyanka",
      destinationIds: ["listvyanka"],
      images: [`yachts/y${i}-1`],
      rating: reviewCount ? Math.round((3 + rand() * 2) * 10) / 10 : null,
      reviewCount,
      updatedAt: "2026-11-22T00:00:00.000Z",
    } satisfies YachtSummary;
  });
}
