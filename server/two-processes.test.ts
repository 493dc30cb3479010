import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, register, STRONG_PASSWORD, sessionCookie } from "./test/accounts.ts";
import { as, bookingBody, CAPTAINED_YACHT, OWNED_YACHT, withKey } from "./test/bookings.ts";
import { type OpenMeteoFake, startOpenMeteoFake } from "./test/open-meteo-fake.ts";
import { inSeason } from "./test/season.ts";
import { postgresAnswers, type ServerProcess, startServerProcess } from "./test/server-process.ts";
import { type ReceivedMail, startSmtpSink } from "./test/smtp-sink.ts";
import type { TestApp } from "./test/test-app.ts";

/**
 * Issue 25 (decision record 079): two `node server/main.ts` processes on one PostgreSQL database,
 * asked in turn, behave as one server. Runs when TEST_DATABASE_URL names a PostgreSQL server that
 * answers (CI's second pass); each run makes its own database there and drops it after.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const runs = serverUrl !== undefined && (await postgresAnswers(serverUrl));
if (!runs) console.info("two-processes.test.ts skipped: set TEST_DATABASE_URL to a PostgreSQL server that answers");

const ADMIN_EMAIL = "harbour.master@example.com";
const ADMIN_PASSWORD = "Harbour1!master";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!runs)("two server processes on one PostgreSQL", () => {
  const name = `t_two_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "baikal-two-"));
  let admin: postgres.Sql;
  let sql: postgres.Sql;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let env: Record<string, string>;
  let weather: OpenMeteoFake;
  /** Requests go to the two processes in turn, as a load balancer would send them. */
  const at = (server: ServerProcess): TestApp =>
    ({ request: (to: string, init?: RequestInit) => fetch(`${server.url}${to}`, init) }) as TestApp;

  beforeAll(async () => {
    admin = postgres(serverUrl ?? "", { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
    sink = await startSmtpSink();
    weather = await startOpenMeteoFake();
    env = {
      WEATHER_API_URL: weather.url,
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      MAIL_RETRY_INTERVAL_S: "1",
    };
    // Started together on an empty database: the migrations and the seed take turns (startup lock).
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await sink?.close();
    await weather?.close();
    await sql?.end();
    await admin?.unsafe(`drop database if exists "${name}" with (force)`);
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("migrate and seed the empty database once between them", () => {
    const seeded = [a, b].filter((server) => server.output().includes("Catalogue seed data applied"));
    expect(seeded).toHaveLength(1);
  });

  it("limit login guesses spread over both as one: the sixth wrong password is refused with Retry-After", async () => {
    const { email } = await register(at(a));
    const answers: Response[] = [];
    for (let guess = 0; guess < 8; guess++) {
      const server = guess % 2 === 0 ? a : b;
      answers.push(await at(server).request("/api/login", json({ username: email, password: `Wrong1!${guess}` })));
    }
    // Counted in each process's memory, all eight would have been checked (four each, five free).
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(Number(answers[5]?.headers.get("retry-after"))).toBeGreaterThan(0);
    // The right password is refused too while the pause lasts, on either process.
    const right = await at(b).request("/api/login", json({ username: email, password: STRONG_PASSWORD }));
    expect(right.status).toBe(429);
  });

  it("count one window over both, and remember it across a restart", async () => {
    // 60 e-mail checks per client and 10 minutes (decision 011), asked of each process in turn.
    const check = (server: ServerProcess) => fetch(`${server.url}/api/check-email-exists?email=a%40example.com`);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await check(i % 2 === 0 ? a : b)).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // The counts were never in a process's memory: a restarted one still refuses.
    await b.stop();
    b = await startServerProcess(env);
    const afterRestart = await check(b);
    expect(afterRestart.status).toBe(429);
    expect(Number(afterRestart.headers.get("retry-after"))).toBeGreaterThan(60);
  }, 90_000);

  it("refuse on one a booking that overlaps one made on the other, with the session of the first", async () => {
    const { cookie } = await register(at(a));
    const dates = { startDate: inSeason("08-10"), endDate: inSeason("08-13") };
    const first = await at(a).request("/api/bookings", as(cookie, json(bookingBody(dates), withKey())));
    expect(first.status).toBe(201);
    const overlap = { startDate: inSeason("08-12"), endDate: inSeason("08-14"), yachtId: OWNED_YACHT };
    const second = await at(b).request("/api/bookings", as(cookie, json(bookingBody(overlap), withKey())));
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: "dates_unavailable" });
  });

  it("send a failed mail retried by both processes' timers once", async () => {
    const to = Array.from({ length: 12 }, (_, i) => `retry.${name}.${i}@example.com`);
    // Failed once, long due: both timers (every second here) reach for every row.
    for (const address of to) {
      await sql`insert into outgoing_messages
        (id, "to", subject, template, locale, body, status, attempts, next_attempt_at, pending_html, pending_secrets)
        values (${randomUUID()}, ${address}, 'Your request', 'booking_received', 'en', 'Thank you',
                'failed', 1, '2000-01-01T00:00:00Z', '<p>Thank you</p>', '{}')`;
    }
    const sent = async () =>
      (await sql`select count(*)::int as n from outgoing_messages where "to" in ${sql(to)} and status = 'sent'`)[0]?.n;
    const deadline = Date.now() + 15_000;
    while ((await sent()) < to.length && Date.now() < deadline) await pause(200);
    expect(await sent()).toBe(to.length);
    // Two more runs of each timer: nothing is sent again.
    await pause(2_500);
    const received = (address: string) => sink.received.filter((mail: ReceivedMail) => mail.to.includes(address));
    expect(to.map((address) => received(address).length)).toEqual(to.map(() => 1));
  });

  it("serve on one a yacht an admin changed on the other within 5 s", async () => {
    const owner = await register(at(b), { roles: ["owner"] });
    const login = await at(a).request("/api/login", json({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
    expect(login.status).toBe(200);
    const adminCookie = sessionCookie(login);
    const yachtAt = async (server: ServerProcess) =>
      (await (await fetch(`${server.url}/api/yachts/${CAPTAINED_YACHT}`)).json()) as { updatedAt: string };
    const before = await yachtAt(b);

    const change = await at(a).request(
      `/api/admin/yachts/${CAPTAINED_YACHT}`,
      as(adminCookie, { ...json({ ownerId: owner.user.id }), method: "PATCH" }),
    );
    expect(change.status).toBe(200);
    const changedAt = Date.now();
    const onA = await yachtAt(a);
    let onB = before;
    while (onB.updatedAt === before.updatedAt && Date.now() - changedAt < 5_000) {
      await pause(100);
      onB = await yachtAt(b);
    }
    console.info(`The admin's change reached the other process after ${Date.now() - changedAt} ms`);
    expect(onB.updatedAt).not.toBe(before.updatedAt);
    expect(onB).toEqual(onA);
  });

  it("ask the weather provider once for a place both are asked about at the same moment", async () => {
    const forecasts = await Promise.all(
      [a, b, a, b].map(async (server) => (await fetch(`${server.url}/api/weather?place=small-sea`)).json()),
    );
    expect(forecasts.map((answer) => answer.source)).toEqual(["forecast", "forecast", "forecast", "forecast"]);
    expect(new Set(forecasts.map((answer) => answer.fetchedAt)).size).toBe(1);
    expect(weather.calls.filter((call) => call.pathname === "/v1/forecast")).toHaveLength(1);
  });
});
