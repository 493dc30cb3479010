import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { httpMessages } from "../../domain/messages/http.ts";
import { ApiError, errorBody } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site, whatever their content type: hono's
 * csrf() looks only at form content types, and a JSON body is no protection on its own.
 */
export function sameOriginWrites(publicOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const requestOrigin = new URL(c.req.url).origin;
    const foreignOrigin = origin !== undefined && origin !== publicOrigin && origin !== requestOrigin;
    if (site === "cross-site" || foreignOrigin) {
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
 * attributes stay allowed because React and the toast library set them.
 */
export function securityHeaders(https: boolean): MiddlewareHandler {
  return secureHeaders({
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
}
