import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { blockSchema } from "../../domain/owners/blocks.ts";
import { createListingSchema, rejectSchema, updateListingSchema } from "../../domain/owners/listing.ts";
import { revenueByMonth, revenueQuerySchema } from "../../domain/owners/revenue.ts";
import { isLocale } from "../../domain/shared/locale.ts";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { invalidateCatalogue } from "../catalogue/catalogue.service.ts";
import type { Tx } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { idempotentWrite } from "../http/idempotency.ts";
import { requireRole, roleGuard } from "../http/session.ts";
import { readJson, readQuery } from "../http/validate.ts";
import { addBlock, listBlocks, removeBlock } from "./blocks.service.ts";
import { calendarToken } from "./calendar.service.ts";
import { listingMail } from "./owners.mail.ts";
import {
  approveListing,
  createOwnerYacht,
  findOwnerYacht,
  listOwnerYachts,
  listPendingListings,
  paidBookingsOf,
  type Review,
  rejectListing,
  submitOwnerYacht,
  updateOwnerYacht,
} from "./owners.service.ts";

/**
 * /api/owner (api.md "Owners"; issue 19): an owner's own listings. Writes run through
 * idempotentWrite, so a draft replayed from the device's outbox is saved once.
 */
const write = (
  c: Context<AppEnv>,
  scope: string,
  body: unknown,
  status: 200 | 201,
  run: (tx: Tx) => Promise<unknown>,
) => idempotentWrite(c, { scope, body }, async (tx) => ({ status, body: await run(tx) }));

const feedUrl = (base: string, id: string, token: string) =>
  `${base}/api/yachts/${encodeURIComponent(id)}/calendar.ics?token=${token}`;

export function ownerRoutes() {
  return new Hono<AppEnv>()
    .get("/yachts", async (c) => {
      const owner = requireRole(c, "owner");
      return c.json({ items: await listOwnerYachts(c.var.deps.database.db, owner.id) });
    })
    .post("/yachts", async (c) => {
      const owner = requireRole(c, "owner");
      const input = await readJson(c, createListingSchema);
      return write(c, owner.id, input, 201, (tx) => createOwnerYacht(tx, owner.id, input, c.var.deps.clock()));
    })
    .get("/yachts/:id", async (c) => {
      const owner = requireRole(c, "owner");
      return c.json(await findOwnerYacht(c.var.deps.database.db, owner.id, c.req.param("id")));
    })
    .patch("/yachts/:id", async (c) => {
      const owner = requireRole(c, "owner");
      const input = await readJson(c, updateListingSchema);
      const id = c.req.param("id");
      return write(c, owner.id, { id, input }, 200, (tx) =>
        updateOwnerYacht(tx, owner.id, id, input, c.var.deps.clock()),
      );
    })
    .get("/revenue", async (c) => {
      const owner = requireRole(c, "owner");
      const { from, to } = readQuery(c, revenueQuerySchema);
      return c.json(revenueByMonth(await paidBookingsOf(c.var.deps.database.db, owner.id, from, to)));
    })
    .get("/yachts/:id/blocks", async (c) => {
      const owner = requireRole(c, "owner");
      return c.json({ items: await listBlocks(c.var.deps.database.db, owner.id, c.req.param("id")) });
    })
    .post("/yachts/:id/blocks", async (c) => {
      const owner = requireRole(c, "owner");
      const input = await readJson(c, blockSchema);
      const id = c.req.param("id");
      return write(c, owner.id, { id, input }, 201, (tx) => addBlock(tx, owner.id, id, input));
    })
    .delete("/yachts/:id/blocks/:blockId", async (c) => {
      const owner = requireRole(c, "owner");
      const { id, blockId } = c.req.param();
      const number = /^\d{1,9}$/.test(blockId) ? Number(blockId) : -1;
      return write(c, owner.id, { id, blockId }, 200, (tx) => removeBlock(tx, owner.id, id, number));
    })
    .get("/yachts/:id/calendar", async (c) => {
      const owner = requireRole(c, "owner");
      const id = c.req.param("id");
      const token = await calendarToken(c.var.deps.database.db, owner.id, id, false);
      return c.json({ url: feedUrl(c.var.deps.env.PUBLIC_URL, id, token) });
    })
    .post("/yachts/:id/calendar/renew", async (c) => {
      const owner = requireRole(c, "owner");
      const id = c.req.param("id");
      const token = await calendarToken(c.var.deps.database.db, owner.id, id, true);
      return c.json({ url: feedUrl(c.var.deps.env.PUBLIC_URL, id, token) });
    })
    .post("/yachts/:id/submit", async (c) => {
      const owner = requireRole(c, "owner");
      const id = c.req.param("id");
      return write(c, owner.id, { id }, 200, (tx) => submitOwnerYacht(tx, owner.id, id, c.var.deps.clock()));
    });
}

/** Tells the owner the outcome; a failed e-mail is logged and never undoes the review. */
async function tellOwner(deps: AppDeps, review: Review, kind: "approved" | "rejected", notes: string | null) {
  try {
    const [owner] = await deps.database.db.select().from(users).where(eq(users.id, review.ownerId));
    if (!owner) return;
    await deps.mail.send(
      owner.email,
      isLocale(owner.locale) ? owner.locale : "en",
      listingMail({
        kind,
        name: owner.firstName,
        yacht: review.yacht.listing.name,
        notes,
        link: `${deps.env.PUBLIC_URL}/owner/dashboard`,
      }),
    );
  } catch (error) {
    console.error(`Listing mail (${kind}, ${review.yacht.id}) failed:`, error);
  }
}

/** /api/admin/yachts: the approval queue of the admin's Yachts tab. */
export function ownerAdminRoutes() {
  return new Hono<AppEnv>()
    .use(roleGuard("admin"))
    .get("/pending", async (c) => c.json({ items: await listPendingListings(c.var.deps.database.db) }))
    .post("/:id/approve", async (c) => {
      const id = c.req.param("id");
      const review = await c.var.deps.database.db.transaction((tx) => approveListing(tx, id, c.var.deps.clock()));
      invalidateCatalogue(c.var.deps.database);
      await tellOwner(c.var.deps, review, "approved", null);
      return c.json(review.yacht);
    })
    .post("/:id/reject", async (c) => {
      const { notes } = await readJson(c, rejectSchema);
      const id = c.req.param("id");
      const review = await c.var.deps.database.db.transaction((tx) => rejectListing(tx, id, notes, c.var.deps.clock()));
      await tellOwner(c.var.deps, review, "rejected", notes);
      return c.json(review.yacht);
    });
}
