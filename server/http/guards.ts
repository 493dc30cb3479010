import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { httpMessages } from "../../domain/http/messages.ts";
import { ApiError, errorBody } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whom a write may come from (decision record 008): the site's own origin, served under
 * `PUBLIC_URL`'s host; in development (PUBLIC_URL unset) any loopback host, on any port.
 */
export type WritePolicy = { publicUrl: string; loopbackHosts: boolean };

/**
 * Refuses state-changing requests sent by another site, whatever their content type: hono's
 * csrf() looks only at form content types, and a JSON body is no protection on its own. A write
 * passes only when
 * - the request is addressed to PUBLIC_URL's host (or loopback in development): a page on a
 *   rebound DNS name reaches our address with its own Host and a matching Origin, and stops here;
 * - `Sec-Fetch-Site`, when the browser sends it, is `same-origin` (not `same-site`: a sibling
 *   subdomain is another site's code);
 * - `Origin`, when sent, is PUBLIC_URL's origin or the request's own (one of those hosts; the
 *   scheme differs behind a proxy that ends TLS).
 */
export function sameOriginWrites(policy: WritePolicy): MiddlewareHandler {
  const publicUrl = new URL(policy.publicUrl);
  const allowedHost = (url: URL) => url.host === publicUrl.host || (policy.loopbackHosts && LOOPBACK.has(url.hostname));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const requestUrl = new URL(c.req.url);
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const sameOrigin = origin === undefined || origin === publicUrl.origin || origin === requestUrl.origin;
    if (!allowedHost(requestUrl) || (site !== undefined && site !== "same-origin") || !sameOrigin) {
      throw new ApiError(403, "cross_site", httpMessages.crossSite);
    }
    return next();
  };
}

export const API_BODY_LIMIT_BYTES = 1024 * 1024;

export function apiBodyLimit(maxSize = API_BODY_LIMIT_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      const limit = `${Math.round(maxSize / 1024)} KB`;
      const error = new ApiError(413, "body_too_large", httpMessages.bodyTooLarge, { values: { limit } });
      return c.json(errorBody(c, error), 413);
    },
  });
}

/**
 * Security headers for every response. The policy allows no inline script; inline style
 * attributes stay allowed because React and the toast library set them. The headers are worked
 * out once and set before the handler runs: changing a response's headers afterwards makes the
 * Node adapter rebuild it, which halved the API's throughput (bench/api-throughput.ts).
 */
export function securityHeaders(https: boolean): MiddlewareHandler {
  const reference = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"], payment: ["self"] },
  });
  // hono's secureHeaders is the reference for which headers and values; read them off once.
  let headers: [string, string][] | null = null;
  const computeOnce = async (): Promise<[string, string][]> => {
    const probe = new Hono().use("*", reference).get("*", (c) => c.body(null));
    const res = await probe.request("/");
    return [...res.headers.entries()].filter(([name]) => name !== "content-type");
  };
  const ready = computeOnce().then((list) => {
    headers = list;
  });
  return async (c, next) => {
    if (!headers) await ready;
    for (const [name, value] of headers ?? []) c.header(name, value);
    await next();
  };
}
