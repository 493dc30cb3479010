import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { localState, placeholderId } from "../../../domain/bookings/device.ts";
import type { Booking } from "../../../domain/bookings/types.ts";
import type { Yacht } from "../../../domain/catalogue/types.ts";
import type { SendResult } from "../../../domain/outbox/outbox.ts";
import { money } from "../../../domain/shared/money.ts";
import { sessionUserAtom } from "../accounts/session.ts";
import { db } from "../device/db.ts";
import { replayOutbox } from "../device/outbox-replay.ts";
import { submitWrite } from "../outbox/outbox.ts";
import { store } from "../store.ts";
import {
  discardLocalRequest,
  forgetUnsentRequests,
  keepWaitingRequest,
  reconcileDeviceBookings,
  refreshMyBookings,
} from "./device-bookings.ts";

const user = { id: "u-1", firstName: "Anna", lastName: "Petrova", email: "anna@example.com" } as PublicUser;
const yacht = {
  id: "kultuk",
  name: { en: "Kultuk", ru: "Култук" },
  listing: "owner",
  pricePerDay: money(45_000, "RUB"),
  captain: "optional",
  captainPerDay: money(9_000, "RUB"),
  capacity: 8,
} as Yacht;
const request = {
  yachtId: "kultuk",
  startDate: "2027-07-01",
  endDate: "2027-07-03",
  guests: 4,
  withCaptain: false,
  extras: [],
  contactName: "Anna Petrova",
  email: "anna@example.com",
  phone: "+7 914 555 12 12",
  specialRequests: null,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Offline: the request goes to the outbox and its placeholder to the bookings table. */
async function requestOffline(): Promise<string> {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  const result = await submitWrite({ kind: "booking", path: "/api/bookings", body: request, key: "key-00000001" });
  if (result.state !== "queued") throw new Error("expected the request to wait");
  await keepWaitingRequest({ item: result.item, request, yacht });
  return result.item.id;
}

const answer = (status: number, body: unknown, code?: string): SendResult => ({
  kind: "answer",
  status,
  body,
  ...(code ? { code } : {}),
});

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.bookings.clear(), db.yachts.clear()]);
  await db.yachts.put(yacht);
  store.set(sessionUserAtom, user);
});
afterEach(() => {
  store.set(sessionUserAtom, undefined);
  vi.restoreAllMocks();
});

describe("the device copy of the user's bookings", () => {
  it("shows a request made offline at once, priced, with its outbox item waiting", async () => {
    const key = await requestOffline();
    const row = await db.bookings.get(placeholderId(key));
    expect(row).toMatchObject({ localKey: key, customerId: "u-1", status: "pending", days: 3 });
    expect(row?.total).toEqual({ amount: 13_500_000, currency: "RUB" });
    expect(localState(await db.outbox.get(key))).toEqual({ state: "waiting" });
  });

  it("replaces the placeholder by the server's booking once the replay is accepted", async () => {
    const key = await requestOffline();
    const booking = { ...(await db.bookings.get(placeholderId(key))), id: "b-1", localKey: undefined } as Booking;
    await replayOutbox(db, { send: async () => answer(201, booking) });
    await reconcileDeviceBookings();
    expect((await db.bookings.toArray()).map((b) => b.id)).toEqual(["b-1"]);
  });

  it("keeps a request refused as taken dates, failed with the reason, until the user lets it go", async () => {
    const key = await requestOffline();
    await replayOutbox(db, {
      send: async () => answer(409, { message: "Taken", code: "dates_unavailable" }, "dates_unavailable"),
    });
    await reconcileDeviceBookings();
    expect(localState(await db.outbox.get(key))).toEqual({
      state: "failed",
      code: "dates_unavailable",
      message: "Taken",
    });
    expect(await db.bookings.get(placeholderId(key))).toBeDefined();
    await discardLocalRequest(key);
    expect(await db.bookings.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("rebuilds placeholders from the outbox (after the session's copy was dropped)", async () => {
    const key = await requestOffline();
    await db.bookings.clear();
    await reconcileDeviceBookings();
    expect(await db.bookings.get(placeholderId(key))).toMatchObject({ yachtId: "kultuk", guests: 4 });
  });

  it("takes the server's list and keeps what still waits on the device", async () => {
    const key = await requestOffline();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const server = { ...(await db.bookings.get(placeholderId(key))), id: "b-9", localKey: undefined } as Booking;
    await db.bookings.put({ ...server, id: "b-gone" });
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { items: [server] }));
    await refreshMyBookings();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/bookings");
    expect((await db.bookings.toArray()).map((b) => b.id).sort()).toEqual(["b-9", placeholderId(key)]);
  });

  it("forgets requests not yet sent at logout, and nothing is replayed for the next person", async () => {
    await requestOffline();
    await forgetUnsentRequests();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.bookings.count()).toBe(0);
  });
});
