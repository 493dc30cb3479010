import { Hono } from "hono";
import { compress } from "hono/compress";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { onError } from "./errors.ts";
import { apiBodyLimit, sameOriginWrites } from "./guards.ts";
import { sessionMiddleware } from "./session.ts";
import { refuseControlCharacters } from "./validate.ts";

/**
 * The API's middleware stack, before any route: same-origin writes, the body limit, no control
 * characters in queries and path parameters (decision 071), compression,
 * no-store caching and the session (`c.var.user`). Resources mount their routes on it; unknown paths answer JSON 404 last.
 */
export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  api.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  api.use("*", sameOriginWrites({ publicUrl: deps.env.PUBLIC_URL, loopbackHosts: deps.env.publicUrlUnset }));
  api.use("*", apiBodyLimit());
  api.use("*", refuseControlCharacters());
  const compression = compress({ threshold: 1024 });
  // Only when the caller accepts it: the middleware reads the finished response's headers, which
  // costs the Node adapter a rebuild of every response, compressed or not.
  api.use("*", (c, next) => (c.req.header("accept-encoding") ? compression(c, next) : next()));
  api.use("*", async (c, next) => {
    // API answers are personal or change often; the app keeps its own offline copy. Set before the
    // handler (which may replace it): headers changed afterwards cost the Node adapter a rebuild.
    c.header("Cache-Control", "no-store");
    await next();
  });
  api.use("*", sessionMiddleware());
  api.onError(onError);
  return api;
}
