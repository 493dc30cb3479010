import type { Context, MiddlewareHandler } from "hono";
import { accountMessages } from "../../domain/accounts/messages.ts";
import type { Role } from "../../domain/accounts/roles.ts";
import { hasRole } from "../../domain/accounts/roles.ts";
import {
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
  validateSessionToken,
} from "../accounts/sessions.service.ts";
import type { AppEnv } from "../app-env.ts";
import { isConnectionError } from "../db/availability.ts";
import type { UserRow } from "../db/schema/index.ts";
import { ApiError } from "./errors.ts";

/**
 * Reads the session cookie of every API request: `c.var.user` is the logged-in user or null. An
 * unknown or expired token clears the cookie; a renewed session gets a fresh one.
 */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("sessionId", null);
    c.set("sessionUnavailable", null);
    const token = readSessionToken(c);
    if (token) {
      let session: Awaited<ReturnType<typeof validateSessionToken>>;
      try {
        session = await validateSessionToken(c.var.deps.database.db, token);
      } catch (error) {
        // The database is away: what needs no one's account (the catalogue) is still served from
        // memory; whatever needs the user answers 503 from requireUser (decision record 067).
        if (!isConnectionError(error)) throw error;
        c.set("sessionUnavailable", error);
        await next();
        return;
      }
      if (session) {
        c.set("user", session.user);
        c.set("sessionId", session.sessionId);
        if (session.renewedUntil) setSessionCookie(c, token, session.renewedUntil);
      } else {
        clearSessionCookie(c);
      }
    }
    await next();
  };
}

/** The logged-in user, or a 401 for the caller. */
export function requireUser(c: Context<AppEnv>): UserRow {
  if (c.var.sessionUnavailable) throw c.var.sessionUnavailable;
  const user = c.var.user;
  if (!user) throw new ApiError(401, "unauthenticated", accountMessages.unauthenticated);
  return user;
}

/** The logged-in user holding `role`: 401 when logged out, 403 otherwise. */
export function requireRole(c: Context<AppEnv>, role: Role): UserRow {
  const user = requireUser(c);
  if (!hasRole(user, role)) throw new ApiError(403, "forbidden", accountMessages.forbidden);
  return user;
}

/** requireRole as a middleware, for a whole group of routes (every /api/admin path). */
export function roleGuard(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    requireRole(c, role);
    await next();
  };
}
