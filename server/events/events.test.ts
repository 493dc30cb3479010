import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { eventPhase } from "../../domain/events/rules.ts";
import type { EventDetail, EventSummary, JoinAnswer } from "../../domain/events/types.ts";
import { TEST_CARD_PAID } from "../../domain/payments/payment.ts";
import { eventEntries, events } from "../db/schema/index.ts";
import { seedEvents } from "../seed/events.ts";
import { json, lastMail, register } from "../test/accounts.ts";
import { bookingTestApp, type MovableClock } from "../test/bookings.ts";
import { goodCardExpiry, inSeason } from "../test/season.ts";
import type { TestApp } from "../test/test-app.ts";

/**
 * /api/events (issue 16) on the seeded catalogue and events, the clock on 1 May of the coming
 * season (decision record 056): the seed, the list and its filters, joins (one per key, the
 * waitlist, ended events), comments, organisers, fees, the calendar file and the sync.
 */
let t: TestApp;
let clock: MovableClock;
let today: string;

beforeAll(async () => {
  ({ t, clock } = await bookingTestApp());
  today = lakeToday(clock());
  expect(await seedEvents(t.database.db, today)).toBe("applied");
});
afterAll(() => t.close());

const get = async <T>(path: string, cookie = "", lang = "en") => {
  const res = await t.request(path, { headers: { cookie, "accept-language": lang } });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
};

const post = (path: string, body: unknown, cookie: string, key: string | null = randomUUID(), lang = "en") =>
  t.request(path, json(body, { cookie, "accept-language": lang, ...(key ? { "idempotency-key": key } : {}) }));

/** A fresh event of the organiser's, from the form's fields. */
async function organise(cookie: string, overrides: Record<string, unknown> = {}): Promise<EventDetail> {
  const res = await post("/api/events", eventBody(overrides), cookie);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Evening race",
  description: "A short race around the buoys after work.",
  startDate: inSeason("07-02"),
  endDate: inSeason("07-02"),
  location: "Listvyanka harbour",
  destinationId: "listvyanka",
  category: "race",
  type: "handicap",
  region: "baikal",
  difficulty: "beginner",
  maxParticipants: 2,
  ...overrides,
});

describe("the seed", () => {
  it("lays at least 12 events in both languages around the year, some past, some ahead, ice regattas in winter", async () => {
    const { body } = await get<EventSummary[]>("/api/events");
    expect(body.length).toBeGreaterThanOrEqual(12);
    for (const event of body) {
      expect(event.title.en).not.toBe("");
      expect(event.title.ru).toMatch(/[А-Яа-яЁё]/);
      expect(event.location.ru).toMatch(/[А-Яа-яЁё]/);
    }
    const phases = body.map((e) => eventPhase(e, today));
    expect(phases.filter((p) => p === "past").length).toBeGreaterThanOrEqual(3);
    expect(phases.filter((p) => p !== "past").length).toBeGreaterThanOrEqual(3);
    const ice = body.find((e) => e.id === "baikal-ice-regatta");
    expect(ice?.startDate.slice(5, 7)).toBe("03");
    expect(new Set(body.map((e) => e.region))).toContain("baikal");
    expect(await seedEvents(t.database.db, today)).toBeNull();
  });
});

