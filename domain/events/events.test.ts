import ICAL from "ical.js";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { monthGrid, shiftMonth } from "./calendar.ts";
import { sampleEvent } from "./fixtures.test-support.ts";
import { escapeText, eventIcs, foldLine } from "./ics.ts";
import { parseEventQuery, selectEvents } from "./query.ts";
import {
  canManage,
  canOrganise,
  commentSchema,
  eventInputSchema,
  eventPhase,
  joinSchema,
  newEntryStatus,
  refusesEntry,
} from "./rules.ts";

const today = "2027-07-01";
const events = [
  sampleEvent({ id: "a", startDate: "2027-07-10", endDate: "2027-07-11", category: "regatta" }),
  sampleEvent({ id: "b", startDate: "2027-02-20", endDate: "2027-02-21", category: "race", type: "team" }),
  sampleEvent({ id: "c", startDate: "2027-06-30", endDate: "2027-07-02", category: "festival", region: "national" }),
  sampleEvent({
    id: "d",
    startDate: "2026-08-01",
    endDate: "2026-08-03",
    title: { en: "Ice Cup", ru: "Ледовый кубок" },
  }),
];

describe("the events list", () => {
  it("filters all, upcoming and past; an event under way counts as upcoming", () => {
    expect(selectEvents(events, {}, today).map((e) => e.id)).toEqual(["c", "a", "b", "d"]);
    expect(selectEvents(events, { when: "upcoming" }, today).map((e) => e.id)).toEqual(["c", "a"]);
    expect(selectEvents(events, { when: "past" }, today).map((e) => e.id)).toEqual(["b", "d"]);
    expect(eventPhase(events[2] ?? sampleEvent(), today)).toBe("ongoing");
  });

  it("filters by category, type, region and words in either language", () => {
    expect(selectEvents(events, { category: "race" }, today).map((e) => e.id)).toEqual(["b"]);
    expect(selectEvents(events, { type: "team" }, today).map((e) => e.id)).toEqual(["b"]);
    expect(selectEvents(events, { region: "national" }, today).map((e) => e.id)).toEqual(["c"]);
    expect(selectEvents(events, { q: "ледовый" }, today).map((e) => e.id)).toEqual(["d"]);
    expect(selectEvents(events, { q: "ICE cup" }, today).map((e) => e.id)).toEqual(["d"]);
  });

  it("reads the address field by field and names a bad one", () => {
    const parsed = parseEventQuery({ when: "past", category: "yoga", region: "baikal" });
    expect(parsed.query).toEqual({ when: "past", region: "baikal" });
    expect(Object.keys(parsed.errors)).toEqual(["category"]);
  });
});

describe("entries", () => {
  it("gives a place, a place held until paid, or the waitlist", () => {
    expect(newEntryStatus(sampleEvent())).toBe("joined");
    expect(newEntryStatus(sampleEvent({ entryFee: { amount: 150000, currency: "RUB" } }))).toBe("pending_payment");
    expect(newEntryStatus(sampleEvent({ participants: 10 }))).toBe("waitlisted");
  });

  it("refuses entries to an event that has ended or is cancelled", () => {
    expect(refusesEntry(sampleEvent({ endDate: "2027-06-30" }), today)).toBe("event_over");
    expect(refusesEntry(sampleEvent({ status: "cancelled" }), today)).toBe("event_cancelled");
    expect(refusesEntry(sampleEvent({ endDate: today }), today)).toBeNull();
  });

  it("lets the organiser roles create, and the organiser or an admin manage", () => {
    expect(canOrganise(["customer", "traveler"])).toBe(false);
    expect(canOrganise(["customer", "captain"])).toBe(true);
    const own = sampleEvent({ organizer: { name: { en: "X", ru: "X" }, userId: "u1" } });
    expect(canManage({ id: "u1", roles: ["captain"] }, own)).toBe(true);
    expect(canManage({ id: "u2", roles: ["captain"] }, own)).toBe(false);
    expect(canManage({ id: "u2", roles: ["admin"] }, own)).toBe(true);
  });

  it("checks join and comment bodies", () => {
    expect(v.parse(joinSchema, {})).toEqual({ boatName: null, sailNumber: null, crew: [] });
    expect(v.safeParse(joinSchema, { sailNumber: "RUS 12" }).success).toBe(false);
    expect(v.parse(joinSchema, { boatName: " Nerpa ", sailNumber: "RUS-12", crew: ["Oleg", ""] })).toEqual({
      boatName: "Nerpa",
      sailNumber: "RUS-12",
      crew: ["Oleg"],
    });
    expect(v.safeParse(commentSchema, { text: "   " }).success).toBe(false);
    expect(v.safeParse(commentSchema, { text: "x".repeat(2001) }).success).toBe(false);
  });

  it("names the end date when it comes before the start", () => {
    const result = v.safeParse(eventInputSchema, {
      title: "Spring cup",
      description: "A friendly race for all.",
      startDate: "2027-07-10",
      endDate: "2027-07-09",
      location: "Listvyanka",
      category: "race",
      type: "handicap",
      region: "baikal",
      difficulty: "beginner",
      maxParticipants: 10,
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.map((p) => p.key)).toEqual(["endDate"]);
  });
});

describe("the month grid", () => {
  it("runs in whole weeks from Monday and shows a long event on each of its days", () => {
    const weeks = monthGrid("2027-07", events);
    expect(weeks[0]?.[0]?.date).toBe("2027-06-28");
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    const days = weeks.flat();
    expect(days.find((d) => d.date === "2027-07-01")?.events.map((e) => e.id)).toEqual(["c"]);
    expect(days.filter((d) => d.events.some((e) => e.id === "a")).map((d) => d.date)).toEqual([
      "2027-07-10",
      "2027-07-11",
    ]);
    expect(shiftMonth("2027-12", 1)).toBe("2028-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
  });
});

describe("the calendar file", () => {
  it("escapes texts and folds long lines at 75 octets without splitting a letter", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const folded = foldLine(`SUMMARY:${"Ледовая регата ".repeat(10)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"Ледовая регата ".repeat(10)}`);
  });

  it("opens in a calendar parser with the event's days, title and place", () => {
    const text = eventIcs(sampleEvent({ description: { en: "Long; with, commas\nand lines ".repeat(8), ru: "" } }), {
      url: "https://example.com/events/sample",
      host: "example.com",
      locale: "en",
      now: new Date("2027-05-01T02:00:00Z"),
      brand: "Baikal Yachts",
    });
    expect(text.endsWith("\r\n")).toBe(true);
    const component = new ICAL.Component(ICAL.parse(text));
    const vevent = new ICAL.Event(component.getFirstSubcomponent("vevent") ?? undefined);
    expect(vevent.summary).toBe("Olkhon Cup");
    expect(vevent.location).toBe("Khuzhir, Olkhon");
    expect(vevent.startDate.toString()).toBe("2027-07-10");
    expect(vevent.endDate.toString()).toBe("2027-07-12");
    expect(vevent.startDate.isDate).toBe(true);
    expect(vevent.description).toContain("Long; with, commas\nand lines");
    expect(vevent.uid).toBe("event-sample@example.com");
  });
});
