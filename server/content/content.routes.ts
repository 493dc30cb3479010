import { type Context, Hono } from "hono";
import * as v from "valibot";
import { contentMessages } from "../../domain/content/messages.ts";
import { contentProposalSchema, rejectSchema } from "../../domain/content/proposal.ts";
import { contentKinds, serverStatuses } from "../../domain/content/types.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import type { AppEnv } from "../app-env.ts";
import { invalidateCatalogue } from "../catalogue/catalogue.service.ts";
import { ApiError } from "../http/errors.ts";
import { localeOf } from "../http/i18n.ts";
import { idempotentWrite } from "../http/idempotency.ts";
import { requireUser, roleGuard } from "../http/session.ts";
import { readJson, readQuery } from "../http/validate.ts";
import { toContentItem } from "./content.mappers.ts";
import {
  claimSubmission,
  createSubmission,
  decideSubmission,
  listApproved,
  listForAdmin,
  listOwn,
  moderationStats,
  reviseSubmission,
} from "./content.service.ts";

/**
 * /api/content (api.md "User content and moderation", issue 21): the author's submissions and the
 * community sandbox. Writes run once per Idempotency-Key, so the device's outbox can replay them.
 */
export function contentRoutes() {
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const user = requireUser(c);
      const proposal = await readJson(c, contentProposalSchema);
      return idempotentWrite(c, { scope: user.id, body: proposal }, async (tx) => {
        const row = await createSubmission(tx, { authorId: user.id, locale: localeOf(c), proposal });
        return { status: 201, body: { id: row.id, kind: row.kind, status: row.status } };
      });
    })
    .get("/mine", async (c) => {
      const user = requireUser(c);
      const rows = await listOwn(c.var.deps.database.db, user.id);
      return c.json({ items: rows.map(toContentItem) });
    })
    .get("/community", async (c) => {
      const rows = await listApproved(c.var.deps.database.db);
      // Public: the moderators' notes and who claimed what stay with the admins.
      return c.json({
        items: rows.map(toContentItem).map((item) => ({ ...item, notes: null, claimedBy: null, claimedByName: null })),
      });
    })
    .patch("/:id", async (c) => {
      const user = requireUser(c);
      const proposal = await readJson(c, contentProposalSchema);
      const { deps } = c.var;
      return idempotentWrite(c, { scope: user.id, body: { id: c.req.param("id"), proposal } }, async (tx) => {
        const row = await reviseSubmission(tx, {
          authorId: user.id,
          id: c.req.param("id"),
          now: deps.clock(),
          proposal,
        });
        return { status: 200, body: { id: row.id, kind: row.kind, status: row.status } };
      });
    });
}

const adminQuery = v.object({
  status: v.optional(v.picklist(serverStatuses, httpMessages.invalidInput.id)),
  kind: v.optional(v.picklist(contentKinds, contentMessages.kind.id)),
});

/** /api/admin/content: the moderation queue, claims, decisions and statistics; admins only (403 otherwise). */
export function contentAdminRoutes() {
  return new Hono<AppEnv>()
    .use("*", roleGuard("admin"))
    .get("/", async (c) => {
      const filter = readQuery(c, adminQuery);
      const rows = await listForAdmin(c.var.deps.database.db, filter);
      return c.json({ items: rows.map(toContentItem) });
    })
    .get("/stats", async (c) => c.json(await moderationStats(c.var.deps.database.db)))
    .post("/:id/claim", async (c) => {
      const admin = requireUser(c);
      const { deps } = c.var;
      return idempotentWrite(c, { scope: admin.id, body: { id: c.req.param("id") } }, async (tx) => ({
        status: 200,
        body: await claimSubmission(tx, { adminId: admin.id, id: c.req.param("id"), now: deps.clock() }),
      }));
    })
    .post("/:id/approve", (c) => decide(c, "approved", null))
    .post("/:id/reject", async (c) => {
      const { notes } = await readJson(c, rejectSchema).catch((error: unknown) => {
        throw notesMissing(error) ? requireNotes() : error;
      });
      // Empty notes never reach here: a 400 carries the spec's "Rejection Notes Required" text.
      return decide(c, "rejected", notes);
    });
}

const notesRequired = contentMessages.rejectionNotesRequired;
const notesMissing = (error: unknown) => error instanceof ApiError && error.options.fields?.notes === notesRequired.id;
/** Spec section 5: the answer's message itself is the spec's text, not only the field's. */
const requireNotes = () => new ApiError(400, "notes_required", notesRequired, { fields: { notes: notesRequired.id } });

async function decide(c: Context<AppEnv>, decision: "approved" | "rejected", notes: string | null) {
  const admin = requireUser(c);
  const { deps } = c.var;
  let queued: string | null = null;
  const response = await idempotentWrite(
    c,
    { scope: admin.id, body: { id: c.req.param("id"), decision, notes } },
    async (tx) => {
      const result = await decideSubmission(tx, deps, {
        adminId: admin.id,
        id: c.req.param("id") ?? "",
        now: deps.clock(),
        decision,
        notes,
      });
      queued = result.queued;
      return {
        status: 200,
        body: { id: result.row.id, status: result.row.status, publishedId: result.row.publishedId },
      };
    },
  );
  if (queued) {
    // The catalogue's snapshot is stale once a row joined it; the next sync carries the new row.
    if (decision === "approved") invalidateCatalogue(deps.database);
    await deps.mail
      .deliverQueued([queued])
      .catch((error) => console.error("Content mail not sent after the commit; the retry run sends it:", error));
  }
  return response;
}
