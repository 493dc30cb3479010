import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureFirstAdmin } from "../accounts/first-admin.service.ts";
import type { Database } from "../db/client.ts";
import { outgoingMessages } from "../db/schema/index.ts";
import { parseEnv } from "../env.ts";
import { login, register } from "../test/accounts.ts";
import { movableClock } from "../test/bookings.ts";
import { startSmtpSink } from "../test/smtp-sink.ts";
import { createTestApp, openTestDatabase } from "../test/test-app.ts";
import { composeMail } from "./accounts.mail.ts";
import { createMailer } from "./mailer.service.ts";
import { MAIL_RETRY_BATCH, startMailRetries } from "./retry.job.ts";
import { type MailEnvelope, type MailTransport, storeOnlyTransport } from "./transport.adapter.ts";

/**
 * The retry queue on a real database, with a transport that fails as often as a test says and a
 * clock the test moves: when each try is due, what the row keeps meanwhile, and when it stops.
 */
const MINUTE_MS = 60_000;
const env = parseEnv({ NODE_ENV: "test", MAIL_FROM: "charter@baikal.example" });
const clock = movableClock(new Date("2027-05-01T08:00:00Z"));

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  clock.set(new Date("2027-05-01T08:00:00Z"));
  // The retry run takes any due row, so each test starts from an empty log.
  await database.db.delete(outgoingMessages);
  vi.spyOn(console, "error").mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

/** An SMTP-like transport that throws for the next `failures` messages, then delivers. */
function flakyTransport(failures = 0, delayMs = 0) {
  const delivered: MailEnvelope[] = [];
  let left = failures;
  let calls = 0;
  const transport: MailTransport = {
    kind: "smtp",
    async deliver(message) {
      calls += 1;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (left > 0) {
        left -= 1;
        throw new Error("421 Service not available, try later");
      }
      delivered.push(message);
      return { status: "sent", providerId: `<${delivered.length}@smtp.test>` };
    },
    close: () => {},
  };
  return {
    transport,
    delivered,
    calls: () => calls,
    fail: (count: number) => {
      left = count;
    },
  };
}

const CODE = "482913";
const resetCode = { template: "reset_code", firstName: "Anna", code: CODE } as const;
const LINK = "https://charter.baikal.example/verify-email?token=Vq3xT9secret";
const verifyMail = { template: "verify_email", firstName: "Anna", link: LINK } as const;

async function logged(to: string) {
  const [row] = await database.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, to));
  if (!row) throw new Error(`nothing logged for ${to}`);
  return row;
}

const at = (minutes: number) => new Date(new Date("2027-05-01T08:00:00Z").getTime() + minutes * MINUTE_MS);

