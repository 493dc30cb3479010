import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { type PublicUser, VERIFICATION_TOKEN_TTL_MS } from "../../domain/accounts/accounts.ts";
import { parseRoles, type Role } from "../../domain/accounts/roles.ts";
import { isLocale, type Locale } from "../../domain/shared/locale.ts";
import type { AppDeps } from "../app-env.ts";
import { type Db, sqlState } from "../db/client.ts";
import { adminNotifications, emailVerificationTokens, type UserRow, users } from "../db/schema/index.ts";
import { hashPassword } from "./passwords.service.ts";
import { hashToken } from "./sessions.service.ts";

/** Users: lookups by e-mail whatever its case, creation, and the shape the API shows (no secrets). */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    photoUrl: row.photoUrl,
    brandName: row.brandName,
    roles: parseRoles(row.roles),
    emailVerified: row.emailVerifiedAt !== null,
    locale: isLocale(row.locale) ? row.locale : "en",
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export type NewUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  brandName?: string | null;
  roles: Role[];
  locale: Locale;
  emailVerified?: boolean;
};

/** Inserts a user; a taken address fails with PostgreSQL's unique violation (23505). */
export async function insertUser(db: Db, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.trim(),
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      brandName: input.brandName ?? null,
      roles: input.roles,
      locale: input.locale,
      emailVerifiedAt: input.emailVerified ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error("insert returned no user");
  return row;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === "23505";
}

export async function notifyNewUser(db: Db, user: UserRow): Promise<void> {
  await db.insert(adminNotifications).values({
    type: "new_user_registration",
    priority: "normal",
    metadata: { userId: user.id },
  });
}

/** A fresh single-use verification link for the user, e-mailed in their language. */
export async function sendVerificationLink(deps: AppDeps, user: UserRow): Promise<void> {
  const { db } = deps.database;
  const token = randomBytes(32).toString("base64url");
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
  await db.insert(emailVerificationTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS),
  });
  const link = `${deps.env.PUBLIC_URL}/verify-email?token=${token}`;
  await deps.mail.send(user.email, toPublicUser(user).locale, {
    template: "verify_email",
    firstName: user.firstName,
    link,
  });
}

/**
 * Marks the address of the token's owner verified; null when the link is not valid. The link is
 * kept after use (until a new one is sent), so opening it again says the address is already
 * verified rather than that the link is invalid (issue 15).
 */
export async function consumeVerificationToken(
  db: Db,
  token: string,
): Promise<{ user: UserRow; already: boolean } | null> {
  const [row] = await db
    .select()
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.tokenHash, hashToken(token)));
  if (!row) return null;
  const [owner] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!owner) return null;
  if (owner.emailVerifiedAt) return { user: owner, already: true };
  if (row.expiresAt.getTime() <= Date.now()) return null;
  // Only the first of two clicks verifies (and gets the welcome mail).
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, row.userId), isNull(users.emailVerifiedAt)))
    .returning();
  return user ? { user, already: false } : { user: owner, already: true };
}
