import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Donation, Membership, PaymentAnswer } from "../../domain/club/types.ts";
import { TEST_CARD_DECLINED, TEST_CARD_PAID } from "../../domain/payments/payment.ts";
import { donations, memberships, outgoingMessages } from "../db/schema/index.ts";
import { json, lastMail, register } from "../test/accounts.ts";
import { bookingTestApp, type MovableClock } from "../test/bookings.ts";
import { inSeason } from "../test/season.ts";
import type { TestApp } from "../test/test-app.ts";

/**
 * The club, plans and donations (issue 22) in process on a fresh database, the clock on 1 May of
 * the coming season: one membership and one charge per key, the server's prices, a declined card
 * that leaves it unpaid, renewals that follow on, cancelling to the end, donations and their receipt.
 */
let t: TestApp;
let clock: MovableClock;

beforeAll(async () => {
  ({ t, clock } = await bookingTestApp());
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie = "", key: string | null = randomUUID()) =>
  t.request(path, json(body, { cookie, "accept-language": "en", ...(key ? { "idempotency-key": key } : {}) }));
const answer = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json() as Promise<T>;
};
const pay = (path: string, cardNumber: string, cookie = "", key = randomUUID()) =>
  post(path, { method: "test_card", cardNumber }, cookie, key);

async function join(cookie: string, tier = "voyagers", period = "month") {
  return answer<Membership>(await post("/api/memberships", { tier, period }, cookie), 201);
}

describe("what is offered", () => {
  it("lists the three memberships with prices in roubles, and plans by audience", async () => {
    const tiers = await (await t.request("/api/club/tiers", { headers: { "accept-language": "ru" } })).json();
    expect(tiers.map((x: { tier: string }) => x.tier)).toEqual(["captains", "voyagers", "fans"]);
    expect(tiers[1].prices.year).toEqual({ amount: 990_000, currency: "RUB" });
    expect(tiers[0].benefits[0]).toMatch(/[А-Яа-яЁё]/);
    const business = await (await t.request("/api/plans?audience=business")).json();
    expect(business.length).toBeGreaterThanOrEqual(3);
    expect(business.every((p: { audience: string }) => p.audience === "business")).toBe(true);
    const bad = await t.request("/api/plans?audience=everyone");
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields)).toEqual(["audience"]);
  });
});

