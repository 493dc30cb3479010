import type { Clock } from "./clock.ts";
import type { Database } from "./db/client.ts";
import type { UserRow } from "./db/schema/index.ts";
import type { Env } from "./env.ts";
import type { Mailer } from "./mail/mailer.service.ts";
import type { PaymentProvider } from "./payments/provider.adapter.ts";

/** What the app is built from; tests pass their own database, environment, mailer and clock. */
export type AppDeps = {
  env: Env;
  database: Database;
  mail: Mailer;
  payments: PaymentProvider;
  clock: Clock;
};

/**
 * Hono's typing of the request context: `c.var.deps` in every handler, and under /api the
 * logged-in user (or null) and their session id, set by the session middleware.
 */
export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: UserRow | null;
    sessionId: string | null;
    /** Set when the session could not be read because the database is away: requireUser throws it. */
    sessionUnavailable: unknown;
  };
};
