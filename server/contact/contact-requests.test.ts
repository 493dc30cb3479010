import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "../accounts/first-admin.service.ts";
import { adminNotifications, serviceCategories, tripPackages } from "../db/schema/index.ts";
import { seedHome } from "../seed/home.ts";
import { seedCatalogue } from "../seed/seed.ts";
import { json, login, register, uniqueEmail } from "../test/accounts.ts";
import { inSeason } from "../test/season.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const ADMIN = { ADMIN_EMAIL: "captain@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
const TRIP = "olkhon-weekend";
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(ADMIN);
  await seedHome(t.database.db);
  await seedCatalogue(t.database.db, inSeason("05-01"));
  await ensureFirstAdmin(t.env, t.database);
  admin = await login(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
});
afterAll(() => t.close());

const as = (cookie: string, init: RequestInit = {}) => ({ ...init, headers: { ...init.headers, cookie } });
const send = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request("/api/contact-requests", json(body, headers));
const patch = (id: string, body: unknown, cookie = admin) =>
  t.request(
    `/api/admin/contact-requests/${id}`,
    as(cookie, { method: "PATCH", body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  );
type Listed = {
  id: string;
  status: string;
  email: string;
  service: { id: string; title: string | null } | null;
  trip: { id: string; title: string | null; startDate: string | null; endDate: string | null } | null;
  guests: number | null;
};
const list = async (query = "", lang = "en") => {
  const res = await t.request(
    `/api/admin/contact-requests${query}`,
    as(admin, { headers: { "accept-language": lang } }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { items: Listed[]; total: number; page: number; pageSize: number };
};
async function newRequest(body: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  const email = uniqueEmail("request");
  const res = await send({ name: "Anna Sokolova", email, message: "Do you sail to Olkhon in July?", ...body });
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, email };
}

describe("GET /api/admin/contact-requests", () => {
  it("answers 401 to a visitor and 403 to a customer, for the list and for a status change", async () => {
    const { cookie } = await register(t);
    const { id } = await newRequest();
    expect((await t.request("/api/admin/contact-requests")).status).toBe(401);
    const forbidden = await t.request("/api/admin/contact-requests", as(cookie));
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).code).toBe("forbidden");
    const anonymous = await t.request(`/api/admin/contact-requests/${id}`, {
      method: "PATCH",
      body: JSON.stringify({ status: "closed" }),
      headers: { "content-type": "application/json" },
    });
    expect(anonymous.status).toBe(401);
    expect((await patch(id, { status: "closed" }, cookie)).status).toBe(403);
    expect((await list()).items.find((r) => r.id === id)?.status).toBe("new");
  });

  it("lists requests newest first with the service and the trip resolved in the reader's language", async () => {
    const [service] = await t.database.db.select().from(serviceCategories).where(eq(serviceCategories.id, "catering"));
    const [trip] = await t.database.db.select().from(tripPackages).where(eq(tripPackages.id, TRIP));
    if (!service || !trip) throw new Error("seed is missing catering or the Olkhon trip");
    const general = await newRequest();
    const catering = await newRequest({ service: "catering", intent: "booking", phone: "+7 900 123-45-67" });
    const olkhon = await newRequest({ trip: TRIP, guests: 3 });

    const en = await list();
    expect(en.pageSize).toBe(50);
    expect(en.items.slice(0, 3).map((r) => r.id)).toEqual([olkhon.id, catering.id, general.id]);
    const [tripRow, serviceRow, generalRow] = en.items;
    expect(tripRow).toMatchObject({
      email: olkhon.email,
      status: "new",
      service: null,
      trip: { id: TRIP, title: trip.title.en, startDate: trip.startDate, endDate: trip.endDate },
      guests: 3,
    });
    expect(serviceRow).toMatchObject({
      intent: "booking",
      phone: "+7 900 123-45-67",
      service: { id: "catering", title: service.title.en },
      trip: null,
      guests: null,
    });
    expect(generalRow).toMatchObject({ service: null, trip: null, message: "Do you sail to Olkhon in July?" });
    expect(Object.keys(generalRow ?? {}).sort()).toEqual(
      [
        "createdAt",
        "email",
        "guests",
        "id",
        "intent",
        "locale",
        "message",
        "name",
        "phone",
        "service",
        "status",
        "trip",
      ].sort(),
    );

    const ru = await list("", "ru");
    expect(ru.items[0]?.trip?.title).toBe(trip.title.ru);
    expect(ru.items[1]?.service?.title).toBe(service.title.ru);
  });

  it("filters by status, and refuses a status it does not know", async () => {
    const { id } = await newRequest();
    expect((await patch(id, { status: "answered" })).status).toBe(200);
    const answered = await list("?status=answered");
    expect(answered.items.map((r) => r.id)).toContain(id);
    expect(answered.items.every((r) => r.status === "answered")).toBe(true);
    expect(answered.total).toBe(answered.items.length);
    const fresh = await list("?status=new");
    expect(fresh.items.map((r) => r.id)).not.toContain(id);
    expect(fresh.items.every((r) => r.status === "new")).toBe(true);
    expect((await list()).total).toBe(answered.total + fresh.total + (await list("?status=closed")).total);

    const bad = await t.request("/api/admin/contact-requests?status=lost", as(admin));
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields)).toEqual(["status"]);
  });
});