describe("the list", () => {
  it("filters upcoming, past, category, type, region and words", async () => {
    const all = (await get<EventSummary[]>("/api/events?when=all")).body;
    const upcoming = (await get<EventSummary[]>("/api/events?when=upcoming")).body;
    const past = (await get<EventSummary[]>("/api/events?when=past")).body;
    expect(upcoming.length + past.length).toBe(all.length);
    expect(past.every((e) => e.endDate < today)).toBe(true);
    const regattas = (await get<EventSummary[]>("/api/events?category=regatta")).body;
    expect(regattas.length).toBeGreaterThan(0);
    expect(regattas.every((e) => e.category === "regatta")).toBe(true);
    expect((await get<EventSummary[]>("/api/events?type=match")).body.every((e) => e.type === "match")).toBe(true);
    expect((await get<EventSummary[]>("/api/events?region=national")).body.every((e) => e.region === "national")).toBe(
      true,
    );
    expect((await get<EventSummary[]>(`/api/events?q=${encodeURIComponent("ледовая")}`)).body.map((e) => e.id)).toEqual(
      ["baikal-ice-regatta"],
    );
  });

  it("answers an unknown value 400 naming the parameter, in the caller's language", async () => {
    const res = await get<{ code: string; fields: Record<string, string> }>(
      "/api/events?category=yoga&region=mars",
      "",
      "ru",
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(["category", "region"]);
    expect(res.body.fields.category).toMatch(/[А-Яа-я]/);
  });

  it("answers an unknown event 404", async () => {
    expect((await get("/api/events/nope")).status).toBe(404);
  });
});

describe("joining", () => {
  it("runs one join key once: sent 3 times, one participant and the same answer", async () => {
    const { cookie } = await register(t);
    const key = randomUUID();
    const body = { boatName: "Nerpa", sailNumber: "RUS-7", crew: ["Oleg", "Masha"] };
    const answers: { status: number; text: string }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await post("/api/events/season-opening-festival/join", body, cookie, key);
      answers.push({ status: res.status, text: await res.text() });
    }
    expect(answers[0]?.status).toBe(201);
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
    const answer = JSON.parse(answers[0]?.text ?? "{}") as JoinAnswer;
    expect(answer).toMatchObject({ eventId: "season-opening-festival", status: "joined", participants: 1 });
    const rows = await t.database.db
      .select()
      .from(eventEntries)
      .where(eq(eventEntries.eventId, "season-opening-festival"));
    expect(rows).toHaveLength(1);
    const detail = (await get<EventDetail>("/api/events/season-opening-festival", cookie)).body;
    expect(detail.joined).toBe("joined");
    expect(detail.entrants).toEqual([
      { firstName: "Anna", boatName: "Nerpa", sailNumber: "RUS-7", crewCount: 2, status: "joined" },
    ]);
    const mine = (await get<{ items: unknown[] }>("/api/events/mine", cookie)).body;
    expect(mine.items).toEqual([{ eventId: "season-opening-festival", status: "joined" }]);
  });

  it("asks a visitor to log in", async () => {
    expect((await post("/api/events/season-opening-festival/join", {}, "")).status).toBe(401);
  });

  it("puts the one too many on the waitlist; leaving moves them up and tells them by e-mail", async () => {
    const captain = await register(t, { roles: ["captain"] });
    const event = await organise(captain.cookie, { maxParticipants: 1 });
    const first = await register(t, { firstName: "Boris" });
    const second = await register(t, { firstName: "Vera" });
    const a = await post(`/api/events/${event.id}/join`, {}, first.cookie);
    expect(await a.json()).toMatchObject({ status: "joined", participants: 1, waitlisted: 0 });
    const b = await post(`/api/events/${event.id}/join`, {}, second.cookie);
    expect(await b.json()).toMatchObject({ status: "waitlisted", participants: 1, waitlisted: 1 });
    const left = await t.request(`/api/events/${event.id}/join`, {
      method: "DELETE",
      headers: { cookie: first.cookie },
    });
    expect(left.status).toBe(200);
    expect(await left.json()).toMatchObject({ participants: 1, waitlisted: 0 });
    expect((await get<EventDetail>(`/api/events/${event.id}`, second.cookie)).body.joined).toBe("joined");
    const mail = await lastMail(t, second.email);
    expect(mail?.template).toBe("event_moved_up");
    expect(mail?.body).toContain("Evening race");
  });

  it("refuses a join to an event that has ended, with a clear message", async () => {
    const { cookie } = await register(t);
    const past = (await get<EventSummary[]>("/api/events?when=past")).body[0];
    if (!past) throw new Error("no past event in the seed");
    const res = await post(`/api/events/${past.id}/join`, {}, cookie, randomUUID(), "ru");
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.code).toBe("event_over");
    expect(body.message).toMatch(/[А-Яа-я]/);
  });

  it("holds a place until the entry fee is paid through the test provider", async () => {
    const { cookie } = await register(t);
    const res = await post("/api/events/baikal-sailing-week/join", { boatName: "Omul" }, cookie);
    expect(await res.json()).toMatchObject({ status: "pending_payment", participants: 1 });
    const paid = await post(
      "/api/events/baikal-sailing-week/join/payments",
      { method: "test_card", cardNumber: TEST_CARD_PAID, expiry: goodCardExpiry, cvc: "123" },
      cookie,
    );
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ paymentStatus: "paid", status: "joined" });
    expect((await get<EventDetail>("/api/events/baikal-sailing-week", cookie)).body.joined).toBe("joined");
  });

  it("gives exactly maxParticipants places to joins racing for them", async () => {
    const captain = await register(t, { roles: ["captain"] });
    const event = await organise(captain.cookie, { maxParticipants: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => register(t, { firstName: `Racer${i}` })));
    const answers = await Promise.all(
      people.map(async (p) => (await post(`/api/events/${event.id}/join`, {}, p.cookie)).json() as Promise<JoinAnswer>),
    );
    expect(answers.filter((a) => a.status === "joined")).toHaveLength(3);
    expect(answers.filter((a) => a.status === "waitlisted")).toHaveLength(5);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ participants: 3, waitlisted: 5 });
  });
});

