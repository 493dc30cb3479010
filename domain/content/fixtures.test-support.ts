/** Valid proposals for the domain and server tests; each test breaks what it checks. */
export const destinationBody = (overrides: Record<string, unknown> = {}) => ({
  kind: "destination",
  name: { en: "Cape Khoboy", ru: "" },
  description: { en: "The northern tip of Olkhon, white cliffs above clear water.", ru: "" },
  highlights: ["Seal rookery", "Cliffs"],
  bestSeason: { from: 6, to: 9 },
  difficulty: "moderate",
  durationDays: { min: 1, max: 3 },
  distanceKm: 260,
  activities: ["nature", "wildlife", "nature"],
  latitude: 53.41,
  longitude: 107.8,
  ...overrides,
});

export const tripBody = (overrides: Record<string, unknown> = {}) => ({
  kind: "trip",
  title: { en: "", ru: "Вокруг Ольхона" },
  description: { en: "", ru: "Неделя под парусом вокруг острова Ольхон с остановками." },
  destinationIds: ["olkhon-khuzhir", "olkhon-khuzhir", "ushkany-islands"],
  yachtType: "sail_yacht",
  startDate: "2027-07-01",
  endDate: "2027-07-07",
  capacity: 8,
  priceUsd: 1200,
  ...overrides,
});
