import { Hono } from "hono";
import { compress } from "hono/compress";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { onError } from "./errors.ts";
import { apiBodyLimit, sameOriginWrites } from "./guards.ts";
import { sessionMiddleware } from "./session.ts";

/**
 * The API's middleware stack, before any route: same-origin writes, the body limit, compression,
 * no-store caching and the session (`c.var.user`). Resources mount their routes on it; unknown paths answer JSON 404 last.
 */
export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  api.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  api.use("*", sameOriginWrites(new URL(deps.env.PUBLIC_URL).origin));
  api.use("*", apiBodyLimit());
  api.use("*", compress({ threshold: 1024 }));
  api.use("*", async (c, next) => {
    await next();
    // API answers are personal or change often; the app keeps its own offline copy.
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  api.use("*", sessionMiddleware());
  api.onError(onError);
  return api;
}
