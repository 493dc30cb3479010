import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, idempotencyKeys, outgoingMessages } from "../db/schema/index.ts";
import { bookingBody, bookingTestApp, OWNED_YACHT, person, post } from "../test/bookings.ts";
import { inSeason } from "../test/season.ts";
import type { TestApp } from "../test/test-app.ts";

/**
 * POST /api/bookings replayed from the outbox (api.md, Conventions): the key and the booking
 * commit together, and a refusal by the exclusion constraint is an answer kept like any other.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let customer: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  ({ t } = await bookingTestApp());
  customer = await person(t);
});
afterAll(() => t.close());

const send = async (key: string, body: unknown) => {
  const res = await t.request("/api/bookings", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", cookie: customer.cookie, "idempotency-key": key },
  });
  return { status: res.status, text: await res.text(), replayed: res.headers.get("idempotent-replayed") };
};
const count = async (email: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.email, email))).length;

describe("one booking request sent again and again with one Idempotency-Key", () => {
  it("makes one booking and gives ten identical answers", async () => {
    const key = randomUUID();
    const body = bookingBody({ startDate: inSeason("06-10"), endDate: inSeason("06-12"), email: "ten@example.com" });
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await send(key, body));
    expect(answers[0]?.status).toBe(201);
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
    expect(answers.slice(1).every((a) => a.replayed === "true")).toBe(true);
    expect(await count("ten@example.com")).toBe(1);
    // The e-mails went out once, for the one booking.
    const mails = await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, "ten@example.com"));
    expect(mails).toHaveLength(1);
  });

  it("answers 422 to the same key with another body, and changes nothing", async () => {
    const key = randomUUID();
    const body = bookingBody({ startDate: inSeason("06-14"), endDate: inSeason("06-14"), email: "other@example.com" });
    expect((await send(key, body)).status).toBe(201);
    const other = await send(key, { ...body, guests: 5 });
    expect(other.status).toBe(422);
    expect(JSON.parse(other.text).code).toBe("idempotency_key_reused");
    expect(await count("other@example.com")).toBe(1);
  });

  it("keeps a 409 dates_unavailable as the key's answer, so its replay is refused the same way", async () => {
    await send(randomUUID(), bookingBody({ startDate: inSeason("06-20"), endDate: inSeason("06-22") }));
    const key = randomUUID();
    const clash = bookingBody({ startDate: inSeason("06-22"), endDate: inSeason("06-23"), email: "clash@example.com" });
    const first = await send(key, clash);
    expect(first.status).toBe(409);
    expect(JSON.parse(first.text)).toMatchObject({
      code: "dates_unavailable",
      fields: { startDate: expect.any(String) },
    });
    const [stored] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.scope, customer.user.id)));
    expect(stored?.responseStatus).toBe(409);
    const again = await send(key, clash);
    expect(again).toEqual({ ...first, replayed: "true" });
    expect(await count("clash@example.com")).toBe(0);
  });

  it("refuses a malformed key with 400 naming the header", async () => {
    const res = await post(t, "/api/bookings", customer.cookie, bookingBody(), {
      "idempotency-key": "no spaces allowed",
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(["Idempotency-Key"]);
  });
});

describe("the exclusion constraint itself", () => {
  const row = (overrides: Partial<typeof bookings.$inferInsert>): typeof bookings.$inferInsert => ({
    kind: "request",
    yachtId: OWNED_YACHT,
    customerId: customer.user.id,
    startDate: inSeason("08-20"),
    endDate: inSeason("08-22"),
    guests: 2,
    withCaptain: false,
    contactName: "Direct Writer",
    email: "psql@example.com",
    phone: "+7 914 000 00 00",
    priceLines: [],
    totalMinor: 0,
    currency: "RUB",
    ...overrides,
  });
  const sqlStateOf = async (write: Promise<unknown>) => {
    try {
      await write;
      return "ok";
    } catch (error) {
      return (error as { cause?: { code?: string } }).cause?.code;
    }
  };

  it("refuses an overlapping live request written straight to the database (23P01)", async () => {
    const { db } = t.database;
    expect(await sqlStateOf(db.insert(bookings).values(row({})))).toBe("ok");
    expect(
      await sqlStateOf(db.insert(bookings).values(row({ startDate: inSeason("08-22"), endDate: inSeason("08-25") }))),
    ).toBe("23P01");
    // Adjacent days, a partner hand-off and a cancelled request hold nothing against it.
    expect(
      await sqlStateOf(db.insert(bookings).values(row({ startDate: inSeason("08-23"), endDate: inSeason("08-23") }))),
    ).toBe("ok");
    expect(await sqlStateOf(db.insert(bookings).values(row({ kind: "handoff" })))).toBe("ok");
    expect(await sqlStateOf(db.insert(bookings).values(row({ status: "cancelled", cancelReason: "declined" })))).toBe(
      "ok",
    );
    // Confirming a pending request keeps its claim; reviving a cancelled one into an overlap is refused.
    expect(
      await sqlStateOf(
        db.update(bookings).set({ status: "pending", cancelReason: null }).where(eq(bookings.status, "cancelled")),
      ),
    ).toBe("23P01");
  });

  it("refuses rows that break the CHECKs: end before start, an unknown status", async () => {
    const { db } = t.database;
    expect(
      await sqlStateOf(db.insert(bookings).values(row({ startDate: inSeason("09-20"), endDate: inSeason("09-19") }))),
    ).toBe("23514");
    expect(
      await sqlStateOf(
        db
          .insert(bookings)
          .values(row({ startDate: inSeason("09-25"), endDate: inSeason("09-25"), status: "lost" as "pending" })),
      ),
    ).toBe("23514");
  });
});
