import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_TRIES,
  RESET_CODE_TTL_MS,
  RESET_CODES_PER_HOUR,
} from "../../domain/accounts/accounts.ts";
import { forgotPasswordSchema, resetPayloadSchema } from "../../domain/accounts/auth-schemas.ts";
import { accountMessages } from "../../domain/accounts/messages.ts";
import type { AppEnv } from "../app-env.ts";
import { passwordResetCodes, users } from "../db/schema/index.ts";
import { clientIp, tooManyRequests } from "../http/client-ip.ts";
import { ApiError } from "../http/errors.ts";
import { localeOf, translatorFor } from "../http/i18n.ts";
import { WindowLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/validate.ts";
import { findUserByEmail } from "./accounts.service.ts";
import { accountKey, createLoginThrottle, type LoginThrottle } from "./login-throttle.guard.ts";
import { hashPassword } from "./passwords.service.ts";
import { deleteUserSessions } from "./sessions.service.ts";

const HOUR = 60 * 60 * 1000;

/**
 * Password reset by e-mailed code (issue 3): 6 digits, stored hashed, single use, valid 10
 * minutes, dead after 5 wrong tries, at most 5 an hour per address; a reset ends every session.
 */
const codeHash = (id: string, code: string) => createHash("sha256").update(`${id}:${code}`).digest();

const codeError = (code: string, descriptor: { id: string; message: string }) =>
  new ApiError(400, code, descriptor, { fields: { code: descriptor.id } });

export function passwordResetRoutes(throttle: LoginThrottle = createLoginThrottle()) {
  const requests = new WindowLimit("reset_requests", 20, HOUR);
  const attempts = new WindowLimit("reset_attempts", 30, 10 * 60 * 1000);

  return new Hono<AppEnv>()
    .post("/forgot-password", async (c) => {
      const wait = await requests.hit(c.var.deps.database.db, clientIp(c));
      if (wait > 0) return tooManyRequests(c, wait, accountMessages.tooManyCodes);
      const { email } = await readJson(c, forgotPasswordSchema);
      const deps = c.var.deps;
      const { db } = deps.database;
      const user = await findUserByEmail(db, email);
      if (!user) {
        throw new ApiError(404, "email_not_found", accountMessages.emailNotFound, {
          fields: { email: accountMessages.emailNotFound.id },
        });
      }
      const recent = await db
        .select({ createdAt: passwordResetCodes.createdAt })
        .from(passwordResetCodes)
        .where(
          and(eq(passwordResetCodes.userId, user.id), gt(passwordResetCodes.createdAt, new Date(Date.now() - HOUR))),
        )
        .orderBy(passwordResetCodes.createdAt);
      const oldest = recent[0];
      if (recent.length >= RESET_CODES_PER_HOUR && oldest) {
        const seconds = Math.ceil((oldest.createdAt.getTime() + HOUR - Date.now()) / 1000);
        return tooManyRequests(c, Math.max(1, seconds), accountMessages.tooManyCodes, "too_many_codes");
      }

      const id = randomUUID();
      const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, "0");
      // A new code replaces any earlier one still open.
      await db
        .update(passwordResetCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
      await db.insert(passwordResetCodes).values({
        id,
        userId: user.id,
        codeHash: codeHash(id, code).toString("hex"),
        expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
      });
      const locale = localeOf(c);
      const status = await deps.mail.send(user.email, locale, {
        template: "reset_code",
        firstName: user.firstName,
        code,
      });
      if (status === "failed") throw new ApiError(502, "send_failed", accountMessages.sendFailed);
      return c.json({ success: true, message: translatorFor(locale)(accountMessages.codeSent) });
    })

    .post("/reset-password", async (c) => {
      const wait = await attempts.hit(c.var.deps.database.db, clientIp(c));
      if (wait > 0) return tooManyRequests(c, wait, accountMessages.tooManyAttempts);
      const { email, code, newPassword } = await readJson(c, resetPayloadSchema);
      const { db } = c.var.deps.database;
      const user = await findUserByEmail(db, email);
      if (!user) throw codeError("code_invalid", accountMessages.codeInvalid);
      const [latest] = await db
        .select()
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.userId, user.id))
        .orderBy(desc(passwordResetCodes.createdAt))
        .limit(1);
      if (!latest || latest.usedAt) throw codeError("code_invalid", accountMessages.codeInvalid);
      if (latest.expiresAt.getTime() <= Date.now()) throw codeError("code_expired", accountMessages.codeExpired);
      if (latest.attempts >= RESET_CODE_MAX_TRIES) throw codeError("code_locked", accountMessages.codeLocked);

      const expected = Buffer.from(latest.codeHash, "hex");
      if (!timingSafeEqual(expected, codeHash(latest.id, code))) {
        const [counted] = await db
          .update(passwordResetCodes)
          .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
          .where(eq(passwordResetCodes.id, latest.id))
          .returning({ attempts: passwordResetCodes.attempts });
        const locked = (counted?.attempts ?? RESET_CODE_MAX_TRIES) >= RESET_CODE_MAX_TRIES;
        throw locked
          ? codeError("code_locked", accountMessages.codeLocked)
          : codeError("code_invalid", accountMessages.codeInvalid);
      }
      // Use the code up in one statement, so two requests racing with it cannot both succeed.
      const [used] = await db
        .update(passwordResetCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetCodes.id, latest.id),
            isNull(passwordResetCodes.usedAt),
            lt(passwordResetCodes.attempts, RESET_CODE_MAX_TRIES),
          ),
        )
        .returning({ id: passwordResetCodes.id });
      if (!used) throw codeError("code_invalid", accountMessages.codeInvalid);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await deleteUserSessions(db, user.id);
      // The code proved the mailbox: the account's sign-in pause ends (issue 14, decision record 011).
      await throttle.account.succeed(db, accountKey(user.email));
      return c.json({ success: true, message: translatorFor(localeOf(c))(accountMessages.passwordReset) });
    });
}
