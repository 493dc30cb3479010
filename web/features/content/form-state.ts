import * as v from "valibot";
import { contentProposalSchema } from "../../../domain/content/proposal.ts";
import type { ContentKind, ContentProposal } from "../../../domain/content/types.ts";

/**
 * The form's fields as typed (strings and lists), kept as the device draft, and the proposal made of
 * them when sent. Numbers stay text while typing, so a half-typed value is never lost.
 */
export type FormFields = Record<string, string | string[]>;

export const emptyFields = (): FormFields => ({
  nameEn: "",
  nameRu: "",
  descriptionEn: "",
  descriptionRu: "",
  highlights: "",
  seasonFrom: "6",
  seasonTo: "9",
  difficulty: "easy",
  durationMin: "1",
  durationMax: "2",
  distanceKm: "",
  activities: [],
  latitude: "",
  longitude: "",
  destinationIds: [],
  yachtType: "sail_yacht",
  startDate: "",
  endDate: "",
  capacity: "8",
  priceUsd: "",
});

const text = (fields: FormFields, key: string) => String(fields[key] ?? "");
const list = (fields: FormFields, key: string) => (Array.isArray(fields[key]) ? (fields[key] as string[]) : []);
const num = (fields: FormFields, key: string) => {
  const value = text(fields, key).trim().replace(",", ".");
  return value === "" ? Number.NaN : Number(value);
};

export function toBody(kind: ContentKind, fields: FormFields): unknown {
  const common = {
    description: { en: text(fields, "descriptionEn"), ru: text(fields, "descriptionRu") },
  };
  if (kind === "destination") {
    return {
      kind,
      name: { en: text(fields, "nameEn"), ru: text(fields, "nameRu") },
      ...common,
      highlights: text(fields, "highlights")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
      bestSeason: { from: num(fields, "seasonFrom"), to: num(fields, "seasonTo") },
      difficulty: text(fields, "difficulty"),
      durationDays: { min: num(fields, "durationMin"), max: num(fields, "durationMax") },
      distanceKm: num(fields, "distanceKm"),
      activities: list(fields, "activities"),
      latitude: num(fields, "latitude"),
      longitude: num(fields, "longitude"),
    };
  }
  return {
    kind,
    title: { en: text(fields, "nameEn"), ru: text(fields, "nameRu") },
    ...common,
    destinationIds: list(fields, "destinationIds"),
    yachtType: text(fields, "yachtType"),
    startDate: text(fields, "startDate"),
    endDate: text(fields, "endDate"),
    capacity: num(fields, "capacity"),
    priceUsd: num(fields, "priceUsd"),
  };
}

/** The form's field a checked path belongs to ("name.en" → nameEn, "durationDays.min" → durationMin). */
const fieldOf: Record<string, string> = {
  "name.en": "nameEn",
  "name.ru": "nameRu",
  name: "nameEn",
  title: "nameEn",
  "title.en": "nameEn",
  "title.ru": "nameRu",
  description: "descriptionEn",
  "description.en": "descriptionEn",
  "description.ru": "descriptionRu",
  bestSeason: "seasonFrom",
  "bestSeason.from": "seasonFrom",
  "bestSeason.to": "seasonTo",
  durationDays: "durationMin",
  "durationDays.min": "durationMin",
  "durationDays.max": "durationMax",
};
export const formFieldOf = (path: string) => fieldOf[path] ?? path.split(".")[0] ?? path;

/** Checks the fields as the server will; answers the proposal, or each field's message id. */
export function checkFields(
  kind: ContentKind,
  fields: FormFields,
): { proposal: ContentProposal } | { errors: Record<string, string> } {
  const result = v.safeParse(contentProposalSchema, toBody(kind, fields));
  if (result.success) return { proposal: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? "kind";
    const field = formFieldOf(path);
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** A submission's proposal back into fields, to revise a rejected one. */
export function fromProposal(proposal: ContentProposal): FormFields {
  const fields = emptyFields();
  fields.descriptionEn = proposal.description.en;
  fields.descriptionRu = proposal.description.ru;
  if (proposal.kind === "destination") {
    Object.assign(fields, {
      nameEn: proposal.name.en,
      nameRu: proposal.name.ru,
      highlights: proposal.highlights.join("\n"),
      seasonFrom: String(proposal.bestSeason.from),
      seasonTo: String(proposal.bestSeason.to),
      difficulty: proposal.difficulty,
      durationMin: String(proposal.durationDays.min),
      durationMax: String(proposal.durationDays.max),
      distanceKm: String(proposal.distanceKm),
      activities: proposal.activities,
      latitude: String(proposal.latitude),
      longitude: String(proposal.longitude),
    });
  } else {
    Object.assign(fields, {
      nameEn: proposal.title.en,
      nameRu: proposal.title.ru,
      destinationIds: proposal.destinationIds,
      yachtType: proposal.yachtType,
      startDate: proposal.startDate,
      endDate: proposal.endDate,
      capacity: String(proposal.capacity),
      priceUsd: String(proposal.priceUsd),
    });
  }
  return fields;
}
