import { lakeToday } from "../domain/catalogue/availability.ts";
import { ensureFirstAdmin } from "./accounts/first-admin.service.ts";
import { createApp } from "./app.ts";
import { startBookingSweep } from "./bookings/sweep.job.ts";
import { systemClock } from "./clock.ts";
import { openDatabase } from "./db/client.ts";
import { EnvError, parseEnv } from "./env.ts";
import { purgeExpiredIdempotencyKeys } from "./http/idempotency.ts";
import { startServer } from "./http/node-server.ts";
import { purgeThrottles } from "./http/rate-limit.ts";
import { createMailer } from "./mail/mailer.service.ts";
import { startMailRetries } from "./mail/retry.job.ts";
import { createTestPaymentProvider } from "./payments/test-provider.adapter.ts";
import { seedEvents } from "./seed/events.ts";
import { seedHome } from "./seed/home.ts";
import { seedCatalogue } from "./seed/seed.ts";
import { seedYachtSales } from "./seed/yacht-sales.ts";

/** Starts the server: environment, database and migrations, then HTTP; stops cleanly on SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

function loadEnvOrExit() {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = loadEnvOrExit();
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
// Housekeeping any one process may do: the others skip it while one is at it (decision record 079).
const housekeeping = (name: string, work: () => Promise<unknown>) => () =>
  database.ifFree(name, work).catch((error) => console.warn(`Housekeeping (${name}) failed:`, error));
const purgeKeys = housekeeping("purge_idempotency_keys", () => purgeExpiredIdempotencyKeys(database.db));
const purgeCounts = housekeeping("purge_throttles", () => purgeThrottles(database.db));
const mail = createMailer(env, database.db);
// Processes starting together on one PostgreSQL take turns: one migrates and seeds, the next finds it done.
await database.exclusive("startup", async () => {
  await database.migrate();
  await purgeKeys();
  const admin = await ensureFirstAdmin(env, database);
  if (admin === "created" || admin === "promoted") console.log(`First administrator ${admin}: ${env.ADMIN_EMAIL}`);
  const seeded = await seedCatalogue(database.db, lakeToday(systemClock()));
  if (seeded === "applied") console.log("Catalogue seed data applied");
  if (seeded === "moved") console.log("Catalogue seed dates moved on to the coming season");
  if (await seedHome(database.db)) console.log("Home content seed data applied");
  if (await seedYachtSales(database.db)) console.log("Yachts for sale seed data applied");
  const eventsSeeded = await seedEvents(database.db, lakeToday(systemClock()));
  if (eventsSeeded) console.log(`Event seed data ${eventsSeeded}`);
});
setInterval(purgeKeys, DAY_MS).unref();
setInterval(purgeCounts, HOUR_MS).unref();
const deps = { env, database, mail, payments: createTestPaymentProvider(), clock: systemClock };
const app = createApp(deps);
const sweep = startBookingSweep(deps);
const mailRetries = startMailRetries(mail, env.MAIL_RETRY_INTERVAL_S * 1000);

// Bounds on slow requests, large headers and connections per address (decision 071).
const limits = {
  requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_S * 1000,
  connectionsPerAddress: env.HTTP_CONNECTIONS_PER_ADDRESS,
};
const server = startServer({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, limits }, (info) => {
  const where = database.kind === "pglite" ? `PGlite in ${env.DATA_DIR}` : "PostgreSQL";
  const mailWay = mail.kind === "smtp" ? "SMTP" : "stored for admins";
  console.log(`Baikal portal listening on http://localhost:${info.port} (database: ${where}; mail: ${mailWay})`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing open requests, then closing the database`);
  const force = setTimeout(() => {
    console.error("Requests still open after the grace period; closing them");
    if ("closeAllConnections" in server) server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await sweep.stop();
  await mailRetries.stop();
  mail.close();
  await database.close();
  console.log("Stopped");
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
