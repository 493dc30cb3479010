/**
 * The two servers of the API benchmark, in one child process: the real app (every middleware,
 * validation, the snapshot, the domain filter) and a bare Hono route answering the same JSON.
 * Prints their ports as one JSON line once both listen.
 */
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { createApp } from "../../server/app.ts";
import { systemClock } from "../../server/clock.ts";
import { openDatabase } from "../../server/db/client.ts";
import { parseEnv } from "../../server/env.ts";
import { createMailer } from "../../server/mail/mailer.service.ts";
import { createTestPaymentProvider } from "../../server/payments/test-provider.adapter.ts";
import { seedCatalogue } from "../../server/seed/seed.ts";

const path = process.argv[2] ?? "/api/yachts";
const database = await openDatabase({ memory: true });
await database.migrate();
await seedCatalogue(database.db, lakeToday(new Date()));
const env = parseEnv({ NODE_ENV: "production", LOG_REQUESTS: "0", STATIC_DIR: "./dist", PORT: "3000" });
const app = createApp({
  env,
  database,
  mail: createMailer(env, database.db),
  payments: createTestPaymentProvider(),
  clock: systemClock,
});
const payload = await (await app.request(path)).json();

const bare = new Hono().get("/bare", (c) => c.json(payload));

const listen = (fetch: (req: Request) => Response | Promise<Response>) =>
  new Promise<number>((resolve) => {
    serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
  });
const [appPort, barePort] = await Promise.all([listen(app.fetch), listen(bare.fetch)]);
console.log(JSON.stringify({ appPort, barePort }));
