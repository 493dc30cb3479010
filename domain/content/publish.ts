import type { Activity, ActivityCategory, Destination } from "../catalogue/types.ts";
import type { Localized } from "../shared/localized.ts";
import type { ContentStats, DestinationProposal } from "./types.ts";

/**
 * What an approved proposal becomes in the catalogue (spec section 4: approved content joins the
 * catalogue). The names of activity kinds are catalogue data in both languages, like the seeded
 * rows, so they are written here rather than in the interface's catalog.
 */
const activityNames: Record<ActivityCategory, Localized> = {
  nature: { en: "Nature walks", ru: "Прогулки на природе" },
  culture: { en: "Local culture", ru: "Местная культура" },
  adventure: { en: "Adventure", ru: "Приключения" },
  relaxation: { en: "Relaxation", ru: "Отдых" },
  wellness: { en: "Wellness", ru: "Оздоровление" },
  wildlife: { en: "Wildlife watching", ru: "Наблюдение за животными" },
  photography: { en: "Photography", ru: "Фотография" },
  "water-sports": { en: "Water sports", ru: "Водные виды спорта" },
  research: { en: "Research", ru: "Исследования" },
  education: { en: "Education", ru: "Познавательные занятия" },
  culinary: { en: "Local cuisine", ru: "Местная кухня" },
  fishing: { en: "Fishing", ru: "Рыбалка" },
};

/** The illustration a community destination shows until photos are supported. */
export const COMMUNITY_IMAGE = "destinations/barguzin-bay";

/** Either language fills the other, so the catalogue's bilingual fields are never empty. */
export function filled(text: Localized): Localized {
  return { en: text.en || text.ru, ru: text.ru || text.en };
}

const translit: Record<string, string> = Object.fromEntries(
  "а:a б:b в:v г:g д:d е:e ё:e ж:zh з:z и:i й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:sch ы:y э:e ю:yu я:ya"
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);

/** The catalogue id of a community row: the name as a slug, with the submission's id to stay unique. */
export function communityId(name: Localized, submissionId: string): string {
  const base = (name.en || name.ru)
    .toLowerCase()
    .replace(/[а-яё]/g, (letter) => translit[letter] ?? "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48);
  return `${base || "place"}-${submissionId.replace(/-/g, "").slice(0, 8)}`;
}

export function destinationFromProposal(
  proposal: DestinationProposal,
  id: string,
): Omit<Destination, "updatedAt" | "pricePerDay"> {
  const description = filled(proposal.description);
  const short = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);
  return {
    id,
    name: filled(proposal.name),
    shortDescription: { en: short(description.en), ru: short(description.ru) },
    description,
    durationDays: proposal.durationDays,
    distanceKm: proposal.distanceKm,
    image: COMMUNITY_IMAGE,
    // A highlight is written in the author's language; both fields carry it.
    highlights: proposal.highlights.map((text) => ({ en: text, ru: text })),
    bestSeason: proposal.bestSeason,
    difficulty: proposal.difficulty,
    activities: proposal.activities.map(
      (category): Activity => ({
        id: `${id}-${category}`,
        name: activityNames[category],
        description: activityNames[category],
        price: null,
        durationHours: 2,
        category,
        included: true,
      }),
    ),
    latitude: proposal.latitude,
    longitude: proposal.longitude,
  };
}

/** The Monday (UTC) of an instant's week, as an ISO date. */
export function weekOf(iso: string): string {
  const day = new Date(iso);
  const monday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

type StatRow = { status: "pending" | "approved" | "rejected"; createdAt: string; decidedAt: string | null };

/** The moderation statistics: pending now, submissions and decisions per week, median decision time. */
export function contentStats(rows: StatRow[]): ContentStats {
  const weeks = new Map<string, { submitted: number; approved: number; rejected: number }>();
  const week = (key: string) => {
    const found = weeks.get(key) ?? { submitted: 0, approved: 0, rejected: 0 };
    weeks.set(key, found);
    return found;
  };
  const hours: number[] = [];
  for (const row of rows) {
    week(weekOf(row.createdAt)).submitted += 1;
    if (row.status !== "pending" && row.decidedAt) {
      week(weekOf(row.decidedAt))[row.status] += 1;
      hours.push((Date.parse(row.decidedAt) - Date.parse(row.createdAt)) / 3_600_000);
    }
  }
  hours.sort((a, b) => a - b);
  const middle = Math.floor(hours.length / 2);
  const median =
    hours.length === 0
      ? null
      : hours.length % 2
        ? (hours[middle] as number)
        : ((hours[middle - 1] as number) + (hours[middle] as number)) / 2;
  return {
    pending: rows.filter((row) => row.status === "pending").length,
    weeks: [...weeks.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([key, counts]) => ({ week: key, ...counts })),
    medianDecisionHours: median === null ? null : Math.round(median * 10) / 10,
  };
}
