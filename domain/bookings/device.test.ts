import { describe, expect, it } from "vitest";
import { afterSend, newOutboxItem, type OutboxItem } from "../outbox/outbox.ts";
import { money } from "../shared/money.ts";
import {
  type DeviceBooking,
  localState,
  mergeServerList,
  placeholderBooking,
  placeholderId,
  reconcileWithOutbox,
  settledRequest,
} from "./device.ts";
import type { Booking } from "./types.ts";

const now = new Date("2027-06-01T08:00:00Z");
const sarma = {
  id: "sarma",
  name: { en: "Sarma", ru: "Сарма" },
  listing: "owner" as const,
  pricePerDay: money(20_000, "RUB"),
  captain: "optional" as const,
  captainPerDay: money(8_000, "RUB"),
};
const yachts = new Map([["sarma", sarma]]);
const body = {
  yachtId: "sarma",
  startDate: "2027-06-10",
  endDate: "2027-06-12",
  guests: 4,
  withCaptain: true,
  extras: ["catering"],
  contactName: "Anna Petrova",
  email: "anna@example.com",
  phone: "+7 914 555 12 12",
};
const item = (id: string, over: Partial<OutboxItem> = {}): OutboxItem => ({
  ...newOutboxItem({ id, kind: "booking", path: "/api/bookings", body }, now),
  ...over,
});
const serverBooking = (id: string, over: Partial<Booking> = {}): Booking => {
  const { localKey: _, ...booking } = placeholderBooking({
    key: "x",
    request: { ...body, extras: ["catering"], specialRequests: null },
    yacht: sarma,
    customerId: "u1",
    createdAt: "2027-06-01T08:00:00.000Z",
  });
  return { ...booking, id, ...over };
};

describe("placeholderBooking", () => {
  it("prices the waiting request as the server will: every line and the all-in total", () => {
    const row = placeholderBooking({
      key: "k-1",
      request: { ...body, extras: ["catering"], specialRequests: null },
      yacht: sarma,
      customerId: "u1",
      createdAt: now.toISOString(),
    });
    expect(row).toMatchObject({ id: "local:k-1", localKey: "k-1", kind: "request", status: "pending", days: 3 });
    expect(row.lines.map((line) => [line.kind, line.amount.amount])).toEqual([
      ["yacht", 6_000_000],
      ["captain", 2_400_000],
      ["catering", 3_000_000],
    ]);
    expect(row.total).toEqual({ amount: 11_400_000, currency: "RUB" });
  });

  it("marks a partner yacht's request as a hand-off", () => {
    const row = placeholderBooking({
      key: "k-2",
      request: { ...body, extras: [], specialRequests: null },
      yacht: { ...sarma, listing: "partner" },
      customerId: "u1",
      createdAt: now.toISOString(),
    });
    expect(row.kind).toBe("handoff");
  });
});

describe("localState", () => {
  it("reads waiting, log in to send, failed with the reason, and sent from the outbox item", () => {
    expect(localState(item("k"))).toEqual({ state: "waiting" });
    expect(localState({ ...item("k"), status: "sending" })).toEqual({ state: "waiting" });
    const needsAuth = afterSend(item("k"), { kind: "answer", status: 401, body: {} }, now);
    expect(localState(needsAuth)).toEqual({ state: "needs_auth" });
    const taken = afterSend(
      item("k"),
      { kind: "answer", status: 409, code: "dates_unavailable", body: { message: "Dates taken" } },
      now,
    );
    expect(localState(taken)).toEqual({ state: "failed", code: "dates_unavailable", message: "Dates taken" });
    expect(localState({ ...item("k"), status: "done" })).toEqual({ state: "sent" });
  });
});

