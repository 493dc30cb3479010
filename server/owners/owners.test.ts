import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleListing } from "../../domain/owners/fixtures.test-support.ts";
import { listingFieldEntries, type OwnerYacht, rejectSchema } from "../../domain/owners/listing.ts";
import { ensureFirstAdmin } from "../accounts/first-admin.service.ts";
import { ownerYachts } from "../db/schema/index.ts";
import { lastMail, login, register } from "../test/accounts.ts";
import { type BadCase, brokenFields, notAnObject } from "../test/bad-bodies.ts";
import { bookingTestApp } from "../test/bookings.ts";
import type { TestApp } from "../test/test-app.ts";

const ADMIN = { ADMIN_EMAIL: "captain@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
let t: TestApp;
let admin: string;
let owner: { cookie: string; email: string };
let rival: string;
let customer: string;

beforeAll(async () => {
  ({ t } = await bookingTestApp(ADMIN));
  await ensureFirstAdmin(t.env, t.database);
  admin = await login(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  owner = await register(t, { firstName: "Oleg", roles: ["owner"] });
  rival = (await register(t, { roles: ["owner"] })).cookie;
  customer = (await register(t)).cookie;
});
afterAll(() => t.close());

const send = (method: string, path: string, cookie: string, body?: unknown, lang = "en") =>
  t.request(path, {
    method,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", cookie, "accept-language": lang, "idempotency-key": randomUUID() },
  });

async function create(draft = false): Promise<OwnerYacht> {
  const res = await send("POST", "/api/owner/yachts", owner.cookie, { listing: sampleListing(), draft });
  expect(res.status).toBe(201);
  return (await res.json()) as OwnerYacht;
}

describe("an owner's yachts", () => {
  it("creates a listing waiting for approval, and lists it as the owner's only", async () => {
    const yacht = await create();
    expect(yacht).toMatchObject({ status: "pending", published: false, adminNotes: null });
    expect(yacht.listing.pricePerDayRub).toBe(45_000);
    const mine = (await (await send("GET", "/api/owner/yachts", owner.cookie)).json()) as { items: OwnerYacht[] };
    expect(mine.items.map((y) => y.id)).toContain(yacht.id);
    const theirs = (await (await send("GET", "/api/owner/yachts", rival)).json()) as { items: OwnerYacht[] };
    expect(theirs.items.map((y) => y.id)).not.toContain(yacht.id);
  });

  it("answers 404 to another owner reading or changing it, and 403 to a customer", async () => {
    const yacht = await create();
    expect((await send("GET", `/api/owner/yachts/${yacht.id}`, rival)).status).toBe(404);
    const change = { listing: { ...sampleListing(), pricePerDayRub: 1_000 } };
    expect((await send("PATCH", `/api/owner/yachts/${yacht.id}`, rival, change)).status).toBe(404);
    expect((await send("POST", `/api/owner/yachts/${yacht.id}/submit`, rival)).status).toBe(404);
    expect((await send("GET", "/api/owner/yachts", customer)).status).toBe(403);
    expect((await send("POST", "/api/owner/yachts", customer, { listing: sampleListing() })).status).toBe(403);
    const [row] = await t.database.db.select().from(ownerYachts).where(eq(ownerYachts.id, yacht.id));
    expect(row?.listing.pricePerDayRub).toBe(45_000);
  });

  it("keeps a draft private until it is submitted, and never turns a submitted one back into a draft", async () => {
    const draft = await create(true);
    expect(draft.status).toBe("draft");
    const pending = (await (await send("GET", "/api/admin/yachts/pending", admin)).json()) as {
      items: OwnerYacht[];
    };
    expect(pending.items.map((y) => y.id)).not.toContain(draft.id);
    const submitted = await send("POST", `/api/owner/yachts/${draft.id}/submit`, owner.cookie);
    expect(((await submitted.json()) as OwnerYacht).status).toBe("pending");
    const back = await send("PATCH", `/api/owner/yachts/${draft.id}`, owner.cookie, {
      listing: sampleListing(),
      draft: true,
    });
    expect(back.status).toBe(409);
  });

  it("refuses a harbour or destination the catalogue does not have, naming the field", async () => {
    const res = await send("POST", "/api/owner/yachts", owner.cookie, {
      listing: { ...sampleListing(), homeHarbourId: "atlantis" },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: object }).fields)).toEqual(["listing.homeHarbourId"]);
  });
});

