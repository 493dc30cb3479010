import { Hono } from "hono";
import { IDEMPOTENCY_HEADER } from "../../domain/http/idempotency.ts";
import { paymentMessages } from "../../domain/payments/messages.ts";
import { testChargeSchema } from "../../domain/payments/payment.ts";
import type { AppEnv } from "../app-env.ts";
import { ApiError } from "../http/errors.ts";
import { idempotentWrite } from "../http/idempotency.ts";
import { isUuid } from "../http/ids.ts";
import { requireUser } from "../http/session.ts";
import { readJson } from "../http/validate.ts";
import { cardFingerprint, cardSource, charge, listTestCharges, refundTestCharge } from "./payments.service.ts";

/**
 * /api/payment-test: what the /payment-test page exercises (spec README, decision 8): charges of
 * any amount through the configured provider, with no booking, their refunds, and the caller's list.
 */
export function paymentTestRoutes() {
  return new Hono<AppEnv>()
    .get("/charges", async (c) => {
      const user = requireUser(c);
      return c.json({ items: await listTestCharges(c.var.deps.database.db, user.id) });
    })

    .post("/charges", async (c) => {
      const user = requireUser(c);
      const body = await readJson(c, testChargeSchema);
      const source = cardSource(body, c.var.deps.clock());
      return idempotentWrite(c, { scope: user.id, body: cardFingerprint(body) }, async (tx) => {
        const row = await charge(tx, c.var.deps, {
          customerId: user.id,
          bookingId: null,
          amount: body.amount,
          source,
          reference: "payment-test",
          idempotencyKey: c.req.header(IDEMPOTENCY_HEADER),
        });
        return { status: 200, body: { paymentId: row.id, paymentStatus: row.status } };
      });
    })

    .post("/charges/:id/refund", async (c) => {
      const user = requireUser(c);
      const id = c.req.param("id");
      if (!isUuid(id)) throw new ApiError(404, "charge_not_found", paymentMessages.chargeNotFound);
      return idempotentWrite(c, { scope: user.id, body: {} }, async (tx) => ({
        status: 200,
        body: await refundTestCharge(tx, c.var.deps, user.id, id),
      }));
    });
}
