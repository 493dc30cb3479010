import type { ContentItem } from "../../domain/content/types.ts";
import type { ContentSubmissionRow } from "../db/schema/index.ts";

/** A submission as the API sends it: JSON only, so a user's text never reaches a page as markup. */
export function toContentItem(listed: {
  row: ContentSubmissionRow;
  authorName: string;
  claimedByName: string | null;
}): ContentItem {
  const { row } = listed;
  const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    proposal: row.proposal,
    authorName: listed.authorName,
    notes: row.notes,
    claimedBy: row.claimedBy,
    claimedByName: listed.claimedByName,
    publishedId: row.publishedId,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}
