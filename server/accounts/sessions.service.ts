import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_RENEW_BEFORE_MS, SESSION_TTL_MS } from "../../domain/accounts/accounts.ts";
import type { AppEnv } from "../app-env.ts";
import type { Db } from "../db/client.ts";
import { sessions, type UserRow, userBlocks, users } from "../db/schema/index.ts";

/**
 * Sessions after the Lucia guide (spec README, decision 4): a random 256-bit token in an HttpOnly
 * cookie, only its SHA-256 in the database, 30 days that slide forward while the session is used.
 */
export function sessionCookieName(secure: boolean): string {
  // The __Host- prefix pins the cookie to this host, HTTPS and path / (browsers enforce it).
  return secure ? "__Host-session" : "session";
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export type ValidSession = { sessionId: string; user: UserRow; renewedUntil: Date | null };

/** The user behind a cookie's token, renewing the session when less than half of it is left. */
export async function validateSessionToken(db: Db, token: string): Promise<ValidSession | null> {
  const sessionId = hashToken(token);
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt, blockedAt: userBlocks.blockedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userBlocks, eq(userBlocks.userId, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  // A blocked user's session is refused at once (issue 20), whatever its age.
  if (row.expiresAt.getTime() <= now || row.blockedAt) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  let renewedUntil: Date | null = null;
  if (row.expiresAt.getTime() - now < SESSION_RENEW_BEFORE_MS) {
    renewedUntil = new Date(now + SESSION_TTL_MS);
    await db.update(sessions).set({ expiresAt: renewedUntil }).where(eq(sessions.id, sessionId));
  }
  return { sessionId, user: row.user, renewedUntil };
}

/** Whether an admin has blocked the user (issue 20): login is refused, sessions too. */
export async function isBlocked(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: userBlocks.userId }).from(userBlocks).where(eq(userBlocks.userId, userId));
  return row !== undefined;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export function readSessionToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, sessionCookieName(c.var.deps.env.secureCookies)) || undefined;
}

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date): void {
  const secure = c.var.deps.env.secureCookies;
  setCookie(c, sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  const secure = c.var.deps.env.secureCookies;
  deleteCookie(c, sessionCookieName(secure), { path: "/", secure, httpOnly: true, sameSite: "Lax" });
}

/** Logs the user in on this response: a new session and its cookie. */
export async function startSession(c: Context<AppEnv>, userId: string): Promise<void> {
  const { token, expiresAt } = await createSession(c.var.deps.database.db, userId);
  setSessionCookie(c, token, expiresAt);
}
