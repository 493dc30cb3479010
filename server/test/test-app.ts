import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { createApp } from "../app.ts";
import type { AppDeps } from "../app-env.ts";
import { type Clock, systemClock } from "../clock.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { type Env, parseEnv } from "../env.ts";
import { createMailer } from "../mail/mailer.service.ts";
import type { PaymentProvider } from "../payments/provider.adapter.ts";
import { createTestPaymentProvider } from "../payments/test-provider.adapter.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (so CI runs the same tests on both drivers).
 */
export async function openTestDatabase(options: { through?: (url: string) => string } = {}): Promise<Database> {
  // Tests take their database from the test runner's environment, not from the app's env.ts.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    return database;
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // An outage test reaches the database through a proxy it can cut (server/test/tcp-proxy.ts).
  const database = await openDatabase({ url: options.through ? options.through(url.toString()) : url.toString() });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type TestAppOptions = {
  clock?: Clock;
  payments?: PaymentProvider;
  /** Rewrites the PostgreSQL address the app uses (not the one that creates and drops the database). */
  databaseThrough?: (url: string) => string;
};

export async function createTestApp(envOverrides: Record<string, string> = {}, options: TestAppOptions = {}) {
  const database = await openTestDatabase({ through: options.databaseThrough });
  const env: Env = parseEnv({ NODE_ENV: "test", LOG_REQUESTS: "0", STATIC_DIR: "./dist", ...envOverrides });
  const clock = options.clock ?? systemClock;
  // The mailer shares the app's clock, so a test that moves it also moves when failed mail is due.
  const mail = createMailer(env, database.db, { clock });
  const deps: AppDeps = {
    env,
    database,
    mail,
    payments: options.payments ?? createTestPaymentProvider(),
    clock,
  };
  const app = createApp(deps);
  return {
    app,
    env,
    database,
    deps,
    request: (path: string, init?: RequestInit) => app.request(path, init),
    close: async () => {
      mail.close();
      await database.close();
    },
  };
}
