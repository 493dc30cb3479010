import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { outgoingMessages } from "../db/schema/index.ts";
import type { Mailer } from "../mail/mailer.service.ts";
import {
  book,
  bookingTestApp,
  CAPTAINED_YACHT,
  giveYacht,
  type MovableClock,
  mailsTo,
  OWNED_YACHT,
  type Person,
  person,
  post,
} from "../test/bookings.ts";
import { inSeason } from "../test/season.ts";
import { startSmtpSink } from "../test/smtp-sink.ts";
import type { TestApp } from "../test/test-app.ts";

/**
 * Issue 14, item 5: a booking change's e-mails are written into the mail queue in the change's
 * transaction. When the process dies after the commit and before the send, the retry run (at
 * start and on its timer) sends each of them, once.
 */
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let clock: MovableClock;
let owner: Person;
let customer: Person;
let admins: Person[];

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ t, clock } = await bookingTestApp({ SMTP_URL: sink.url, MAIL_FROM: "charter@baikal.example" }));
  owner = await person(t, ["owner"]);
  customer = await person(t, ["customer"]);
  admins = [await person(t, ["admin"]), await person(t, ["admin"], "ru")];
  await giveYacht(t, OWNED_YACHT, owner.user.id);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(async () => {
  // Only what each test sends: registration mail and earlier tests' rows are out of the way.
  await t.database.db.delete(outgoingMessages);
  sink.received.length = 0;
});

/**
 * Runs `write` as if the process died right after each commit: whatever the server would send
 * after it never happens (the send throws, as a killed process would not return from it).
 */
async function crashingAfterCommit<T>(write: () => Promise<T>): Promise<T> {
  const mail: Mailer = t.deps.mail;
  const died = async (): Promise<never> => {
    throw new Error("the process died after the commit");
  };
  const spies = [
    vi.spyOn(mail, "send").mockImplementation(died),
    vi.spyOn(mail, "deliverQueued").mockImplementation(died),
  ];
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return await write();
  } finally {
    for (const spy of spies) spy.mockRestore();
    quiet.mockRestore();
  }
}

/** What the SMTP server received, as "to: subject" lines, sorted. */
const receivedLines = () => sink.received.map((mail) => `${mail.to.join(",")}: ${mail.subject}`).sort();

async function loggedLines() {
  const rows = await t.database.db.select().from(outgoingMessages);
  return rows.map((row) => `${row.to}: ${row.subject}`).sort();
}

describe("booking mail and a crash between the commit and the send", () => {
  it("is queued with the change, and the retry run sends each message once", async () => {
    const { ownYacht, portalYacht } = await crashingAfterCommit(async () => ({
      ownYacht: await book(t, customer.cookie, { startDate: inSeason("07-01"), endDate: inSeason("07-02") }),
      portalYacht: await book(t, customer.cookie, {
        yachtId: CAPTAINED_YACHT,
        withCaptain: true,
        extras: [],
        startDate: inSeason("07-01"),
        endDate: inSeason("07-02"),
      }),
    }));
    expect(ownYacht.status).toBe("pending");
    expect(portalYacht.status).toBe("pending");
    // Nothing went out, and nothing is lost: the customer's two, the owner's and each admin's.
    expect(sink.received).toEqual([]);
    const queued = await t.database.db.select().from(outgoingMessages);
    expect(queued.map((row) => row.status)).toEqual(Array(5).fill("queued"));

    // The retry run at the next start (two overlapping runs, as with two processes).
    const [first, second] = await Promise.all([t.deps.mail.retryDue(), t.deps.mail.retryDue()]);
    expect(first.delivered.length + second.delivered.length).toBe(5);
    const expected = await loggedLines();
    expect(receivedLines()).toEqual(expected);
    expect(new Set(receivedLines()).size).toBe(5);
    const bookingMail = (to: string) => sink.received.filter((mail) => mail.to.includes(to)).length;
    expect(bookingMail(ownYacht.email)).toBe(2);
    expect(bookingMail(owner.email)).toBe(1);
    for (const admin of admins) expect(bookingMail(admin.email)).toBe(1);

    // Later runs find nothing left to send.
    clock.advance(10 * 60_000);
    expect((await t.deps.mail.retryDue()).delivered).toEqual([]);
    expect(sink.received).toHaveLength(5);
    expect((await mailsTo(t, owner.email)).map((row) => row.status)).toEqual(["sent"]);
  });

  it("sends right after the commit when nothing dies, and the retry run then has nothing to send", async () => {
    const booking = await book(t, customer.cookie, { startDate: inSeason("07-05"), endDate: inSeason("07-06") });
    expect(receivedLines()).toEqual(await loggedLines());
    expect(sink.received.filter((mail) => mail.to.includes(booking.email))).toHaveLength(1);
    expect((await t.deps.mail.retryDue()).delivered).toEqual([]);
    expect(sink.received).toHaveLength(2);
  });

  it("property: whichever answers and crashes come, after the retry run every logged e-mail arrived exactly once", async () => {
    let run = 0;
    const step = fc.record({
      answer: fc.constantFrom("accept", "decline", "cancel"),
      crash: fc.tuple(fc.boolean(), fc.boolean()),
    });
    await fc.assert(
      fc.asyncProperty(step, async ({ answer, crash }) => {
        run += 1;
        await t.database.db.delete(outgoingMessages);
        sink.received.length = 0;
        const date = new Date(`${inSeason("08-01")}T00:00:00Z`);
        date.setUTCDate(date.getUTCDate() + run);
        const day = date.toISOString().slice(0, 10);
        const maybeCrash = <T>(crashes: boolean, write: () => Promise<T>) =>
          crashes ? crashingAfterCommit(write) : write();
        const booking = await maybeCrash(crash[0], () =>
          book(t, customer.cookie, { startDate: day, endDate: day, email: `run${run}@example.com` }),
        );
        const who = answer === "cancel" ? customer : owner;
        const answered = await maybeCrash(crash[1], () => post(t, `/api/bookings/${booking.id}/${answer}`, who.cookie));
        expect(answered.status).toBe(200);

        await t.deps.mail.retryDue();
        const rows = await t.database.db.select().from(outgoingMessages);
        expect(rows.every((row) => row.status === "sent")).toBe(true);
        expect(receivedLines()).toEqual(await loggedLines());
        // The request and the answer: one each to the customer and to the owner.
        expect(sink.received.filter((mail) => mail.to.includes(booking.email))).toHaveLength(2);
        expect(sink.received.filter((mail) => mail.to.includes(owner.email))).toHaveLength(2);
        expect((await t.deps.mail.retryDue()).delivered).toEqual([]);
      }),
      // Each run books a day of its own; shrinking would run past the season, so it stops at the failure.
      { numRuns: 12, endOnFailure: true },
    );
  });
});
