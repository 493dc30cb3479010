import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { declineSchema } from "../../domain/bookings/answers.ts";
import { bookingMessages } from "../../domain/bookings/messages.ts";
import { bookingRequestSchema } from "../../domain/bookings/rules.ts";
import { isTripBookingBody, tripBookingRequestSchema } from "../../domain/bookings/trip.ts";
import { IDEMPOTENCY_HEADER } from "../../domain/http/idempotency.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import { paymentRequestSchema } from "../../domain/payments/payment.ts";
import type { AppEnv } from "../app-env.ts";
import type { Tx } from "../db/client.ts";
import { bookings } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { idempotentWrite } from "../http/idempotency.ts";
import { requireUser } from "../http/session.ts";
import { readJson, readQuery } from "../http/validate.ts";
import { cardFingerprint, cardSource } from "../payments/payments.service.ts";
import { visibleTo } from "./access.guard.ts";
import { payBooking } from "./booking-payments.service.ts";
import { bookingsOf, findBooking, incomingFor, toBooking } from "./booking-records.service.ts";
import { type Notice, queueNotices, sendQueued } from "./bookings.notify.ts";
import { answerRequest, cancelByCustomer, createBooking } from "./bookings.service.ts";
import { partnerDeepLink } from "./partner.adapter.ts";
import { expireIfDue } from "./sweep.job.ts";
import { createTripBooking } from "./trip-bookings.service.ts";

/**
 * /api/bookings (api.md Bookings; the contract of issue 5). Every write runs through
 * idempotentWrite, so a replay with the same Idempotency-Key gets the first answer; the e-mails
 * of a change are queued in its transaction and go out once it has committed.
 */
type Written = { body: unknown; notices: Notice[] };

async function write(
  c: Context<AppEnv>,
  scope: string,
  body: unknown,
  status: 200 | 201,
  run: (tx: Tx) => Promise<Written>,
) {
  let queued: string[] = [];
  const response = await idempotentWrite(c, { scope, body }, async (tx) => {
    const result = await run(tx);
    queued = await queueNotices(tx, c.var.deps, result.notices);
    return { status, body: result.body };
  });
  await sendQueued(c.var.deps, queued);
  return response;
}

/** A body that may be left out entirely (decline without a note), whatever its declared type. */
async function readOptionalJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  if ((await c.req.text()).trim() === "") return v.parse(schema, {});
  return readJson(c, schema);
}

const listQuery = v.object({
  incoming: v.optional(v.picklist(["0", "1"], httpMessages.invalidInput.id)),
});

export function bookingRoutes() {
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const user = requireUser(c);
      // Places on a trip package name `tripId` (decision 073); a yacht's dates name `yachtId`.
      if (isTripBookingBody(await readJson(c, v.unknown()))) {
        const request = await readJson(c, tripBookingRequestSchema);
        return write(c, user.id, request, 201, async (tx) => {
          const { record, notices } = await createTripBooking(tx, c.var.deps, user, request);
          return { body: toBooking(record), notices };
        });
      }
      const request = await readJson(c, bookingRequestSchema);
      return write(c, user.id, request, 201, async (tx) => {
        const { record, notices } = await createBooking(tx, c.var.deps, user, request);
        return { body: toBooking(record), notices };
      });
    })

    .get("/", async (c) => {
      const user = requireUser(c);
      const { incoming } = readQuery(c, listQuery);
      const { db } = c.var.deps.database;
      const records = incoming === "1" ? await incomingFor(db, user) : await bookingsOf(db, user.id);
      return c.json({ items: records.map(toBooking) });
    })

    .get("/:id", async (c) => {
      const user = requireUser(c);
      const record = visibleTo(user, await findBooking(c.var.deps.database.db, c.req.param("id")));
      return c.json(toBooking(record));
    })

    .post("/:id/accept", async (c) => {
      const user = requireUser(c);
      const id = c.req.param("id");
      await expireIfDue(c.var.deps, id);
      return write(c, user.id, {}, 200, async (tx) => {
        const { record, notices } = await answerRequest(tx, c.var.deps, user, id, { accept: true });
        return { body: toBooking(record), notices };
      });
    })

    .post("/:id/decline", async (c) => {
      const user = requireUser(c);
      const answer = await readOptionalJson(c, declineSchema);
      const id = c.req.param("id");
      await expireIfDue(c.var.deps, id);
      return write(c, user.id, answer, 200, async (tx) => {
        const { record, notices } = await answerRequest(tx, c.var.deps, user, id, { accept: false, ...answer });
        return { body: toBooking(record), notices };
      });
    })

    .post("/:id/cancel", async (c) => {
      const user = requireUser(c);
      const id = c.req.param("id");
      return write(c, user.id, {}, 200, async (tx) => {
        const { record, notices } = await cancelByCustomer(tx, c.var.deps, user, id);
        return { body: toBooking(record), notices };
      });
    })

    .post("/:id/payments", async (c) => {
      const user = requireUser(c);
      const request = await readJson(c, paymentRequestSchema);
      const source = cardSource(request, c.var.deps.clock());
      const key = c.req.header(IDEMPOTENCY_HEADER);
      return write(c, user.id, cardFingerprint(request), 200, async (tx) => {
        const paid = await payBooking(tx, c.var.deps, user, c.req.param("id"), source, key);
        const body = { paymentId: paid.paymentId, paymentStatus: paid.paymentStatus, booking: toBooking(paid.record) };
        return { body, notices: paid.notices };
      });
    })

    .get("/:id/handoff", async (c) => {
      const user = requireUser(c);
      const { db } = c.var.deps.database;
      const { row } = visibleTo(user, await findBooking(db, c.req.param("id")));
      if (row.kind !== "handoff") throw new ApiError(409, "not_partner", bookingMessages.notPartner);
      if (row.handoffUrl) return c.json({ url: row.handoffUrl });
      // Made when PARTNER_BOOKING_URL was unset: the link exists once it is set, and is kept.
      const url = partnerDeepLink(c.var.deps.env.PARTNER_BOOKING_URL, { bookingId: row.id, ...row });
      if (url) await db.update(bookings).set({ handoffUrl: url }).where(eq(bookings.id, row.id));
      return c.json({ url });
    });
}
