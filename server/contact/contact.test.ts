import { eq, like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactRequests, outgoingMessages } from "../db/schema/index.ts";
import { seedHome } from "../seed/home.ts";
import { seedCatalogue } from "../seed/seed.ts";
import { json, lastMail, uniqueEmail } from "../test/accounts.ts";
import { inSeason } from "../test/season.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: "team@baikal.test", ADMIN_PASSWORD: "Baikal1!admin" });
  await seedHome(t.database.db);
  await seedCatalogue(t.database.db, inSeason("05-01"));
});
afterAll(() => t.close());

const request = (body: unknown, headers: Record<string, string> = {}) =>
  t.request("/api/contact-requests", json(body, headers));
const valid = (email: string) => ({
  name: "Anna Sokolova",
  email,
  phone: "+7 900 123-45-67",
  message: "We are six friends and would like lunch on board on 12 July.",
  service: "catering",
});

describe("POST /api/contact-requests", () => {
  it("stores the request, confirms it to the visitor and copies the team, in the visitor's language", async () => {
    const email = uniqueEmail("contact");
    const res = await request(valid(email), { "accept-language": "ru" });
    expect(res.status).toBe(201);
    const receipt = (await res.json()) as { id: string; service: string };
    expect(receipt.service).toBe("catering");
    const [row] = await t.database.db.select().from(contactRequests).where(eq(contactRequests.id, receipt.id));
    expect(row).toMatchObject({ email, service: "catering", locale: "ru", phone: "+7 900 123-45-67", status: "new" });
    const mail = await lastMail(t, email);
    expect(mail).toMatchObject({ template: "contact_received", status: "stored", locale: "ru" });
    expect(mail?.subject).toContain("Питание на борту");
    const team = await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, "team@baikal.test"));
    expect(team.at(-1)?.body).toContain(email);
  });

  it("applies a replay of the same Idempotency-Key once", async () => {
    const email = uniqueEmail("replay");
    const key = crypto.randomUUID();
    const first = await request(valid(email), { "idempotency-key": key });
    const again = await request(valid(email), { "idempotency-key": key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    const rows = await t.database.db.select().from(contactRequests).where(eq(contactRequests.email, email));
    expect(rows).toHaveLength(1);
    const mails = await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, email));
    expect(mails).toHaveLength(1);
  });

  it("queues its e-mails with the request, so a crash after the commit leaves them to the retry run, once", async () => {
    const email = uniqueEmail("crash");
    // The process dies after the commit: nothing it would send then goes out.
    const died = async (): Promise<never> => {
      throw new Error("the process died after the commit");
    };
    const spies = [
      vi.spyOn(t.deps.mail, "send").mockImplementation(died),
      vi.spyOn(t.deps.mail, "deliverQueued").mockImplementation(died),
      vi.spyOn(console, "error").mockImplementation(() => {}),
    ];
    try {
      expect((await request(valid(email))).status).toBe(201);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const mine = () =>
      t.database.db
        .select()
        .from(outgoingMessages)
        .where(or(eq(outgoingMessages.to, email), like(outgoingMessages.body, `%${email}%`)));
    expect((await mine()).map((row) => row.status)).toEqual(["queued", "queued"]);
    const retried = await t.deps.mail.retryDue();
    expect(retried.delivered).toHaveLength(2);
    expect((await mine()).map((row) => `${row.template} ${row.status} ${row.attempts}`).sort()).toEqual([
      "contact_received stored 1",
      "contact_team stored 1",
    ]);
    expect((await t.deps.mail.retryDue()).delivered).toEqual([]);
  });

  it("names each bad field and stores nothing", async () => {
    const email = uniqueEmail("bad");
    const res = await request({
      name: "A",
      email: "not-an-email",
      message: "hi",
      phone: "call me",
      service: "catering",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(["email", "message", "name", "phone"]);
    expect(body.fields.email).toBe("Please enter a valid email address");
    const unknown = await request({ ...valid(email), service: "helicopter" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fields: Record<string, string> }).fields).toEqual({
      service: "Choose one of our services",
    });
    expect(await t.database.db.select().from(contactRequests).where(eq(contactRequests.email, email))).toHaveLength(0);
  });

  it("takes a general question without a service or a phone", async () => {
    const res = await request({ name: "Li Wei", email: uniqueEmail("general"), message: "Do you sail in October?" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { service: string }).service).toBe("");
  });
});

