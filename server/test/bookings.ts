import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Booking } from "../../domain/bookings/types.ts";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { outgoingMessages, users, yachts } from "../db/schema/index.ts";
import { seedCatalogue } from "../seed/seed.ts";
import { json, register } from "./accounts.ts";
import { inSeason, START } from "./season.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Helpers for the booking tests: an app on the seeded catalogue with a clock the test moves, people
 * in each part (customer, owner, admin), and a valid request to change one field at a time.
 * The clock starts on 1 May before the coming season (server/test/season.ts), and the dates are
 * that season's, so they never fall into the past as the years go by.
 */
export const HOUR_MS = 60 * 60 * 1000;

export type MovableClock = { now: Date; (): Date; set(date: Date): void; advance(ms: number): void };

export function movableClock(start = START): MovableClock {
  const clock = (() => new Date(clock.now)) as MovableClock;
  clock.now = start;
  clock.set = (date) => {
    clock.now = date;
  };
  clock.advance = (ms) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  return clock;
}

export async function bookingTestApp(env: Record<string, string> = {}) {
  const clock = movableClock();
  const t = await createTestApp(env, { clock });
  await seedCatalogue(t.database.db, lakeToday(clock()));
  return { t, clock };
}

/** An owner-listed yacht with an optional captain (capacity 8, kept by the seed 23-25 July for a trip). */
export const OWNED_YACHT = "kultuk";
/** An owner-listed yacht whose captain is part of the price (capacity 10). */
export const CAPTAINED_YACHT = "severyanka";
/** A partner-listed yacht (capacity 12). */
export const PARTNER_YACHT = "baikal-pearl";

export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    yachtId: OWNED_YACHT,
    startDate: inSeason("07-01"),
    endDate: inSeason("07-03"),
    guests: 4,
    withCaptain: false,
    extras: ["catering"],
    contactName: "Anna Petrova",
    email: "anna.petrova@example.com",
    phone: "+7 914 000 00 00",
    specialRequests: "Vegetarian meals, please",
    ...overrides,
  };
}

export const as = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...init.headers, cookie },
});

export const withKey = (key: string = randomUUID()) => ({ "idempotency-key": key });

export async function post(
  t: TestApp,
  path: string,
  cookie: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const init: RequestInit = body === undefined ? { method: "POST", headers } : json(body, headers);
  const res = await t.request(path, as(cookie, init));
  return { status: res.status, body: await res.json() };
}

export async function book(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await post(t, "/api/bookings", cookie, bookingBody(overrides), withKey());
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Booking;
}

export async function get(t: TestApp, path: string, cookie?: string) {
  const res = await t.request(path, cookie ? as(cookie) : {});
  return { status: res.status, body: await res.json() };
}

/** A registered person with these roles (admin included) and language. */
export async function person(t: TestApp, roles: string[] = ["customer"], locale: "en" | "ru" = "en") {
  const registered = await register(t);
  await t.database.db.update(users).set({ roles, locale }).where(eq(users.id, registered.user.id));
  return registered;
}

export type Person = Awaited<ReturnType<typeof person>>;

/** The usual cast: the app, an owner who answers for OWNED_YACHT, and a customer. */
export async function bookingScene(locales: { owner?: "en" | "ru"; customer?: "en" | "ru" } = {}) {
  const { t, clock } = await bookingTestApp();
  const owner = await person(t, ["owner"], locales.owner);
  const customer = await person(t, ["customer"], locales.customer);
  await giveYacht(t, OWNED_YACHT, owner.user.id);
  return { t, clock, owner, customer };
}

/** The mail the server logged for an address, newest first. */
export function mailsTo(t: TestApp, to: string) {
  return t.database.db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.to, to))
    .orderBy(desc(outgoingMessages.createdAt));
}

export async function templatesTo(t: TestApp, to: string) {
  return (await mailsTo(t, to)).map((mail) => mail.template);
}

export async function giveYacht(t: TestApp, yachtId: string, ownerId: string | null) {
  await t.database.db.update(yachts).set({ ownerId }).where(eq(yachts.id, yachtId));
}