describe("PATCH /api/admin/contact-requests/{id}", () => {
  it("changes the status, names the status field for a bad value, and answers 404 for an unknown id", async () => {
    const { id } = await newRequest();
    const res = await patch(id, { status: "closed" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, status: "closed" });
    expect((await list("?status=closed")).items.map((r) => r.id)).toContain(id);

    for (const body of [{ status: "archived" }, { status: 3 }]) {
      const bad = await patch(id, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect((await bad.json()).fields).toEqual({ status: "Choose New, Answered or Closed" });
    }
    const missing = await patch(id, {});
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()).fields)).toEqual(["status"]);
    expect((await list("?status=closed")).items.map((r) => r.id)).toContain(id);

    expect((await patch("00000000-0000-4000-8000-000000000000", { status: "answered" })).status).toBe(404);
    expect((await patch("not-a-uuid", { status: "answered" })).status).toBe(404);
  });
});

describe("a contact request's admin notification", () => {
  const notesFor = async (email: string, lang: string) => {
    const res = await t.request("/api/admin/notifications", as(admin, { headers: { "accept-language": lang } }));
    const all = (await res.json()) as { type: string; title: string; message: string; metadata: { email?: string } }[];
    return all.filter((n) => n.metadata.email === email);
  };

  it("is made once for a new request, naming the person and the trip, and not again for a replay", async () => {
    const email = uniqueEmail("notify");
    const key = crypto.randomUUID();
    const body = { name: "Pavel Orlov", email, message: "Two of us for the Olkhon weekend.", trip: TRIP, guests: 2 };
    expect((await send(body, { "idempotency-key": key })).status).toBe(201);
    expect((await send(body, { "idempotency-key": key })).status).toBe(201);
    const rows = await t.database.db.select().from(adminNotifications);
    expect(rows.filter((row) => (row.metadata as { email?: string }).email === email)).toHaveLength(1);

    const [trip] = await t.database.db.select().from(tripPackages).where(eq(tripPackages.id, TRIP));
    const [en] = await notesFor(email, "en");
    expect(en).toMatchObject({ type: "contact_request", title: "New contact request" });
    expect(en?.message).toContain("Pavel Orlov");
    expect(en?.message).toContain(email);
    expect(en?.message).toContain(trip?.title.en);
    const [ru] = await notesFor(email, "ru");
    expect(ru?.title).toBe("Новая заявка с сайта");
    expect(ru?.message).toContain(trip?.title.ru);
  });

  it("names the service of a consultation, and says so for a general question", async () => {
    const service = await newRequest({ service: "catering" });
    const [catering] = await t.database.db.select().from(serviceCategories).where(eq(serviceCategories.id, "catering"));
    expect((await notesFor(service.email, "en"))[0]?.message).toContain(`asks about ${catering?.title.en}`);
    const general = await newRequest();
    expect((await notesFor(general.email, "en"))[0]?.message).toContain("has a general question");
    expect((await notesFor(general.email, "ru"))[0]?.message).toContain("общий вопрос");
  });
});