describe("a trip request (POST /api/contact-requests with a trip)", () => {
  // A seeded trip package for up to 8 guests on the yacht Nerpa.
  const TRIP = "olkhon-weekend";
  const tripRequest = (email: string, overrides: Record<string, unknown> = {}) => ({
    name: "Anna Sokolova",
    email,
    message: "We would like the Olkhon weekend for the two of us.",
    trip: TRIP,
    guests: 2,
    ...overrides,
  });

  it("stores the trip and the guests, and the mails name the trip, its dates and the guests", async () => {
    const email = uniqueEmail("trip");
    const res = await request(tripRequest(email), { "accept-language": "ru" });
    expect(res.status).toBe(201);
    const receipt = (await res.json()) as { id: string; trip: string; service: string };
    expect(receipt).toMatchObject({ trip: TRIP, service: "" });
    const [row] = await t.database.db.select().from(contactRequests).where(eq(contactRequests.id, receipt.id));
    expect(row).toMatchObject({ email, tripId: TRIP, guests: 2, service: null, locale: "ru" });
    const mail = await lastMail(t, email);
    expect(mail?.subject).toContain("Выходные на Ольхоне");
    expect(mail?.body).toContain("Гостей: 2");
    expect(mail?.body).toMatch(/\d{4}/);
    const team = await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, "team@baikal.test"));
    expect(team.at(-1)?.subject).toContain("Выходные на Ольхоне");
    expect(team.at(-1)?.body).toContain(email);
  });

  it("refuses a trip that is not offered, naming the trip field, and stores nothing", async () => {
    const email = uniqueEmail("no-trip");
    const res = await request(tripRequest(email, { trip: "trip-to-the-moon" }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe("invalid_input");
    expect(body.fields).toEqual({ trip: "This trip is no longer offered" });
    const malformed = await request(tripRequest(email, { trip: "../etc/passwd" }));
    expect(((await malformed.json()) as { fields: Record<string, string> }).fields).toEqual({
      trip: "This trip is no longer offered",
    });
    expect(await t.database.db.select().from(contactRequests).where(eq(contactRequests.email, email))).toHaveLength(0);
  });

  it("refuses more guests than the trip takes, naming its capacity in the visitor's language", async () => {
    const email = uniqueEmail("crowd");
    const ru = await request(tripRequest(email, { guests: 9 }), { cookie: "preferred_language=ru" });
    expect(ru.status).toBe(400);
    expect(((await ru.json()) as { fields: Record<string, string> }).fields).toEqual({
      guests: "Этот тур рассчитан максимум на 8 гостей",
    });
    const en = await request(tripRequest(email, { guests: 9 }));
    expect(((await en.json()) as { fields: Record<string, string> }).fields).toEqual({
      guests: "This trip takes at most 8 guests",
    });
    const bad = await request(tripRequest(email, { guests: 1.5 }));
    expect(Object.keys(((await bad.json()) as { fields: Record<string, string> }).fields)).toEqual(["guests"]);
    expect(await t.database.db.select().from(contactRequests).where(eq(contactRequests.email, email))).toHaveLength(0);
  });

  it("stores a replay of the same Idempotency-Key once", async () => {
    const email = uniqueEmail("trip-replay");
    const key = crypto.randomUUID();
    const first = await request(tripRequest(email), { "idempotency-key": key });
    const again = await request(tripRequest(email), { "idempotency-key": key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    const rows = await t.database.db.select().from(contactRequests).where(eq(contactRequests.email, email));
    expect(rows.map((row) => [row.tripId, row.guests])).toEqual([[TRIP, 2]]);
    expect(await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, email))).toHaveLength(1);
  });
});
