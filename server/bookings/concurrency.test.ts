import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../db/schema/index.ts";
import { bookingBody, bookingTestApp, OWNED_YACHT, person } from "../test/bookings.ts";
import { inSeason } from "../test/season.ts";
import type { TestApp } from "../test/test-app.ts";

/**
 * Many customers reaching for the same days at once. Only PostgreSQL proves anything here: PGlite
 * is one connection, so its requests never overlap in time (decision record 002).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) {
  console.info(
    "concurrency.test.ts skipped: set TEST_DATABASE_URL to run it on PostgreSQL (PGlite runs one request at a time)",
  );
}

describe.skipIf(!onPostgres)("concurrent booking requests on PostgreSQL", () => {
  let t: TestApp;
  let cookies: string[];

  beforeAll(async () => {
    ({ t } = await bookingTestApp());
    // Five customers share the fifty requests, so sessions and keys differ as on the real site.
    cookies = await Promise.all(Array.from({ length: 5 }, async () => (await person(t)).cookie));
  });
  afterAll(() => t?.close());

  const send = (i: number, dates: { startDate: string; endDate: string }) =>
    t.request("/api/bookings", {
      method: "POST",
      body: JSON.stringify(bookingBody({ ...dates, email: `racer${i}@example.com` })),
      headers: {
        "content-type": "application/json",
        cookie: cookies[i % cookies.length] ?? "",
        "idempotency-key": randomUUID(),
      },
    });

  it("gives exactly one 201 and 49 answers 409 dates_unavailable to 50 overlapping requests", async () => {
    // Every request overlaps every other on 15 September; their first and last days vary.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(i, {
          startDate: inSeason(`09-${String(10 + (i % 6)).padStart(2, "0")}`),
          endDate: inSeason(`09-${15 + (i % 4)}`),
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    const codes = await Promise.all(answers.map(async (res) => (await res.json()).code));
    console.info(
      `50 concurrent overlapping requests: ${statuses.filter((s) => s === 201).length} × 201, ${
        codes.filter((c) => c === "dates_unavailable").length
      } × 409 dates_unavailable`,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(codes.filter((c) => c === "dates_unavailable")).toHaveLength(49);
    const live = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.yachtId, OWNED_YACHT), inArray(bookings.status, ["pending", "confirmed"])));
    expect(live).toHaveLength(1);
  });

  it("accepts two adjacent stays sent at the same moment", async () => {
    const [first, second] = await Promise.all([
      send(100, { startDate: inSeason("10-01"), endDate: inSeason("10-03") }),
      send(101, { startDate: inSeason("10-04"), endDate: inSeason("10-06") }),
    ]);
    expect([first?.status, second?.status]).toEqual([201, 201]);
  });
});
