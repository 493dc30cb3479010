import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insuranceFieldEntries, RECOMMENDED_COVERAGE_RUB } from "../../domain/insurance/request.ts";
import { tariffOf } from "../../domain/insurance/tariffs.ts";
import type { InsuranceRequestView, SelectAnswer } from "../../domain/insurance/types.ts";
import { insuranceRequests } from "../db/schema/index.ts";
import { type BadCase, brokenFields, notAnObject } from "../test/bad-bodies.ts";
import {
  book,
  bookingTestApp,
  get,
  HOUR_MS,
  type MovableClock,
  mailsTo,
  person,
  post,
  withKey,
} from "../test/bookings.ts";
import { inSeason } from "../test/season.ts";
import type { TestApp } from "../test/test-app.ts";

/**
 * /api/insurance (issue 23): a request rated by the five insurers, read back by its author only,
 * one quote chosen and mailed to the insurer and the user; a replay makes nothing twice; bad input
 * is a 4xx naming the field.
 */
let t: TestApp;
let clock: MovableClock;

beforeAll(async () => {
  ({ t, clock } = await bookingTestApp());
});
afterAll(() => t.close());

const requestBody = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Anna Petrova",
  email: "anna.insured@example.com",
  phone: "+7 914 000 00 00",
  startDate: inSeason("07-01"),
  endDate: inSeason("07-07"),
  location: "Olkhon, Maloe More",
  passengers: 6,
  coverage: { amount: RECOMMENDED_COVERAGE_RUB * 100, currency: "RUB" },
  professionalCrew: false,
  captainExperienceYears: 4,
  preferredCompanies: ["sogaz"],
  notes: "Two children aboard",
  ...overrides,
});

async function submit(cookie: string, overrides: Record<string, unknown> = {}, key = randomUUID(), lang = "en") {
  const headers = { ...withKey(key), "accept-language": lang };
  const res = await post(t, "/api/insurance/requests", cookie, requestBody(overrides), headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; status: string };
}

describe("a request and its quotes", () => {
  it("is stored as processing, then quoted by every insurer, the preferred first; a replay stores it once", async () => {
    const anna = await person(t);
    const key = randomUUID();
    const first = await submit(anna.cookie, {}, key);
    expect(first.status).toBe("processing");
    const again = await submit(anna.cookie, {}, key);
    expect(again).toEqual(first);
    expect(
      await t.database.db.select().from(insuranceRequests).where(eq(insuranceRequests.userId, anna.user.id)),
    ).toHaveLength(1);

    const { status, body } = await get(t, `/api/insurance/requests/${first.id}`, anna.cookie);
    expect(status).toBe(200);
    const view = body as InsuranceRequestView;
    expect(view.status).toBe("quoted");
    expect(view.quotes).toHaveLength(5);
    expect(view.quotes[0]?.insurer).toBe("sogaz");
    for (const quote of view.quotes) {
      expect(quote.premium.currency).toBe("RUB");
      expect(quote.premium.amount).toBeGreaterThan(0);
      expect(quote.indicative).toBe(true);
      expect(quote.validUntil > inSeason("05-01")).toBe(true);
    }
    expect(view.history.map((h) => h.step)).toEqual(["submitted", "quoted"]);
    const list = await get(t, "/api/insurance/requests", anna.cookie);
    expect((list.body as { items: InsuranceRequestView[] }).items.map((r) => r.id)).toEqual([first.id]);
  });

  it("no insurer covers 45 passengers for 80 days: no quotes, each insurer's reason kept", async () => {
    const bob = await person(t);
    const { id } = await submit(bob.cookie, { passengers: 45, endDate: inSeason("09-18") });
    const view = (await get(t, `/api/insurance/requests/${id}`, bob.cookie)).body as InsuranceRequestView;
    expect(view.status).toBe("no_quotes");
    expect(view.quotes).toEqual([]);
    expect(view.declined).toHaveLength(5);
    const select = await post(t, `/api/insurance/requests/${id}/select`, bob.cookie, { quoteId: "sogaz" }, withKey());
    expect(select.status).toBe(409);
  });

  it("another user's request, or one that does not exist, is 404 for reading and choosing", async () => {
    const owner = await person(t);
    const stranger = await person(t);
    const { id } = await submit(owner.cookie);
    expect((await get(t, `/api/insurance/requests/${id}`, stranger.cookie)).status).toBe(404);
    expect((await get(t, `/api/insurance/requests/${randomUUID()}`, owner.cookie)).status).toBe(404);
    expect((await get(t, "/api/insurance/requests/not-a-uuid", owner.cookie)).status).toBe(404);
    const choose = await post(
      t,
      `/api/insurance/requests/${id}/select`,
      stranger.cookie,
      { quoteId: "sogaz" },
      withKey(),
    );
    expect(choose.status).toBe(404);
    expect((await get(t, "/api/insurance/requests", stranger.cookie)).body).toEqual({ items: [] });
    expect((await get(t, `/api/insurance/requests/${id}`)).status).toBe(401);
  });
});