describe("failed mail is tried again", () => {
  it("after 1, 5, 30 minutes and 2 hours, keeping the secrets only until it is sent", async () => {
    const smtp = flakyTransport(4);
    const mail = createMailer(env, database.db, { transport: smtp.transport, clock });
    expect(await mail.send("late@example.com", "en", verifyMail)).toBe("failed");
    const first = await logged("late@example.com");
    expect(first).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: at(1), pendingSecrets: [LINK] });
    // Still due to go: the row is the only copy of what to send.
    expect(first.body).toContain(LINK);
    expect(first.pendingHtml).toContain(LINK);

    clock.set(new Date(at(1).getTime() - 1));
    expect(await mail.retryDue()).toEqual({ delivered: [], retrying: [], gaveUp: [] });
    expect(smtp.calls()).toBe(1);

    const schedule: [number, number][] = [
      [1, 6],
      [6, 36],
      [36, 156],
    ];
    for (const [now, next] of schedule) {
      clock.set(at(now));
      expect(await mail.retryDue()).toEqual({ delivered: [], retrying: [first.id], gaveUp: [] });
      const row = await logged("late@example.com");
      expect(row).toMatchObject({ status: "failed", nextAttemptAt: at(next), pendingSecrets: [LINK] });
      expect(row.body).toContain(LINK);
      expect(row.error).toContain("421");
    }
    expect((await logged("late@example.com")).attempts).toBe(4);

    clock.set(at(156));
    expect(await mail.retryDue()).toEqual({ delivered: [first.id], retrying: [], gaveUp: [] });
    const sent = await logged("late@example.com");
    expect(sent).toMatchObject({
      status: "sent",
      attempts: 5,
      nextAttemptAt: null,
      pendingHtml: null,
      pendingSecrets: null,
      error: null,
      providerId: "<1@smtp.test>",
    });
    expect(sent.body).not.toContain(LINK);
    expect(sent.body).toContain("••••••");
    // What went out the fifth time is the whole message, link and HTML part included.
    expect(smtp.delivered).toHaveLength(1);
    expect(smtp.delivered[0]).toMatchObject({ from: "charter@baikal.example", to: "late@example.com" });
    expect(smtp.delivered[0]?.text).toContain(LINK);
    expect(smtp.delivered[0]?.html).toContain(LINK);
    expect(smtp.delivered[0]?.html).toBe(first.pendingHtml);
  });

  it("gives up after 5 tries in all, and masks the secrets then", async () => {
    const smtp = flakyTransport(Number.POSITIVE_INFINITY);
    const mail = createMailer(env, database.db, { transport: smtp.transport, clock });
    await mail.send("never@example.com", "ru", verifyMail);
    const { id } = await logged("never@example.com");
    for (const minutes of [1, 6, 36]) {
      clock.set(at(minutes));
      expect((await mail.retryDue()).retrying).toEqual([id]);
    }
    clock.set(at(156));
    expect(await mail.retryDue()).toEqual({ delivered: [], retrying: [], gaveUp: [id] });
    const row = await logged("never@example.com");
    expect(row).toMatchObject({ status: "failed", attempts: 5, nextAttemptAt: null, pendingHtml: null });
    expect(row.pendingSecrets).toBeNull();
    expect(row.error).toContain("421");
    expect(row.subject).not.toContain(LINK);
    expect(row.body).not.toContain(LINK);

    clock.set(at(7 * 24 * 60));
    expect(await mail.retryDue()).toEqual({ delivered: [], retrying: [], gaveUp: [] });
    expect(smtp.calls()).toBe(5);
  });

  it("gives a reset code three tries, the last 6 minutes after the first: later, the code would no longer work", async () => {
    const smtp = flakyTransport(Number.POSITIVE_INFINITY);
    const mail = createMailer(env, database.db, { transport: smtp.transport, clock });
    await mail.send("reset@example.com", "en", resetCode);
    const { id } = await logged("reset@example.com");
    clock.set(at(1));
    expect((await mail.retryDue()).retrying).toEqual([id]);
    clock.set(at(6));
    expect(await mail.retryDue()).toEqual({ delivered: [], retrying: [], gaveUp: [id] });
    const row = await logged("reset@example.com");
    expect(row).toMatchObject({ status: "failed", attempts: 3, nextAttemptAt: null, pendingSecrets: null });
    expect(row.body).not.toContain(CODE);
    clock.set(at(36));
    expect((await mail.retryDue()).gaveUp).toEqual([]);
    expect(smtp.calls()).toBe(3);
  });

  it("never tries a stored or a sent message again", async () => {
    const stored = createMailer(env, database.db, { transport: storeOnlyTransport, clock });
    expect(await stored.send("stored@example.com", "en", resetCode)).toBe("stored");
    const smtp = flakyTransport(0);
    const mail = createMailer(env, database.db, { transport: smtp.transport, clock });
    expect(await mail.send("sent@example.com", "en", resetCode)).toBe("sent");

    // A stored message keeps its code for the admins, as before; a sent one is masked at once.
    expect(await logged("stored@example.com")).toMatchObject({ attempts: 1, nextAttemptAt: null, pendingHtml: null });
    expect((await logged("stored@example.com")).body).toContain(CODE);
    expect(await logged("sent@example.com")).toMatchObject({ attempts: 1, nextAttemptAt: null, pendingSecrets: null });
    expect((await logged("sent@example.com")).body).not.toContain(CODE);

    clock.set(at(24 * 60));
    expect(await mail.retryDue()).toEqual({ delivered: [], retrying: [], gaveUp: [] });
    expect(await stored.retryDue()).toEqual({ delivered: [], retrying: [], gaveUp: [] });
    expect(smtp.calls()).toBe(1);
    expect((await logged("stored@example.com")).status).toBe("stored");
  });

  it("takes at most a batch of due messages per run", async () => {
    const count = MAIL_RETRY_BATCH + 5;
    const smtp = flakyTransport(count);
    const mail = createMailer(env, database.db, { transport: smtp.transport, clock });
    for (let i = 0; i < count; i++) await mail.send(`batch.${i}@example.com`, "en", resetCode);
    clock.set(at(1));
    expect((await mail.retryDue()).delivered).toHaveLength(MAIL_RETRY_BATCH);
    expect((await mail.retryDue(3)).delivered).toHaveLength(3);
    expect((await mail.retryDue()).delivered).toHaveLength(2);
    expect(new Set(smtp.delivered.map((m) => m.to)).size).toBe(count);
  });

  it("sends each message once when two runs overlap", async () => {
    const smtp = flakyTransport(4, 20);
    const mail = createMailer(env, database.db, { transport: smtp.transport, clock });
    for (let i = 0; i < 4; i++) await mail.send(`twice.${i}@example.com`, "en", resetCode);
    clock.set(at(1));
    const runs = await Promise.all([mail.retryDue(), mail.retryDue(), mail.retryDue()]);
    const delivered = runs.flatMap((run) => run.delivered);
    expect(delivered).toHaveLength(4);
    expect(new Set(delivered).size).toBe(4);
    expect(smtp.delivered).toHaveLength(4);
  });

  it("keeps secrets with quotes, commas and braces exactly while they wait", async () => {
    const link = 'https://baikal.example/confirm?token=a,b"c\\d{e}';
    const prepared = {
      template: "newsletter_confirm",
      render: () => composeMail("en", { subject: "Confirm", body: `Open ${link}`, secrets: [link, "NULL"] }),
    };
    const smtp = flakyTransport(1);
    const mail = createMailer(env, database.db, { transport: smtp.transport, clock });
    await mail.send("awkward@example.com", "en", prepared);
    expect((await logged("awkward@example.com")).pendingSecrets).toEqual([link, "NULL"]);
    clock.set(at(1));
    await mail.retryDue();
    expect(smtp.delivered[0]?.text).toContain(link);
    const sent = await logged("awkward@example.com");
    expect(sent.body).toMatch(/^Open ••••••\n/);
    expect(sent.body).not.toContain("token");
  });

  it("runs now and every interval until stopped", async () => {
    const smtp = flakyTransport(1);
    const mail = createMailer(env, database.db, { transport: smtp.transport, clock });
    await mail.send("timer@example.com", "en", resetCode);
    clock.set(at(1));
    const retries = startMailRetries(mail, 10);
    await vi.waitFor(async () => expect((await logged("timer@example.com")).status).toBe("sent"));
    await retries.stop();
    expect(smtp.calls()).toBe(2);
  });
});

describe("the communication monitor", () => {
  it("shows admins how often a message was tried and when it is tried next", async () => {
    const sink = await startSmtpSink();
    await sink.close();
    const admin = { ADMIN_EMAIL: "captain@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
    const t = await createTestApp({ ...admin, SMTP_URL: sink.url }, { clock });
    try {
      await ensureFirstAdmin(t.env, t.database);
      const cookie = await login(t, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD);
      const { email } = await register(t);
      const log = await (await t.request("/api/admin/communications?pageSize=5", { headers: { cookie } })).json();
      const item = log.items.find((m: { to: string }) => m.to === email);
      expect(item).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: at(1).toISOString() });
      expect(item).not.toHaveProperty("pendingHtml");
      expect(item).not.toHaveProperty("pendingSecrets");
    } finally {
      await t.close();
    }
  });
});