describe("joining and paying", () => {
  it("makes one membership for a key sent twice, at the server's price whatever the body says", async () => {
    const { cookie, user } = await register(t);
    const key = randomUUID();
    const body = { tier: "voyagers", period: "year", price: { amount: 100, currency: "RUB" } };
    const first = await answer<Membership>(await post("/api/memberships", body, cookie, key), 201);
    const again = await answer<Membership>(await post("/api/memberships", body, cookie, key), 201);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      status: "pending_payment",
      tier: "voyagers",
      period: "year",
      price: { amount: 990_000, currency: "RUB" },
    });
    const rows = await t.database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("charges once for a payment sent twice with its key, and refuses a second payment", async () => {
    const { cookie, email } = await register(t);
    const m = await join(cookie);
    const key = randomUUID();
    const paid = await answer<PaymentAnswer<Membership>>(
      await pay(`/api/memberships/${m.id}/payments`, TEST_CARD_PAID, cookie, key),
      200,
    );
    const replay = await answer<PaymentAnswer<Membership>>(
      await pay(`/api/memberships/${m.id}/payments`, TEST_CARD_PAID, cookie, key),
      200,
    );
    expect(replay).toEqual(paid);
    expect(paid.paymentStatus).toBe("paid");
    expect(paid.item).toMatchObject({ status: "active", validFrom: inSeason("05-01"), validUntil: inSeason("05-31") });
    expect(paid.item.number).toMatch(/^BC-\d{6}$/);
    const mails = await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, email));
    expect(mails.filter((row) => row.template === "club_paid")).toHaveLength(1);
    const second = await pay(`/api/memberships/${m.id}/payments`, TEST_CARD_PAID, cookie);
    expect(second.status).toBe(409);
    expect((await second.json()).code).toBe("not_payable");
  });

  it("leaves it unpaid with the reason when the card is declined, and takes another card", async () => {
    const { cookie } = await register(t);
    const m = await join(cookie, "fans");
    const declined = await answer<PaymentAnswer<Membership>>(
      await pay(`/api/memberships/${m.id}/payments`, TEST_CARD_DECLINED, cookie),
      200,
    );
    expect(declined).toMatchObject({ paymentStatus: "failed", failureCode: "card_declined" });
    expect(declined.item).toMatchObject({ status: "pending_payment", lastFailure: "card_declined" });
    expect(declined.item.validUntil).toBeUndefined();
    const paid = await answer<PaymentAnswer<Membership>>(
      await pay(`/api/memberships/${m.id}/payments`, TEST_CARD_PAID, cookie),
      200,
    );
    expect(paid.item.status).toBe("active");
  });

  it("starts a renewal or a change of tier the day after the paid time; the card keeps its number", async () => {
    const { cookie } = await register(t, { roles: ["customer", "captain"] });
    const first = await join(cookie, "voyagers", "month");
    const a = await answer<PaymentAnswer<Membership>>(
      await pay(`/api/memberships/${first.id}/payments`, TEST_CARD_PAID, cookie),
      200,
    );
    const next = await join(cookie, "captains", "year");
    const b = await answer<PaymentAnswer<Membership>>(
      await pay(`/api/memberships/${next.id}/payments`, TEST_CARD_PAID, cookie),
      200,
    );
    expect(b.item).toMatchObject({
      validFrom: inSeason("06-01"),
      validUntil: `${Number(inSeason("05-31").slice(0, 4)) + 1}-05-31`,
    });
    expect(b.item.number).toBe(a.item.number);
  });

  it("keeps a cancelled membership active to the end of the period, then reads it as expired", async () => {
    const { cookie, email } = await register(t);
    const m = await join(cookie);
    await answer(await pay(`/api/memberships/${m.id}/payments`, TEST_CARD_PAID, cookie), 200);
    const cancelled = await answer<Membership>(await post(`/api/memberships/${m.id}/cancel`, {}, cookie), 200);
    expect(cancelled).toMatchObject({ status: "cancelled", validUntil: inSeason("05-31") });
    expect((await lastMail(t, email))?.template).toBe("club_cancelled");
    const before = clock.now;
    clock.set(new Date(`${inSeason("06-01")}T12:00:00+08:00`));
    const mine = await (await t.request("/api/memberships/mine", { headers: { cookie } })).json();
    expect(mine.items[0].status).toBe("expired");
    clock.set(before);
  });

  it("keeps Captains for skippers and shows its members on the captains' page", async () => {
    const sailor = await register(t);
    const refused = await post("/api/memberships", { tier: "captains", period: "month" }, sailor.cookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe("captains_only");
    const captain = await register(t, { roles: ["captain"], firstName: "Nikolai", lastName: "Orlov" });
    const m = await join(captain.cookie, "captains");
    await answer(await pay(`/api/memberships/${m.id}/payments`, TEST_CARD_PAID, captain.cookie), 200);
    const shown = await (await t.request("/api/club/captains")).json();
    expect(shown).toContainEqual({ name: "Nikolai O.", since: inSeason("05-01") });
  });

  it("withdraws an unpaid membership, so another tier can be chosen instead", async () => {
    const { cookie } = await register(t);
    const m = await join(cookie, "voyagers");
    const withdrawn = await answer<Membership>(await post(`/api/memberships/${m.id}/cancel`, {}, cookie), 200);
    expect(withdrawn).toMatchObject({ id: m.id, status: "cancelled" });
    expect(withdrawn.validUntil).toBeUndefined();
    const mine = await (await t.request("/api/memberships/mine", { headers: { cookie } })).json();
    expect(mine.items).toEqual([]);
    expect((await pay(`/api/memberships/${m.id}/payments`, TEST_CARD_PAID, cookie)).status).toBe(404);
    expect((await join(cookie, "fans")).status).toBe("pending_payment");
  });

  it("checks a card for the partners by its number and code only", async () => {
    const { cookie } = await register(t, { roles: ["captain"] });
    const m = await join(cookie, "captains");
    const { item } = await answer<PaymentAnswer<Membership>>(
      await pay(`/api/memberships/${m.id}/payments`, TEST_CARD_PAID, cookie),
      200,
    );
    const ok = await (await t.request(`/api/club/cards/check?card=${item.number}.${item.checkCode}`)).json();
    expect(ok).toEqual({ valid: true, tier: "captains", validUntil: item.validUntil });
    expect((await t.request(`/api/club/cards/check?card=${item.number}.wrongcode`)).status).toBe(404);
  });
});