describe("reconcileWithOutbox", () => {
  it("adds a placeholder for each waiting request of the signed-in user, once", () => {
    const plan = reconcileWithOutbox({ rows: [], items: [item("k-1")], yachts, customerId: "u1" });
    expect(plan.put.map((row) => row.id)).toEqual([placeholderId("k-1")]);
    const again = reconcileWithOutbox({ rows: plan.put, items: [item("k-1")], yachts, customerId: "u1" });
    expect(again).toEqual({ put: [], remove: [] });
    expect(reconcileWithOutbox({ rows: [], items: [item("k-1")], yachts, customerId: null }).put).toEqual([]);
  });

  it("adds a placeholder for places on a trip, named by the trip's yacht and priced per place, waiting", () => {
    const trip = {
      id: "olkhon-weekend",
      yachtId: "sarma",
      yachtName: { en: "Sarma", ru: "Сарма" },
      startDate: "2027-07-10",
      endDate: "2027-07-11",
      capacity: 8,
      totalPrice: money(2_400, "USD"),
    };
    const tripItem: OutboxItem = newOutboxItem(
      {
        id: "t-1",
        kind: "trip_booking",
        path: "/api/bookings",
        body: { tripId: trip.id, guests: 2, contactName: "Anna", email: "anna@example.com", phone: "+7 914 555 12 12" },
      },
      now,
    );
    const trips = new Map([[trip.id, trip]]);
    const [row] = reconcileWithOutbox({ rows: [], items: [tripItem], yachts, trips, customerId: "u1" }).put;
    expect(row).toMatchObject({
      id: placeholderId("t-1"),
      kind: "trip",
      tripId: trip.id,
      yachtId: "sarma",
      startDate: trip.startDate,
      guests: 2,
      status: "pending",
      total: money(600, "USD"),
    });
    // Without the trip on the device there is nothing to show it by.
    expect(reconcileWithOutbox({ rows: [], items: [tripItem], yachts, customerId: "u1" }).put).toEqual([]);
  });

  it("replaces an accepted request by the server's booking", () => {
    const [placeholder] = reconcileWithOutbox({ rows: [], items: [item("k-1")], yachts, customerId: "u1" }).put;
    const booking = serverBooking("b-1");
    const done = { ...item("k-1"), status: "done" as const, result: booking };
    const plan = reconcileWithOutbox({
      rows: placeholder ? [placeholder] : [],
      items: [done],
      yachts,
      customerId: "u1",
    });
    expect(plan).toEqual({ put: [booking], remove: [placeholderId("k-1")] });
  });

  it("does not put back an older answer over a newer state of the same booking", () => {
    const accepted = serverBooking("b-1", { status: "confirmed", updatedAt: "2027-06-02T08:00:00.000Z" });
    const done = { ...item("k-1"), status: "done" as const, result: serverBooking("b-1") };
    expect(reconcileWithOutbox({ rows: [accepted], items: [done], yachts, customerId: "u1" }).put).toEqual([]);
  });

  it("drops a placeholder whose outbox item is gone, and keeps refused ones for the user to see", () => {
    const rows = reconcileWithOutbox({ rows: [], items: [item("k-1"), item("k-2")], yachts, customerId: "u1" }).put;
    const failed: OutboxItem = { ...item("k-2"), status: "failed" };
    expect(reconcileWithOutbox({ rows, items: [failed], yachts, customerId: "u1" })).toEqual({
      put: [],
      remove: [placeholderId("k-1")],
    });
  });

  it("ignores other kinds and requests for yachts the device does not know", () => {
    const newsletter = { ...item("k-1"), kind: "newsletter" as const, body: { email: "a@b.co" } };
    const unknown = { ...item("k-2"), body: { ...body, yachtId: "ghost" } };
    expect(reconcileWithOutbox({ rows: [], items: [newsletter, unknown], yachts, customerId: "u1" }).put).toEqual([]);
  });
});

describe("settledRequest", () => {
  it("puts the accepted booking in place of its placeholder, and nothing the second time", () => {
    const [placeholder] = reconcileWithOutbox({ rows: [], items: [item("k-1")], yachts, customerId: "u1" }).put;
    const booking = serverBooking("b-1");
    const done: OutboxItem = { ...item("k-1"), status: "done", result: booking };
    expect(settledRequest(placeholder ? [placeholder] : [], done)).toEqual({
      put: [booking],
      remove: [placeholderId("k-1")],
    });
    expect(settledRequest([booking], done)).toEqual({ put: [], remove: [] });
  });

  it("keeps a newer state of the booking, and writes nothing for a refusal", () => {
    const accepted = serverBooking("b-1", { status: "confirmed", updatedAt: "2027-06-02T08:00:00.000Z" });
    const done: OutboxItem = { ...item("k-1"), status: "done", result: serverBooking("b-1") };
    expect(settledRequest([accepted], done).put).toEqual([]);
    expect(settledRequest([], { ...item("k-1"), status: "failed" })).toEqual({ put: [], remove: [] });
  });
});

describe("mergeServerList", () => {
  it("takes the server's list, forgets rows it no longer has, and keeps placeholders", () => {
    const placeholder: DeviceBooking = { ...serverBooking("local:k-9"), localKey: "k-9" };
    const rows = [serverBooking("b-1"), serverBooking("b-gone"), placeholder];
    const plan = mergeServerList(rows, [serverBooking("b-1", { status: "confirmed" }), serverBooking("b-2")]);
    expect(plan.put.map((b) => [b.id, b.status])).toEqual([
      ["b-1", "confirmed"],
      ["b-2", "pending"],
    ]);
    expect(plan.remove).toEqual(["b-gone"]);
  });

  it("keeps a row the device changed after the list was read", () => {
    const paid = serverBooking("b-1", { paymentStatus: "paid", updatedAt: "2027-06-03T00:00:00.000Z" });
    expect(mergeServerList([paid], [serverBooking("b-1")]).put).toEqual([]);
  });
});
