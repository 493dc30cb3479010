import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockSchema } from "../../domain/owners/blocks.ts";
import { sampleListing } from "../../domain/owners/fixtures.test-support.ts";
import type { OwnerYacht } from "../../domain/owners/listing.ts";
import { ensureFirstAdmin } from "../accounts/first-admin.service.ts";
import { yachtBlocks } from "../db/schema/index.ts";
import { login, register } from "../test/accounts.ts";
import { type BadCase, brokenFields, notAnObject } from "../test/bad-bodies.ts";
import { bookingBody, bookingTestApp } from "../test/bookings.ts";
import { inSeason } from "../test/season.ts";
import type { TestApp } from "../test/test-app.ts";

const ADMIN = { ADMIN_EMAIL: "captain@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
let t: TestApp;
let owner: string;
let rival: string;
let customer: string;
let yachtId: string;

const send = (method: string, path: string, cookie: string, body?: unknown, lang = "en") =>
  t.request(path, {
    method,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", cookie, "accept-language": lang, "idempotency-key": randomUUID() },
  });

beforeAll(async () => {
  ({ t } = await bookingTestApp(ADMIN));
  await ensureFirstAdmin(t.env, t.database);
  const admin = await login(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  owner = (await register(t, { roles: ["owner"] })).cookie;
  rival = (await register(t, { roles: ["owner"] })).cookie;
  customer = (await register(t)).cookie;
  const created = (await (
    await send("POST", "/api/owner/yachts", owner, { listing: sampleListing() })
  ).json()) as OwnerYacht;
  yachtId = created.id;
  expect((await send("POST", `/api/admin/yachts/${yachtId}/approve`, admin)).status).toBe(200);
});
afterAll(() => t.close());

const blocks = `/api/owner/yachts/`;

describe("an owner's blocks of days", () => {
  it("blocks days the customers' calendar then shows busy, and frees them", async () => {
    const res = await send("POST", `${blocks}${yachtId}/blocks`, owner, {
      startDate: inSeason("07-10"),
      endDate: inSeason("07-12"),
      note: "Own use",
    });
    expect(res.status).toBe(201);
    const block = (await res.json()) as { id: number };
    const list = (await (await send("GET", `${blocks}${yachtId}/blocks`, owner)).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(1);
    const booking = await send(
      "POST",
      "/api/bookings",
      customer,
      bookingBody({ yachtId, startDate: inSeason("07-11"), endDate: inSeason("07-13") }),
    );
    expect(booking.status).toBe(409);
    expect((await send("DELETE", `${blocks}${yachtId}/blocks/${block.id}`, owner)).status).toBe(200);
    expect((await send("DELETE", `${blocks}${yachtId}/blocks/${block.id}`, owner)).status).toBe(404);
  });

  it("refuses a block over a pending booking with 409", async () => {
    const booking = await send(
      "POST",
      "/api/bookings",
      customer,
      bookingBody({ yachtId, startDate: inSeason("08-01"), endDate: inSeason("08-03") }),
    );
    expect(booking.status).toBe(201);
    const res = await send("POST", `${blocks}${yachtId}/blocks`, owner, {
      startDate: inSeason("08-03"),
      endDate: inSeason("08-05"),
    });
    expect(res.status).toBe(409);
  });

  it("answers 404 to another owner and 403 to a customer", async () => {
    const body = { startDate: inSeason("09-01"), endDate: inSeason("09-02") };
    expect((await send("GET", `${blocks}${yachtId}/blocks`, rival)).status).toBe(404);
    expect((await send("POST", `${blocks}${yachtId}/blocks`, rival, body)).status).toBe(404);
    expect((await send("POST", `${blocks}${yachtId}/blocks`, customer, body)).status).toBe(403);
  });

  it("answers bad bodies 400 naming the field, and stores nothing", async () => {
    const before = (await t.database.db.select().from(yachtBlocks)).length;
    const bad = fc.oneof(
      brokenFields({ startDate: inSeason("09-10"), endDate: inSeason("09-11") }, { ...blockSchema.entries }, [
        "startDate",
        "endDate",
      ]),
      notAnObject,
    );
    await fc.assert(
      fc.asyncProperty(bad, fc.constantFrom("en", "ru"), async (c: BadCase, lang) => {
        const res = await send("POST", `${blocks}${yachtId}/blocks`, owner, c.body, lang);
        const body = (await res.json()) as { fields?: Record<string, string> };
        expect(res.status, c.note).toBe(400);
        expect(
          Object.keys(body.fields ?? {}).some((k) => c.broken.some((f) => k === f || k.startsWith(`${f}.`))),
          `${c.note} ${JSON.stringify(body)}`,
        ).toBe(true);
      }),
      { numRuns: 80 },
    );
    expect((await t.database.db.select().from(yachtBlocks)).length).toBe(before);
  });
});

describe("the private iCal feed", () => {
  it("lists the yacht's bookings and blocks for the token's holder, and a renewed token cuts the old one off", async () => {
    await send("POST", `${blocks}${yachtId}/blocks`, owner, {
      startDate: inSeason("09-20"),
      endDate: inSeason("09-21"),
    });
    expect((await send("GET", `${blocks}${yachtId}/calendar`, rival)).status).toBe(404);
    const { url } = (await (await send("GET", `${blocks}${yachtId}/calendar`, owner)).json()) as { url: string };
    const path = new URL(url).pathname + new URL(url).search;
    const feed = await t.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const ics = await feed.text();
    expect(ics).toContain(`DTSTART;VALUE=DATE:${inSeason("08-01").replace(/-/g, "")}`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${inSeason("09-20").replace(/-/g, "")}`);
    expect(ics).toContain("Anna Petrova");

    const renewed = (await (await send("POST", `${blocks}${yachtId}/calendar/renew`, owner)).json()) as { url: string };
    expect(renewed.url).not.toBe(url);
    expect((await t.request(path)).status).toBe(404);
    const fresh = new URL(renewed.url);
    expect((await t.request(fresh.pathname + fresh.search)).status).toBe(200);
    const bad = await t.request(`/api/yachts/${yachtId}/calendar.ics?token=nope`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty("token");
  });
});