describe("comments", () => {
  it("adds a comment once per key, newest last, with the author's first name; visitors read them", async () => {
    const { cookie } = await register(t, { firstName: "Gleb" });
    const key = randomUUID();
    const first = await post("/api/events/olkhon-ice-cup/comments", { text: "  Who brings the tea?  " }, cookie, key);
    expect(first.status).toBe(201);
    const again = await post("/api/events/olkhon-ice-cup/comments", { text: "  Who brings the tea?  " }, cookie, key);
    expect(await again.text()).toBe(await first.clone().text());
    await post("/api/events/olkhon-ice-cup/comments", { text: "I do." }, cookie);
    const detail = (await get<EventDetail>("/api/events/olkhon-ice-cup")).body;
    expect(detail.comments.map((c) => c.text)).toEqual(["Who brings the tea?", "I do."]);
    expect(detail.comments[0]?.author).toEqual({ firstName: "Gleb" });
    expect(detail.commentCount).toBe(2);
    expect(detail.joined).toBeUndefined();
    expect((await post("/api/events/olkhon-ice-cup/comments", { text: "x" }, "")).status).toBe(401);
  });
});

describe("organisers", () => {
  it("refuses a customer 403 and lets a captain create an event", async () => {
    const customer = await register(t, { roles: ["customer", "traveler"] });
    const refused = await post("/api/events", eventBody(), customer.cookie);
    expect(refused.status).toBe(403);
    const captain = await register(t, { roles: ["captain"], brandName: "Sarma Sailing" });
    const event = await organise(captain.cookie);
    expect(event.organizer).toEqual({ name: { en: "Sarma Sailing", ru: "Sarma Sailing" }, userId: captain.user.id });
    expect(event.latitude).not.toBeNull();
  });

  it("refuses a start in the past naming startDate", async () => {
    const captain = await register(t, { roles: ["owner"] });
    const res = await post(
      "/api/events",
      eventBody({ startDate: "2001-01-01", endDate: "2001-01-02" }),
      captain.cookie,
    );
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fields)).toEqual(["startDate"]);
  });

  it("lets the organiser edit and cancel, and tells those entered; others get 403", async () => {
    const organiser = await register(t, { roles: ["service_company"] });
    const event = await organise(organiser.cookie, { maxParticipants: 5 });
    const sailor = await register(t, { firstName: "Pavel" });
    await post(`/api/events/${event.id}/join`, {}, sailor.cookie);
    const other = await register(t, { roles: ["captain"] });
    const patch = (cookie: string, body: unknown) =>
      t.request(`/api/events/${event.id}`, {
        method: "PATCH",
        body: JSON.stringify(body),
        headers: { cookie, "content-type": "application/json" },
      });
    expect((await patch(other.cookie, { title: "Mine now" })).status).toBe(403);
    const edited = await patch(organiser.cookie, { startDate: inSeason("07-03"), endDate: inSeason("07-04") });
    expect(edited.status).toBe(200);
    expect((await edited.json()).startDate).toBe(inSeason("07-03"));
    expect((await lastMail(t, sailor.email))?.template).toBe("event_changed");
    expect((await patch(organiser.cookie, { maxParticipants: 0 })).status).toBe(400);
    const cancelled = await post(`/api/events/${event.id}/cancel`, {}, organiser.cookie);
    expect((await cancelled.json()).status).toBe("cancelled");
    expect((await lastMail(t, sailor.email))?.template).toBe("event_cancelled");
    const late = await register(t);
    expect((await post(`/api/events/${event.id}/join`, {}, late.cookie)).status).toBe(409);
  });
});

