import type { Database } from "./db/client.ts";
import type { UserRow } from "./db/schema/index.ts";
import type { Env } from "./env.ts";
import type { Mailer } from "./mail/mailer.ts";

/** What the app is built from; tests pass their own database, environment and mailer. */
export type AppDeps = {
  env: Env;
  database: Database;
  mail: Mailer;
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
  };
};
