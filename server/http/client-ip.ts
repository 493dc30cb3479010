import { getConnInfo } from "@hono/node-server/conninfo";
import type { MessageDescriptor } from "@lingui/core";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError, errorBody } from "./errors.ts";

/** One spelling per address: an IPv4 peer of a dual-stack socket comes as ::ffff:a.b.c.d. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/**
 * The client behind `peer`: `peer` itself unless it is one of our proxies; then the nearest address
 * of X-Forwarded-For that is not ours (each proxy appends the peer it saw, so the addresses to its
 * left are whatever the client wrote and are not believed).
 */
export function forwardedClient(peer: string, forwardedFor: string | undefined, trusted: readonly string[]): string {
  const ours = new Set(trusted.map(plain));
  if (!ours.has(plain(peer)) || !forwardedFor) return plain(peer);
  const hops = forwardedFor
    .split(",")
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!ours.has(hop)) return hop;
  }
  return hops[0] ?? plain(peer);
}

/**
 * The address a request came from, for throttles: the socket's peer, or behind one of
 * TRUSTED_PROXIES the client it forwarded for (decision record 079). Without that setting,
 * forwarded headers are not trusted (anyone can send them).
 */
export function clientIp(c: Context): string {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "local";
  }
  const trusted = (c.var as { deps?: { env: { TRUSTED_PROXIES: readonly string[] } } }).deps?.env.TRUSTED_PROXIES ?? [];
  return forwardedClient(peer, c.req.header("x-forwarded-for"), trusted);
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
