import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { commentSchema, eventFieldEntries, joinSchema } from "../../domain/events/rules.ts";
import { eventComments, eventEntries, events } from "../db/schema/index.ts";
import { seedEvents } from "../seed/events.ts";
import { register } from "../test/accounts.ts";
import { type BadCase, brokenFields, notAnObject } from "../test/bad-bodies.ts";
import { bookingTestApp } from "../test/bookings.ts";
import { inSeason } from "../test/season.ts";
import type { TestApp } from "../test/test-app.ts";

/**
 * Every event write route given bad input (issue 16): well over 1,000 generated bodies, each
 * answered 400 naming a field it broke, in the caller's language; never a 500, and nothing saved.
 */
let t: TestApp;
let captain: string;
let sailor: string;
let seeded: number;

beforeAll(async () => {
  const scene = await bookingTestApp();
  t = scene.t;
  await seedEvents(t.database.db, lakeToday(scene.clock()));
  captain = (await register(t, { roles: ["captain"] })).cookie;
  sailor = (await register(t)).cookie;
  seeded = (await t.database.db.select().from(events)).length;
});
afterAll(() => t.close());

const RUNS = { create: 600, join: 300, comment: 300, patch: 200 };
const language = fc.constantFrom("en", "ru");

async function send(method: string, path: string, cookie: string, bad: BadCase, lang: string) {
  const res = await t.request(path, {
    method,
    body: bad.body,
    headers: { "content-type": "application/json", cookie, "accept-language": lang, "idempotency-key": randomUUID() },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function expectRefusal(answer: { status: number; body: Record<string, unknown> }, bad: BadCase, lang: string) {
  const context = `${bad.note} (${lang}) → ${answer.status} ${JSON.stringify(answer.body)}`;
  expect([400, 422], context).toContain(answer.status);
  const fields = (answer.body.fields ?? {}) as Record<string, string>;
  const named = Object.keys(fields).some((key) =>
    bad.broken.some((field) => key === field || key.startsWith(`${field}.`)),
  );
  expect(named, context).toBe(true);
  for (const message of [answer.body.message, ...Object.values(fields)]) {
    expect(message, context).toMatch(lang === "ru" ? /[А-Яа-яЁё]/ : /^[^а-яё]*$/i);
    expect(message, context).not.toMatch(/^(event|validation|error)\.[a-z_]+$/);
  }
}

const property = <T>(arbitrary: fc.Arbitrary<T>, runs: number, check: (value: T) => Promise<void>) =>
  fc.assert(fc.asyncProperty(arbitrary, check), { numRuns: runs });

const goodEvent = {
  title: "Evening race",
  description: "A short race around the buoys after work.",
  startDate: inSeason("07-02"),
  endDate: inSeason("07-03"),
  location: "Listvyanka harbour",
  destinationId: "listvyanka",
  category: "race",
  type: "handicap",
  region: "baikal",
  difficulty: "beginner",
  maxParticipants: 10,
  entryFeeRub: 0,
  boatClasses: ["J/70"],
};
const required = [
  "title",
  "description",
  "startDate",
  "endDate",
  "location",
  "category",
  "type",
  "region",
  "difficulty",
  "maxParticipants",
];

const ruleBreakers: fc.Arbitrary<BadCase> = fc.oneof(
  fc.integer({ min: 1, max: 60 }).map((back) => ({
    body: JSON.stringify({
      ...goodEvent,
      startDate: inSeason("07-02"),
      endDate: `${inSeason("06-")}${String(Math.min(30, back)).padStart(2, "0")}`,
    }),
    broken: ["endDate"],
    note: "end before start",
  })),
  fc.integer({ min: 2000, max: 2020 }).map((year) => ({
    body: JSON.stringify({ ...goodEvent, startDate: `${year}-07-01`, endDate: `${year}-07-02` }),
    broken: ["startDate"],
    note: `start in ${year}`,
  })),
  fc.stringMatching(/^[a-z]{3,12}$/).map((id) => ({
    body: JSON.stringify({ ...goodEvent, destinationId: `no-${id}` }),
    broken: ["destinationId"],
    note: `destination no-${id}`,
  })),
  fc.integer({ min: 61, max: 400 }).map((days) => {
    const end = new Date(Date.parse(`${inSeason("06-01")}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    return {
      body: JSON.stringify({ ...goodEvent, startDate: inSeason("06-01"), endDate: end }),
      broken: ["endDate"],
      note: `${days} days`,
    };
  }),
);

const badEvents = fc.oneof(
  { weight: 6, arbitrary: brokenFields(goodEvent, eventFieldEntries, required) },
  { weight: 2, arbitrary: ruleBreakers },
  { weight: 1, arbitrary: notAnObject },
);
const badJoins = fc.oneof(
  {
    weight: 4,
    arbitrary: brokenFields({ boatName: "Nerpa", sailNumber: "RUS-1", crew: ["Oleg"] }, joinSchema.entries, []),
  },
  { weight: 1, arbitrary: notAnObject.filter((bad) => bad.body.trim() !== "") },
);
const badComments = fc.oneof(
  { weight: 4, arbitrary: brokenFields({ text: "Hello" }, commentSchema.entries, ["text"]) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(" ", "\n\t ", "x".repeat(2001))
      .map((text) => ({ body: JSON.stringify({ text }), broken: ["text"], note: "blank or long" })),
  },
  { weight: 1, arbitrary: notAnObject },
);

describe("bad input to every event write route", () => {
  it(`POST /api/events: ${RUNS.create} bad bodies, each 400 naming a broken field`, async () => {
    await property(fc.tuple(badEvents, language), RUNS.create, async ([bad, lang]) => {
      expectRefusal(await send("POST", "/api/events", captain, bad, lang), bad, lang);
    });
    expect(await t.database.db.select().from(events)).toHaveLength(seeded);
  });

  it(`PATCH /api/events/{id}: ${RUNS.patch} bad bodies`, async () => {
    const created = await t.request("/api/events", {
      method: "POST",
      body: JSON.stringify(goodEvent),
      headers: { "content-type": "application/json", cookie: captain },
    });
    const { id } = (await created.json()) as { id: string };
    const badPatches = fc.oneof(
      brokenFields({ title: "Evening race" }, eventFieldEntries, []),
      notAnObject.filter((b) => b.body.trim() !== ""),
    );
    await property(fc.tuple(badPatches, language), RUNS.patch, async ([bad, lang]) => {
      expectRefusal(await send("PATCH", `/api/events/${id}`, captain, bad, lang), bad, lang);
    });
  });

  it(`POST /api/events/{id}/join: ${RUNS.join} bad bodies, nobody joined`, async () => {
    await property(fc.tuple(badJoins, language), RUNS.join, async ([bad, lang]) => {
      expectRefusal(await send("POST", "/api/events/season-closing-cup/join", sailor, bad, lang), bad, lang);
    });
    expect(await t.database.db.select().from(eventEntries)).toHaveLength(0);
  });

  it(`POST /api/events/{id}/comments: ${RUNS.comment} bad bodies, nothing written`, async () => {
    const before = (await t.database.db.select().from(eventComments)).length;
    await property(fc.tuple(badComments, language), RUNS.comment, async ([bad, lang]) => {
      expectRefusal(await send("POST", "/api/events/season-closing-cup/comments", sailor, bad, lang), bad, lang);
    });
    expect(await t.database.db.select().from(eventComments)).toHaveLength(before);
  });
});
