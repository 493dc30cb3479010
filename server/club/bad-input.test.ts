import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donationRequestSchema, membershipRequestSchema, subscriptionRequestSchema } from "../../domain/club/rules.ts";
import { paymentRequestSchema, TEST_CARD_PAID } from "../../domain/payments/payment.ts";
import { donations, memberships } from "../db/schema/index.ts";
import { json, register } from "../test/accounts.ts";
import { type BadCase, brokenFields, notAnObject } from "../test/bad-bodies.ts";
import { bookingTestApp } from "../test/bookings.ts";
import type { TestApp } from "../test/test-app.ts";

/**
 * Every club write route given bad input (issue 22): generated bodies, each answered 400 naming a
 * field it broke, in the caller's language; never a 500, nothing made and nothing charged.
 */
let t: TestApp;
let sailor: string;
let unpaidId: string;

beforeAll(async () => {
  ({ t } = await bookingTestApp());
  sailor = (await register(t)).cookie;
  const made = await t.request(
    "/api/memberships",
    json({ tier: "fans", period: "month" }, { cookie: sailor, "idempotency-key": randomUUID() }),
  );
  unpaidId = ((await made.json()) as { id: string }).id;
});
afterAll(() => t.close());

const RUNS = { membership: 150, subscription: 150, donation: 300, payment: 150 };
const language = fc.constantFrom("en", "ru");

async function send(path: string, bad: BadCase, lang: string) {
  const res = await t.request(path, {
    method: "POST",
    body: bad.body,
    headers: {
      "content-type": "application/json",
      cookie: sailor,
      "accept-language": lang,
      "idempotency-key": randomUUID(),
    },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function expectRefusal(answer: { status: number; body: Record<string, unknown> }, bad: BadCase, lang: string) {
  const context = `${bad.note} (${lang}) → ${answer.status} ${JSON.stringify(answer.body)}`;
  expect(answer.status, context).toBe(400);
  const fields = (answer.body.fields ?? {}) as Record<string, string>;
  const named = Object.keys(fields).some((key) =>
    bad.broken.some((field) => key === field || key.startsWith(`${field}.`)),
  );
  expect(named, context).toBe(true);
  for (const message of [answer.body.message, ...Object.values(fields)]) {
    expect(message, context).toMatch(lang === "ru" ? /[А-Яа-яЁё]/ : /^[^а-яё]*$/i);
    expect(message, context).not.toMatch(/^(club|validation|error|payment)\.[a-z_]+$/);
  }
}

const property = <T>(arbitrary: fc.Arbitrary<T>, runs: number, check: (value: T) => Promise<void>) =>
  fc.assert(fc.asyncProperty(arbitrary, check), { numRuns: runs });

const bodies = (base: Record<string, unknown>, entries: Parameters<typeof brokenFields>[1], required: string[]) =>
  fc.oneof({ weight: 4, arbitrary: brokenFields(base, entries, required) }, { weight: 1, arbitrary: notAnObject });

describe("bad input to every club write route", () => {
  it(`POST /api/memberships: ${RUNS.membership} bad bodies, none made`, async () => {
    const before = (await t.database.db.select().from(memberships)).length;
    const bad = bodies({ tier: "voyagers", period: "year" }, membershipRequestSchema.entries, ["tier", "period"]);
    await property(fc.tuple(bad, language), RUNS.membership, async ([body, lang]) => {
      expectRefusal(await send("/api/memberships", body, lang), body, lang);
    });
    expect(await t.database.db.select().from(memberships)).toHaveLength(before);
  });

  it(`POST /api/subscriptions: ${RUNS.subscription} bad bodies, unknown plans included`, async () => {
    const before = (await t.database.db.select().from(memberships)).length;
    const unknownPlan = fc.stringMatching(/^[a-z]{3,12}$/).map((id) => ({
      body: JSON.stringify({ planId: `no-${id}`, period: "month" }),
      broken: ["planId"],
      note: `plan no-${id}`,
    }));
    const bad = fc.oneof(
      bodies({ planId: "sailor", period: "year" }, subscriptionRequestSchema.entries, ["planId", "period"]),
      unknownPlan,
    );
    await property(fc.tuple(bad, language), RUNS.subscription, async ([body, lang]) => {
      expectRefusal(await send("/api/subscriptions", body, lang), body, lang);
    });
    expect(await t.database.db.select().from(memberships)).toHaveLength(before);
  });

  it(`POST /api/donations: ${RUNS.donation} bad bodies, none made`, async () => {
    const good = {
      amount: { amount: 100_000, currency: "RUB" },
      email: "donor@example.com",
      name: "Olga",
      message: "",
    };
    const bad = bodies(good, donationRequestSchema.entries, ["amount", "email"]);
    await property(fc.tuple(bad, language), RUNS.donation, async ([body, lang]) => {
      expectRefusal(await send("/api/donations", body, lang), body, lang);
    });
    expect(await t.database.db.select().from(donations)).toHaveLength(0);
  });

  it(`POST /api/memberships/{id}/payments: ${RUNS.payment} bad cards, nothing charged`, async () => {
    const bad = bodies({ method: "test_card", cardNumber: TEST_CARD_PAID }, paymentRequestSchema.entries, [
      "method",
      "cardNumber",
    ]);
    await property(fc.tuple(bad, language), RUNS.payment, async ([body, lang]) => {
      expectRefusal(await send(`/api/memberships/${unpaidId}/payments`, body, lang), body, lang);
    });
    const rows = await t.database.db.select().from(memberships);
    expect(rows.find((row) => row.id === unpaidId)?.status).toBe("pending_payment");
  });
});