describe("the calendar file", () => {
  it("is text/calendar that a calendar parser opens with the event's days", async () => {
    const res = await t.request("/api/events/baikal-sailing-week/calendar.ics", {
      headers: { "accept-language": "ru" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await res.text();
    const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent") ?? undefined);
    const event = (await get<EventSummary>("/api/events/baikal-sailing-week")).body;
    expect(vevent.summary).toBe("Байкальская парусная неделя");
    expect(vevent.startDate.toString()).toBe(event.startDate);
    expect(vevent.startDate.isDate).toBe(true);
  });
});

describe("the sync", () => {
  it("carries the events with entrants and comments, and a join moves its version", async () => {
    const full = await t.request("/api/sync");
    const etag = full.headers.get("etag") ?? "";
    const body = (await full.json()) as { cursor: string; events: EventDetail[] };
    expect(body.events.length).toBeGreaterThanOrEqual(12);
    expect(body.events.find((e) => e.id === "season-closing-cup")?.comments.length).toBe(2);
    expect((await t.request("/api/sync", { headers: { "if-none-match": etag } })).status).toBe(304);
    const { cookie } = await register(t, { firstName: "Lev" });
    await post("/api/events/small-sea-match-race/join", { boatName: "Sarma" }, cookie);
    expect((await t.request("/api/sync", { headers: { "if-none-match": etag } })).status).toBe(200);
    const delta = (await (await t.request(`/api/sync?since=${body.cursor}`)).json()) as { events: EventDetail[] };
    expect(delta.events.map((e) => e.id)).toEqual(["small-sea-match-race"]);
    expect(delta.events[0]?.entrants.map((e) => e.boatName)).toEqual(["Sarma"]);
  });
});

describe("moving on", () => {
  it("moves the seeded events whose dates are over to their next ones, and nothing else", async () => {
    const later = new Date(clock().getTime() + 200 * 86_400_000);
    const day = lakeToday(later);
    const before = await t.database.db.select().from(events);
    expect(await seedEvents(t.database.db, day)).toBe("moved");
    const after = await t.database.db.select().from(events);
    const moved = after.filter((row) => before.find((b) => b.id === row.id)?.startDate !== row.startDate);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((row) => row.organizerId === null)).toBe(true);
    const seeded = after.filter((row) => row.organizerId === null);
    expect(seeded.filter((row) => row.endDate < day).length).toBeGreaterThanOrEqual(3);
    expect(seeded.filter((row) => row.endDate >= day).length).toBeGreaterThanOrEqual(8);
    expect(await seedEvents(t.database.db, day)).toBeNull();
  });
});