describe("choosing a quote", () => {
  it("mails the insurer and the user once, says the insurer calls within 24 hours, and lists each step", async () => {
    const vera = await person(t, ["customer"], "ru");
    const email = `vera.${randomUUID().slice(0, 8)}@example.com`;
    const { id } = await submit(vera.cookie, { email }, randomUUID(), "ru");
    await get(t, `/api/insurance/requests/${id}`, vera.cookie);
    const key = randomUUID();
    const chosen = await post(
      t,
      `/api/insurance/requests/${id}/select`,
      vera.cookie,
      { quoteId: "ingosstrakh" },
      withKey(key),
    );
    expect(chosen.status).toBe(200);
    const answer = chosen.body as SelectAnswer;
    expect(answer.status).toBe("selected");
    expect(Date.parse(answer.contactBy) - clock().getTime()).toBe(24 * HOUR_MS);
    const replay = await post(
      t,
      `/api/insurance/requests/${id}/select`,
      vera.cookie,
      { quoteId: "ingosstrakh" },
      withKey(key),
    );
    expect(replay.body).toEqual(answer);

    const insurerMail = await mailsTo(t, tariffOf("ingosstrakh").email);
    expect(insurerMail.map((m) => m.template)).toEqual(["insurance_insurer"]);
    expect(insurerMail[0]?.body).toContain("Anna Petrova");
    expect(insurerMail[0]?.body).toMatch(/24 час/);
    const userMail = await mailsTo(t, email);
    expect(userMail.map((m) => m.template)).toEqual(["insurance_user"]);
    expect(userMail[0]?.subject).toMatch(/Ингосстрах/);

    const view = (await get(t, `/api/insurance/requests/${id}`, vera.cookie)).body as InsuranceRequestView;
    expect(view).toMatchObject({ status: "selected", selectedQuoteId: "ingosstrakh", contactBy: answer.contactBy });
    expect(view.history.map((h) => h.step)).toEqual(["submitted", "quoted", "selected", "insurer_notified"]);
    const second = await post(t, `/api/insurance/requests/${id}/select`, vera.cookie, { quoteId: "sogaz" }, withKey());
    expect(second.status).toBe(409);
  });

  it("takes a booking of the caller's, and refuses someone else's naming bookingId", async () => {
    const customer = await person(t);
    const other = await person(t);
    const booking = await book(t, customer.cookie);
    await submit(customer.cookie, { bookingId: booking.id });
    const res = await post(
      t,
      "/api/insurance/requests",
      other.cookie,
      requestBody({ bookingId: booking.id }),
      withKey(),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(["bookingId"]);
  });
});

describe("bad input", () => {
  const required = [
    "fullName",
    "email",
    "startDate",
    "endDate",
    "location",
    "passengers",
    "coverage",
    "professionalCrew",
    "captainExperienceYears",
  ];
  const bad: fc.Arbitrary<BadCase> = fc.oneof(
    { weight: 6, arbitrary: brokenFields(requestBody(), insuranceFieldEntries, required) },
    { weight: 1, arbitrary: notAnObject },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BadCase>(
        {
          body: JSON.stringify(requestBody({ endDate: inSeason("06-01") })),
          broken: ["endDate"],
          note: "end before start",
        },
        {
          body: JSON.stringify(requestBody({ startDate: "2020-07-01", endDate: "2020-07-02" })),
          broken: ["startDate"],
          note: "past",
        },
      ),
    },
  );

  it("300 bad bodies, each 400 naming a field it broke, in the caller's language; nothing stored", async () => {
    const someone = await person(t);
    await fc.assert(
      fc.asyncProperty(bad, fc.constantFrom("en", "ru"), async (wrong, lang) => {
        const res = await t.request("/api/insurance/requests", {
          method: "POST",
          body: wrong.body,
          headers: {
            "content-type": "application/json",
            cookie: someone.cookie,
            "accept-language": lang,
            ...withKey(),
          },
        });
        const body = (await res.json()) as { message: string; fields?: Record<string, string> };
        const context = `${wrong.note} → ${res.status} ${JSON.stringify(body)}`;
        expect([400, 422], context).toContain(res.status);
        const named = Object.keys(body.fields ?? {}).some((key) =>
          wrong.broken.some((f) => key === f || key.startsWith(`${f}.`)),
        );
        expect(named, context).toBe(true);
        if (lang === "ru") expect(body.message, context).toMatch(/[А-Яа-яЁё]/);
      }),
      { numRuns: 300 },
    );
    expect(
      await t.database.db.select().from(insuranceRequests).where(eq(insuranceRequests.userId, someone.user.id)),
    ).toHaveLength(0);
  });

  it("a choice without a quote id names quoteId", async () => {
    const someone = await person(t);
    const { id } = await submit(someone.cookie);
    const res = await post(t, `/api/insurance/requests/${id}/select`, someone.cookie, { quote: "x" }, withKey());
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toContain("quoteId");
  });
});
