import type { MiddlewareHandler } from "hono";

/** One line a request: method, path, status and time. Enough to follow a session in the log. */
export function requestLog(write: (line: string) => void = console.log): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    write(`${new Date().toISOString()} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