describe("the admin's approval", () => {
  it("approves: the yacht joins the catalogue and the sync, and the owner gets an e-mail", async () => {
    const yacht = await create();
    const queue = (await (await send("GET", "/api/admin/yachts/pending", admin)).json()) as {
      items: (OwnerYacht & { owner: { email: string } })[];
    };
    expect(queue.items.find((y) => y.id === yacht.id)?.owner.email).toBe(owner.email);
    expect((await send("POST", `/api/admin/yachts/${yacht.id}/approve`, owner.cookie)).status).toBe(403);

    const res = await send("POST", `/api/admin/yachts/${yacht.id}/approve`, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "listed", published: true });
    const listed = await t.request(`/api/yachts/${yacht.id}`);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toMatchObject({
      name: { en: "Nerpa" },
      listing: "owner",
      pricePerDay: { amount: 4_500_000, currency: "RUB" },
      captainPerDay: { amount: 800_000, currency: "RUB" },
    });
    const sync = await (await t.request("/api/sync")).text();
    expect(sync).toContain(yacht.id);
    const mail = await lastMail(t, owner.email);
    expect(mail?.template).toBe("owner_listing_approved");
    expect((await send("POST", `/api/admin/yachts/${yacht.id}/approve`, admin)).status).toBe(409);

    // A change waits for approval again; the catalogue keeps the approved price meanwhile.
    const change = { listing: { ...sampleListing(), pricePerDayRub: 60_000 } };
    const changed = (await (
      await send("PATCH", `/api/owner/yachts/${yacht.id}`, owner.cookie, change)
    ).json()) as OwnerYacht;
    expect(changed).toMatchObject({ status: "pending", published: true });
    const still = (await (await t.request(`/api/yachts/${yacht.id}`)).json()) as { pricePerDay: { amount: number } };
    expect(still.pricePerDay.amount).toBe(4_500_000);
  });

  it("rejects with notes the owner reads on the dashboard and in an e-mail", async () => {
    const yacht = await create();
    const empty = await send("POST", `/api/admin/yachts/${yacht.id}/reject`, admin, { notes: " " });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fields: object }).fields).toHaveProperty("notes");
    const res = await send("POST", `/api/admin/yachts/${yacht.id}/reject`, admin, {
      notes: "Add a photo of the deck.",
    });
    expect(res.status).toBe(200);
    const mine = (await (await send("GET", `/api/owner/yachts/${yacht.id}`, owner.cookie)).json()) as OwnerYacht;
    expect(mine).toMatchObject({ status: "rejected", adminNotes: "Add a photo of the deck." });
    const mail = await lastMail(t, owner.email);
    expect(mail?.template).toBe("owner_listing_rejected");
    expect(mail?.body).toContain("Add a photo of the deck.");
    expect((await t.request(`/api/yachts/${yacht.id}`)).status).toBe(404);
    expect((await send("POST", "/api/admin/yachts/nope/reject", admin, { notes: "Nothing here." })).status).toBe(404);
  });
});

describe("bad input to every write route", () => {
  const required = Object.keys(listingFieldEntries).filter((k) => k !== "captainPerDayRub" && k !== "features");
  const badListings = brokenFields(sampleListing(), listingFieldEntries, required).map(
    (bad): BadCase => ({
      body: JSON.stringify({ listing: JSON.parse(bad.body) }),
      broken: bad.broken.map((key) => `listing.${key}`),
      note: bad.note,
    }),
  );
  const badNotes = fc.oneof(
    brokenFields({ notes: "Fine notes." }, { ...rejectSchema.entries }, ["notes"]),
    notAnObject,
  );

  const expectRefusal = async (res: Response, bad: BadCase, lang: string) => {
    const body = (await res.json()) as { fields?: Record<string, string>; message: string };
    const context = `${bad.note} (${lang}) → ${res.status} ${JSON.stringify(body)}`;
    expect([400, 422], context).toContain(res.status);
    const keys = Object.keys(body.fields ?? {});
    expect(
      keys.some((key) => bad.broken.some((field) => key === field || key.startsWith(`${field}.`))),
      context,
    ).toBe(true);
    expect(body.message, context).toMatch(lang === "ru" ? /[А-Яа-яЁё]/ : /^[^а-яё]*$/i);
  };

  it("answers 400 naming the field for POST and PATCH listings and the admin's notes, and saves nothing", async () => {
    const yacht = await create();
    const before = (await t.database.db.select().from(ownerYachts)).length;
    const lang = fc.constantFrom("en", "ru");
    await fc.assert(
      fc.asyncProperty(badListings, lang, fc.boolean(), async (bad, l, patch) => {
        const res = patch
          ? await send("PATCH", `/api/owner/yachts/${yacht.id}`, owner.cookie, bad.body, l)
          : await send("POST", "/api/owner/yachts", owner.cookie, bad.body, l);
        await expectRefusal(res, bad, l);
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(badNotes, lang, async (bad, l) => {
        await expectRefusal(await send("POST", `/api/admin/yachts/${yacht.id}/reject`, admin, bad.body, l), bad, l);
      }),
      { numRuns: 50 },
    );
    expect((await t.database.db.select().from(ownerYachts)).length).toBe(before);
  });
});

describe("GET /api/owner/revenue", () => {
  it("sums the owner's paid bookings by month, and refuses a bad month naming it", async () => {
    const res = await send("GET", "/api/owner/revenue?from=2026-01&to=2026-12", owner.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ total: { amount: 0, currency: "RUB" }, byMonth: [] });
    const bad = await send("GET", "/api/owner/revenue?from=2026-02-31", owner.cookie);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty("from");
    expect((await send("GET", "/api/owner/revenue", customer)).status).toBe(403);
  });
});
