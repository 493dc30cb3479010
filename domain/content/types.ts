import type { ActivityCategory, Difficulty, TripVesselType } from "../catalogue/types.ts";
import type { Localized } from "../shared/localized.ts";

/**
 * User content (spec sections 1 and 4): a proposed destination or trip package. "draft" lives only
 * on the device while the author types; the server knows pending, approved and rejected.
 */
export const contentKinds = ["destination", "trip"] as const;
export type ContentKind = (typeof contentKinds)[number];

export const contentStatuses = ["draft", "pending", "approved", "rejected"] as const;
export type ContentStatus = (typeof contentStatuses)[number];
export const serverStatuses = ["pending", "approved", "rejected"] as const;
export type ServerContentStatus = (typeof serverStatuses)[number];

export type DestinationProposal = {
  kind: "destination";
  name: Localized;
  description: Localized;
  highlights: string[];
  bestSeason: { from: number; to: number };
  difficulty: Difficulty;
  durationDays: { min: number; max: number };
  distanceKm: number;
  activities: ActivityCategory[];
  latitude: number;
  longitude: number;
};

export type TripProposal = {
  kind: "trip";
  title: Localized;
  description: Localized;
  destinationIds: string[];
  yachtType: TripVesselType;
  startDate: string;
  endDate: string;
  capacity: number;
  /** Whole US dollars a day: trip packages are priced in USD (spec section 9), the total by days. */
  priceUsd: number;
};

export type ContentProposal = DestinationProposal | TripProposal;

/** One submission as its author and the admins read it. */
export type ContentItem = {
  id: string;
  kind: ContentKind;
  status: ServerContentStatus;
  proposal: ContentProposal;
  authorName: string;
  notes: string | null;
  claimedBy: string | null;
  claimedByName: string | null;
  /** The catalogue row made on approval. */
  publishedId: string | null;
  createdAt: string;
  updatedAt: string;
  decidedAt: string | null;
};

export type ContentStats = {
  pending: number;
  /** Per ISO week (its Monday), newest first. */
  weeks: { week: string; submitted: number; approved: number; rejected: number }[];
  /** Median hours from submission to decision, null before the first decision. */
  medianDecisionHours: number | null;
};

/**
 * What the form holds while the author types, kept on the device (status "draft"): possibly
 * incomplete, so only checked when sent. `submissionId` is set when revising a rejected item.
 */
export type ContentDraft = {
  id: string;
  kind: ContentKind;
  fields: Record<string, unknown>;
  submissionId: string | null;
  updatedAt: string;
};

/** The title a list shows, in the reader's language or the other one. */
export function proposalTitle(proposal: ContentProposal): Localized {
  return proposal.kind === "destination" ? proposal.name : proposal.title;
}
