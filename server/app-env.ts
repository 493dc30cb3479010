import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";

/** What the app is built from; tests pass their own database and environment. */
export type AppDeps = {
  env: Env;
  database: Database;
};

/** Hono's typing of the request context: `c.var.deps` in every handler. */
export type AppEnv = {
  Variables: {
    deps: AppDeps;
  };
};
