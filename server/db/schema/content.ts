import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ContentKind, ContentProposal, ServerContentStatus } from "../../../domain/content/types.ts";
import { users } from "./accounts.ts";

/**
 * User content waiting for, or past, moderation (issue 21). The proposal is kept as the author sent
 * it; approval copies it into the catalogue (`publishedId` names the row made). The database refuses
 * a rejection without notes and a decision without its time, so no path can skip them.
 */
export const contentSubmissions = pgTable(
  "content_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ContentKind>().notNull(),
    status: text("status").$type<ServerContentStatus>().notNull().default("pending"),
    proposal: jsonb("proposal").$type<ContentProposal>().notNull(),
    notes: text("notes"),
    locale: text("locale").notNull(),
    claimedBy: uuid("claimed_by").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true, mode: "string" }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "string" }),
    publishedId: text("published_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    index("content_submissions_author_idx").on(t.authorId, t.createdAt),
    index("content_submissions_queue_idx").on(t.status, t.kind, t.createdAt),
    check("content_submissions_kind_check", sql`${t.kind} in ('destination', 'trip')`),
    check("content_submissions_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      "content_submissions_rejected_notes_check",
      sql`${t.status} <> 'rejected' or length(trim(coalesce(${t.notes}, ''))) > 0`,
    ),
    check("content_submissions_decided_check", sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

export type ContentSubmissionRow = typeof contentSubmissions.$inferSelect;
