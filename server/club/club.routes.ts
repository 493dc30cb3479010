import { type Context, Hono } from "hono";
import * as v from "valibot";
import { clubMessages } from "../../domain/club/messages.ts";
import { mayJoinTier, mayTakePlan, planOffer, planOffers, tierOffer, tierOffers } from "../../domain/club/offer.ts";
import {
  donationRequestSchema,
  membershipRequestSchema,
  plansQuerySchema,
  subscriptionRequestSchema,
} from "../../domain/club/rules.ts";
import type { MembershipKind } from "../../domain/club/types.ts";
import { IDEMPOTENCY_HEADER } from "../../domain/http/idempotency.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import { paymentRequestSchema } from "../../domain/payments/payment.ts";
import type { AppEnv } from "../app-env.ts";
import type { Tx } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { localeOf, translatorFor } from "../http/i18n.ts";
import { idempotentWrite } from "../http/idempotency.ts";
import { requireUser } from "../http/session.ts";
import { readJson, readQuery } from "../http/validate.ts";
import { cardFingerprint, cardSource } from "../payments/payments.service.ts";
import { createDonation, payDonation } from "./donations.service.ts";
import {
  cancelMembership,
  captainsOnShow,
  checkCard,
  createMembership,
  myMemberships,
  payMembership,
  type Written,
} from "./memberships.service.ts";

/**
 * The club, plans and donations (api.md "Club, plans, donations"; issue 22). Every write runs once
 * per Idempotency-Key (the outbox replays joining, subscribing and donating with the key made when
 * the user acted); the mail a write queued goes out after its commit, never on a replay.
 */
async function write<T>(
  c: Context<AppEnv>,
  scope: string,
  body: unknown,
  status: 200 | 201,
  run: (tx: Tx) => Promise<Written<T>>,
) {
  let queued: string[] = [];
  const response = await idempotentWrite(c, { scope, body }, async (tx) => {
    const result = await run(tx);
    queued = result.mail;
    return { status, body: result.body };
  });
  if (queued.length > 0) {
    await c.var.deps.mail
      .deliverQueued(queued)
      .catch((error) => console.error("Club mail not sent after the commit; the retry run sends it:", error));
  }
  return response;
}

const cardCheckSchema = v.object({
  card: v.pipe(
    v.string(clubMessages.cardNotFound.id),
    v.regex(/^BC-\d{1,9}\.[\w-]{4,16}$/, clubMessages.cardNotFound.id),
  ),
});

/** POST, GET mine, pay and cancel, alike for memberships and plan subscriptions. */
function paidRoutes(app: Hono<AppEnv>, base: string, kind: MembershipKind) {
  return app
    .get(`${base}/mine`, async (c) => {
      const user = requireUser(c);
      return c.json({ items: await myMemberships(c.var.deps.database.db, c.var.deps, user, kind) });
    })
    .post(`${base}/:id/payments`, async (c) => {
      const user = requireUser(c);
      const request = await readJson(c, paymentRequestSchema);
      const source = cardSource(request, c.var.deps.clock());
      const key = c.req.header(IDEMPOTENCY_HEADER);
      return write(c, user.id, cardFingerprint(request), 200, (tx) =>
        payMembership(tx, c.var.deps, user, kind, c.req.param("id"), source, key),
      );
    })
    .post(`${base}/:id/cancel`, async (c) => {
      const user = requireUser(c);
      return write(c, user.id, {}, 200, (tx) => cancelMembership(tx, c.var.deps, user, kind, c.req.param("id")));
    });
}

export function clubRoutes() {
  const app = new Hono<AppEnv>()
    .get("/club/tiers", (c) => {
      const t = translatorFor(localeOf(c));
      return c.json(
        tierOffers.map((o) => ({
          tier: o.tier,
          name: t(o.name),
          prices: o.prices,
          benefits: o.benefits.map((b) => t(b)),
        })),
      );
    })
    .get("/club/cards/check", async (c) => {
      const { card } = readQuery(c, cardCheckSchema);
      const [number, code] = card.split(".") as [string, string];
      return c.json(await checkCard(c.var.deps.database.db, c.var.deps, Number(number.slice(3)), code));
    })
    .get("/club/captains", async (c) => c.json(await captainsOnShow(c.var.deps.database.db, c.var.deps)))
    .get("/plans", (c) => {
      const { audience } = readQuery(c, plansQuerySchema);
      const t = translatorFor(localeOf(c));
      return c.json(
        planOffers
          .filter((p) => !audience || p.audience === audience)
          .map((p) => ({ ...p, name: t(p.name), benefits: p.benefits.map((b) => t(b)) })),
      );
    })
    .post("/memberships", async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, membershipRequestSchema);
      if (!mayJoinTier(input.tier, user.roles)) throw new ApiError(403, "captains_only", clubMessages.captainsOnly);
      const { prices } = tierOffer(input.tier);
      return write(c, user.id, input, 201, async (tx) => ({
        body: await createMembership(tx, c.var.deps, user, {
          kind: "club",
          product: input.tier,
          period: input.period,
          prices,
        }),
        mail: [],
      }));
    })
    .post("/subscriptions", async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, subscriptionRequestSchema);
      const plan = planOffer(input.planId);
      if (!plan) {
        throw new ApiError(400, "invalid_input", httpMessages.invalidInput, {
          fields: { planId: clubMessages.unknownPlan.id },
        });
      }
      if (!mayTakePlan(plan, user.roles)) throw new ApiError(403, "plan_not_for_you", clubMessages.planNotForYou);
      return write(c, user.id, input, 201, async (tx) => ({
        body: await createMembership(tx, c.var.deps, user, {
          kind: "plan",
          product: plan.id,
          period: input.period,
          prices: plan.prices,
        }),
        mail: [],
      }));
    })
    .post("/donations", async (c) => {
      const input = await readJson(c, donationRequestSchema);
      const user = c.var.user ?? null;
      return write(c, user?.id ?? "donations", input, 201, async (tx) => ({
        body: await createDonation(tx, c.var.deps, user, input),
        mail: [],
      }));
    })
    .post("/donations/:id/payments", async (c) => {
      const request = await readJson(c, paymentRequestSchema);
      const source = cardSource(request, c.var.deps.clock());
      const key = c.req.header(IDEMPOTENCY_HEADER);
      const scope = c.var.user?.id ?? "donations";
      return write(c, scope, cardFingerprint(request), 200, (tx) =>
        payDonation(tx, c.var.deps, c.req.param("id"), source, key, localeOf(c)),
      );
    });
  paidRoutes(app, "/memberships", "club");
  paidRoutes(app, "/subscriptions", "plan");
  return app;
}
