import { getConnInfo } from "@hono/node-server/conninfo";
import type { MessageDescriptor } from "@lingui/core";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError, errorBody } from "./errors.ts";

/**
 * The address a request came from, for throttles: the socket's peer. Forwarded headers are not
 * trusted (anyone can send them); behind a proxy, the proxy should throttle too.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "local";
  }
}

/** 429 with Retry-After and the wait in the caller's language. */
export function tooManyRequests(
  c: Context,
  seconds: number,
  descriptor: MessageDescriptor,
  code = "too_many_requests",
) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const error = new ApiError(429 as ContentfulStatusCode, code, descriptor, { values: { minutes, seconds } });
  return c.json(errorBody(c, error), 429, { "Retry-After": String(seconds) });
}
