import { type Context, Hono } from "hono";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { eventIcs } from "../../domain/events/ics.ts";
import { eventQuerySchema, selectEvents } from "../../domain/events/query.ts";
import { commentSchema, eventInputSchema, eventPatchSchema, joinSchema } from "../../domain/events/rules.ts";
import { IDEMPOTENCY_HEADER } from "../../domain/http/idempotency.ts";
import { paymentRequestSchema } from "../../domain/payments/payment.ts";
import { site } from "../../domain/shell/site.ts";
import type { AppEnv } from "../app-env.ts";
import { invalidateCatalogue } from "../catalogue/catalogue.service.ts";
import type { Tx } from "../db/client.ts";
import { localeOf } from "../http/i18n.ts";
import { idempotentWrite } from "../http/idempotency.ts";
import { requireUser } from "../http/session.ts";
import { readJson, readQuery } from "../http/validate.ts";
import { cardFingerprint, cardSource } from "../payments/payments.service.ts";
import { toEventSummary } from "./events.mappers.ts";
import { announceEvents, type EventNotice } from "./events.notify.ts";
import {
  addComment,
  allEvents,
  cancelEvent,
  createEvent,
  entriesOf,
  findEventDetail,
  joinEvent,
  leaveEvent,
  payEntry,
  requireOrganiser,
  updateEvent,
} from "./events.service.ts";

/**
 * /api/events (api.md "Events and regattas"; issue 16). Writes run through idempotentWrite, so a
 * join or a comment replayed from the device's outbox with its Idempotency-Key is applied once and
 * answered as the first time; e-mails go out once the change has committed.
 */
type Written = { body: unknown; notices?: EventNotice[] };

async function write(
  c: Context<AppEnv>,
  scope: string,
  body: unknown,
  status: 200 | 201,
  run: (tx: Tx) => Promise<Written>,
) {
  let notices: EventNotice[] = [];
  const response = await idempotentWrite(c, { scope, body }, async (tx) => {
    const result = await run(tx);
    notices = result.notices ?? [];
    return { status, body: result.body };
  });
  await announceEvents(c.var.deps, notices);
  return response;
}

export function eventRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      // Events ride in the sync, whose version is read from memory (decision record 067): a write
      // that went through makes the next sync read it again at once, not within a second.
      if (c.req.method !== "GET" && c.res.status < 400) invalidateCatalogue(c.var.deps.database);
    })
    .get("/", async (c) => {
      const query = readQuery(c, eventQuerySchema);
      const { db } = c.var.deps.database;
      const user = c.var.user;
      const [rows, mine] = await Promise.all([allEvents(db), user ? entriesOf(db, user.id) : Promise.resolve([])]);
      const status = new Map(mine.map((e) => [e.eventId, e.status]));
      const list = rows.map((row) => toEventSummary(row, user ? (status.get(row.id) ?? null) : undefined));
      return c.json(selectEvents(list, query, lakeToday(c.var.deps.clock())));
    })

    .get("/mine", async (c) => {
      const user = requireUser(c);
      return c.json({ items: await entriesOf(c.var.deps.database.db, user.id) });
    })

    .post("/", async (c) => {
      const user = requireUser(c);
      requireOrganiser(user);
      const input = await readJson(c, eventInputSchema);
      return write(c, user.id, input, 201, async (tx) => ({ body: await createEvent(tx, c.var.deps, user, input) }));
    })

    .get("/:id", async (c) => {
      return c.json(await findEventDetail(c.var.deps.database.db, c.req.param("id"), c.var.user));
    })

    .patch("/:id", async (c) => {
      const user = requireUser(c);
      const patch = await readJson(c, eventPatchSchema);
      return write(c, user.id, patch, 200, async (tx) => {
        const { detail, notices } = await updateEvent(tx, c.var.deps, user, c.req.param("id"), patch);
        return { body: detail, notices };
      });
    })

    .post("/:id/cancel", async (c) => {
      const user = requireUser(c);
      return write(c, user.id, {}, 200, async (tx) => {
        const { detail, notices } = await cancelEvent(tx, user, c.req.param("id"));
        return { body: detail, notices };
      });
    })

    .post("/:id/join", async (c) => {
      const user = requireUser(c);
      const request = await readJson(c, joinSchema);
      return write(c, user.id, request, 201, async (tx) => ({
        body: await joinEvent(tx, c.var.deps, user, c.req.param("id"), request),
      }));
    })

    .delete("/:id/join", async (c) => {
      const user = requireUser(c);
      return write(c, user.id, {}, 200, async (tx) => {
        const { answer, notices } = await leaveEvent(tx, c.var.deps, user, c.req.param("id"));
        return { body: answer, notices };
      });
    })

    .post("/:id/join/payments", async (c) => {
      const user = requireUser(c);
      const request = await readJson(c, paymentRequestSchema);
      const source = cardSource(request, c.var.deps.clock());
      const key = c.req.header(IDEMPOTENCY_HEADER);
      return write(c, user.id, cardFingerprint(request), 200, async (tx) => ({
        body: await payEntry(tx, c.var.deps, user, c.req.param("id"), source, key),
      }));
    })

    .post("/:id/comments", async (c) => {
      const user = requireUser(c);
      const request = await readJson(c, commentSchema);
      return write(c, user.id, request, 201, async (tx) => ({
        body: await addComment(tx, user, c.req.param("id"), request),
      }));
    })

    .get("/:id/calendar.ics", async (c) => {
      const id = c.req.param("id");
      const event = await findEventDetail(c.var.deps.database.db, id, null);
      const { PUBLIC_URL } = c.var.deps.env;
      const locale = localeOf(c);
      const text = eventIcs(event, {
        url: `${PUBLIC_URL}/events/${encodeURIComponent(id)}`,
        host: new URL(PUBLIC_URL).hostname,
        locale,
        now: c.var.deps.clock(),
        brand: locale === "ru" ? site.brandRu : site.brand,
      });
      return c.body(text, 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="event-${id.replace(/[^\w-]/g, "")}.ics"`,
      });
    });
}
