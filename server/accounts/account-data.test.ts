import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountExport } from "../../domain/accounts/account-data.ts";
import { erasedEmail } from "../../domain/accounts/account-data.ts";
import { bookings, contactRequests, donations, insuranceRequests, users } from "../db/schema/index.ts";
import { json, login, STRONG_PASSWORD } from "../test/accounts.ts";
import { as, book, bookingScene, get, post } from "../test/bookings.ts";
import type { TestApp } from "../test/test-app.ts";

let scene: Awaited<ReturnType<typeof bookingScene>>;
let t: TestApp;
beforeAll(async () => {
  scene = await bookingScene();
  t = scene.t;
});
afterAll(() => t.close());

const concierge = (email: string) => ({
  name: "Anna Petrova",
  email,
  phone: "",
  message: "A transfer from Irkutsk airport for four, please.",
  topic: "concierge-transfer",
});

describe("GET /api/user/export", () => {
  it("downloads the caller's profile, bookings and requests as a JSON file", async () => {
    const { customer } = scene;
    const booking = await book(t, customer.cookie);
    const sent = await post(t, "/api/contact-requests", customer.cookie, concierge(customer.email), {
      "idempotency-key": randomUUID(),
    });
    expect(sent.status).toBe(201);

    const res = await t.request("/api/user/export", as(customer.cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="baikal-yachts-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = (await res.json()) as AccountExport;
    expect(data.profile).toMatchObject({ id: customer.user.id, email: customer.email, firstName: "Anna" });
    expect(data.bookings.map((b) => b.id)).toEqual([booking.id]);
    expect(data.bookings[0]).toMatchObject({
      contactName: "Anna Petrova",
      specialRequests: "Vegetarian meals, please",
    });
    expect(data.requests).toEqual([expect.objectContaining({ topic: "concierge-transfer", email: customer.email })]);
    expect(JSON.stringify(data)).not.toMatch(/password|argon/i);
  });

  it("is refused to nobody signed in", async () => {
    expect((await t.request("/api/user/export")).status).toBe(401);
  });
});

describe("the club's and insurance's records of a person", () => {
  it("are in the export, and stay after a deletion without the person's name, address or words", async () => {
    const person = await (await import("../test/bookings.ts")).person(t);
    const { db } = t.database;
    const [donation] = await db
      .insert(donations)
      .values({
        userId: person.user.id,
        amountMinor: 50_000,
        currency: "RUB",
        name: "Ivan",
        email: person.email,
        message: "For the nerpa",
      })
      .returning();
    const [insured] = await db
      .insert(insuranceRequests)
      .values({
        userId: person.user.id,
        fullName: "Ivan Sidorov",
        email: person.email,
        phone: "+7 914 000 11 22",
        startDate: "2027-07-10",
        endDate: "2027-07-12",
        location: "Listvyanka",
        passengers: 4,
        coverageMinor: 500_000_000,
        professionalCrew: false,
        captainExperienceYears: 5,
        boatType: "sail_yacht",
        notes: "First time on Baikal",
        locale: "en",
      })
      .returning();
    const exported = (await (await t.request("/api/user/export", as(person.cookie))).json()) as AccountExport;
    expect(exported.donations.map((d) => [d.id, d.message])).toEqual([[donation?.id, "For the nerpa"]]);
    expect(exported.insuranceRequests.map((r) => [r.id, r.fullName, r.location])).toEqual([
      [insured?.id, "Ivan Sidorov", "Listvyanka"],
    ]);
    expect(exported.memberships).toEqual([]);

    const res = await t.request("/api/user/delete", as(person.cookie, json({ password: STRONG_PASSWORD })));
    expect(res.status).toBe(200);
    const gone = erasedEmail(person.user.id);
    const [keptDonation] = await db
      .select()
      .from(donations)
      .where(eq(donations.id, donation?.id ?? ""));
    expect(keptDonation).toMatchObject({ amountMinor: 50_000, name: null, email: gone, message: null });
    const [keptRequest] = await db
      .select()
      .from(insuranceRequests)
      .where(eq(insuranceRequests.id, insured?.id ?? ""));
    expect(keptRequest).toMatchObject({ fullName: "", email: gone, phone: null, notes: null, location: "Listvyanka" });
  });
});

describe("POST /api/user/delete", () => {
  it("refuses a wrong or missing password, naming the field, and deletes nothing", async () => {
    const { customer } = scene;
    const wrong = await post(t, "/api/user/delete", customer.cookie, { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty("password");
    const missing = await post(t, "/api/user/delete", customer.cookie, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty("password");
    expect((await get(t, "/api/user", customer.cookie)).status).toBe(200);
  });

  it("ends every session, keeps the bookings without the person, and the address can register again", async () => {
    const { customer, owner } = scene;
    const otherDevice = await login(t, customer.email);
    const res = await t.request("/api/user/delete", as(customer.cookie, json({ password: STRONG_PASSWORD })));
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join("\n")).toMatch(/session=;/);

    expect((await get(t, "/api/user", customer.cookie)).status).toBe(401);
    expect((await get(t, "/api/user", otherDevice)).status).toBe(401);
    const relogin = await t.request("/api/login", json({ username: customer.email, password: STRONG_PASSWORD }));
    expect(relogin.status).toBe(401);

    const kept = await t.database.db.select().from(bookings).where(eq(bookings.customerId, customer.user.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      contactName: "",
      email: erasedEmail(customer.user.id),
      phone: "",
      specialRequests: null,
      status: "cancelled",
      cancelReason: "cancelled_by_customer",
    });
    // The owner still sees the request in their list, without the customer's name.
    const incoming = await get(t, "/api/bookings?incoming=1", owner.cookie);
    expect(JSON.stringify(incoming.body)).not.toContain("Anna Petrova");
    expect(JSON.stringify(incoming.body)).toContain(kept[0]?.id);

    const [shell] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(shell).toMatchObject({ firstName: "", lastName: "", phone: null, email: erasedEmail(customer.user.id) });
    const requests = await t.database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.topic, "concierge-transfer"));
    expect(requests.every((r) => r.email !== customer.email && r.name === "")).toBe(true);

    const again = await t.request(
      "/api/register",
      json({
        firstName: "Anna",
        lastName: "Petrova",
        email: customer.email,
        phone: "",
        roles: ["customer"],
        password: STRONG_PASSWORD,
        photoUrl: null,
      }),
    );
    expect(again.status).toBe(201);
  });
});
