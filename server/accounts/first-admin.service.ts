import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import { findUserByEmail, insertUser, isUniqueViolation } from "./accounts.service.ts";

/**
 * The first administrator from ADMIN_EMAIL / ADMIN_PASSWORD (spec README, decision 5), at every
 * start and idempotent: created when missing, given the admin role when it lacks it. An existing
 * account keeps its password, so a password changed in the app is not reset by a restart.
 */
export async function ensureFirstAdmin(
  env: Env,
  database: Database,
): Promise<"created" | "promoted" | "present" | "skipped"> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return "skipped";
  const { db } = database;
  const existing = await findUserByEmail(db, env.ADMIN_EMAIL);
  if (existing) {
    if (existing.roles.includes("admin")) return "present";
    await db
      .update(users)
      .set({ roles: ["admin", ...existing.roles], updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return "promoted";
  }
  try {
    await insertUser(db, {
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      firstName: "Admin",
      lastName: "Baikal",
      roles: ["admin"],
      locale: "ru",
      emailVerified: true,
    });
    return "created";
  } catch (error) {
    // Another process started at the same moment and created it.
    if (isUniqueViolation(error)) return "present";
    throw error;
  }
}