describe("plans", () => {
  it("subscribes a person to a personal plan and keeps business plans for their roles", async () => {
    const { cookie } = await register(t);
    const s = await answer<Membership>(
      await post("/api/subscriptions", { planId: "sailor", period: "month" }, cookie),
      201,
    );
    expect(s).toMatchObject({ kind: "plan", planId: "sailor", price: { amount: 49_000 } });
    const refused = await post("/api/subscriptions", { planId: "owner-pro", period: "year" }, cookie);
    expect(refused.status).toBe(403);
    const owner = await register(t, { roles: ["owner"] });
    const pro = await answer<Membership>(
      await post("/api/subscriptions", { planId: "owner-pro", period: "year" }, owner.cookie),
      201,
    );
    const paid = await answer<PaymentAnswer<Membership>>(
      await pay(`/api/subscriptions/${pro.id}/payments`, TEST_CARD_PAID, owner.cookie),
      200,
    );
    expect(paid.item.status).toBe("active");
    expect(paid.item.number).toBeUndefined();
  });
});

describe("bad input", () => {
  it("answers 4xx naming the field, and 401 without a session", async () => {
    const { cookie } = await register(t);
    const cases: [string, unknown, string[]][] = [
      ["/api/memberships", { tier: "admirals", period: "month" }, ["tier"]],
      ["/api/memberships", { tier: "fans" }, ["period"]],
      ["/api/subscriptions", { planId: "yacht-club", period: "year" }, ["planId"]],
      ["/api/donations", { amount: { amount: 5, currency: "RUB" }, email: "a@example.com" }, ["amount.amount"]],
      ["/api/donations", { amount: { amount: 50_000, currency: "RUB" }, email: "nope" }, ["email"]],
    ];
    for (const [path, body, fields] of cases) {
      const res = await post(path, body, cookie);
      expect(res.status, path).toBe(400);
      expect(Object.keys((await res.json()).fields)).toEqual(fields);
    }
    const m = await join(cookie);
    const badCard = await post(
      `/api/memberships/${m.id}/payments`,
      { method: "test_card", cardNumber: "1234" },
      cookie,
    );
    expect(Object.keys((await badCard.json()).fields)).toEqual(["cardNumber"]);
    expect((await post("/api/memberships", { tier: "fans", period: "month" })).status).toBe(401);
    expect((await post(`/api/memberships/${randomUUID()}/cancel`, {}, cookie)).status).toBe(404);
  });
});

describe("donations", () => {
  it("takes one from a visitor once per key, charges once, and mails a receipt", async () => {
    const email = `donor.${Date.now()}@example.com`;
    const key = randomUUID();
    const body = { amount: { amount: 300_000, currency: "RUB" }, email, name: "Olga", message: "For the nerpa" };
    const d = await answer<Donation>(await post("/api/donations", body, "", key), 201);
    expect((await answer<Donation>(await post("/api/donations", body, "", key), 201)).id).toBe(d.id);
    const payKey = randomUUID();
    const paid = await answer<PaymentAnswer<Donation>>(
      await pay(`/api/donations/${d.id}/payments`, TEST_CARD_PAID, "", payKey),
      200,
    );
    await answer(await pay(`/api/donations/${d.id}/payments`, TEST_CARD_PAID, "", payKey), 200);
    expect(paid.item.status).toBe("paid");
    const rows = await t.database.db.select().from(donations).where(eq(donations.email, email));
    expect(rows).toHaveLength(1);
    const mail = await lastMail(t, email);
    expect(mail?.template).toBe("club_donation");
    expect(mail?.body).toContain("3,000");
    expect(mail?.body).toContain("4242");
  });
});
