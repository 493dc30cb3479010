import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import type { AppDeps } from "../app-env.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { outgoingMessages } from "../db/schema/index.ts";
import { seedCatalogue } from "../seed/seed.ts";
import { book, giveYacht, HOUR_MS, movableClock, OWNED_YACHT, type Person, person } from "../test/bookings.ts";
import { inSeason } from "../test/season.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { sweepBookings } from "./sweep.job.ts";

/**
 * Two processes sweeping at once (decision record 079): each request is locked and checked again in
 * its own transaction, so even two sweeps that both ran (no advisory lock between them) expire each
 * request once and tell each person once. Two connection pools on one database stand for the two
 * processes; only PostgreSQL runs them side by side.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("two bookings sweeps at once on PostgreSQL", () => {
  const clock = movableClock();
  let t: TestApp;
  let other: Database;
  let customer: Person;
  beforeAll(async () => {
    let url = "";
    const capture = (address: string) => {
      url = address;
      return address;
    };
    t = await createTestApp({}, { clock, databaseThrough: capture });
    other = await openDatabase({ url });
    await seedCatalogue(t.database.db, lakeToday(clock()));
    const owner = await person(t, ["owner"]);
    await giveYacht(t, OWNED_YACHT, owner.user.id);
    customer = await person(t);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it("expire each due request once between them, with one notice each", async () => {
    const days = ["07-01", "07-04", "07-07", "07-10", "07-13", "07-16"];
    const requests = [];
    for (const [i, day] of days.entries()) {
      const email = `sweep.${i}@example.com`;
      requests.push(await book(t, customer.cookie, { startDate: inSeason(day), endDate: inSeason(day), email }));
    }
    clock.advance(49 * HOUR_MS);
    const second: AppDeps = { ...t.deps, database: other };
    const [one, two] = await Promise.all([sweepBookings(t.deps), sweepBookings(second)]);
    const ids = requests.map((request) => request.id);
    expect([...one.expired, ...two.expired].sort()).toEqual([...ids].sort());
    const notices = await t.database.db
      .select({ to: outgoingMessages.to })
      .from(outgoingMessages)
      .where(
        and(
          eq(outgoingMessages.template, "booking_expired"),
          inArray(
            outgoingMessages.to,
            days.map((_, i) => `sweep.${i}@example.com`),
          ),
        ),
      );
    expect(notices.map((notice) => notice.to).sort()).toEqual(days.map((_, i) => `sweep.${i}@example.com`).sort());
  });
});
