import { Hono } from "hono";
import { DeleteAccountSchema, exportFileName } from "../../domain/accounts/account-data.ts";
import { accountMessages } from "../../domain/accounts/messages.ts";
import type { AppEnv } from "../app-env.ts";
import { tooManyRequests } from "../http/client-ip.ts";
import { ApiError } from "../http/errors.ts";
import { localeOf, translatorFor } from "../http/i18n.ts";
import { FailureBackoff } from "../http/rate-limit.ts";
import { requireUser } from "../http/session.ts";
import { readJson } from "../http/validate.ts";
import { deleteAccount, exportAccount } from "./account-data.service.ts";
import { verifyPassword } from "./passwords.service.ts";
import { clearSessionCookie } from "./sessions.service.ts";

const MINUTE = 60_000;

/**
 * The privacy policy's promises (decision record 078): GET /api/user/export downloads the
 * caller's data as a JSON file; POST /api/user/delete `{ password }` deletes the account, ends
 * every session and clears this device's cookie.
 */
export function accountDataRoutes() {
  // Password guesses through the deletion form pause like those of the password change.
  const guesses = new FailureBackoff("account_delete", {
    free: 5,
    baseMs: 30_000,
    maxMs: 15 * MINUTE,
    forgetMs: 15 * MINUTE,
  });
  return new Hono<AppEnv>()
    .get("/user/export", async (c) => {
      const user = requireUser(c);
      const now = c.var.deps.clock();
      const data = await exportAccount(c.var.deps.database.db, user, now);
      c.header("Content-Disposition", `attachment; filename="${exportFileName(now)}"`);
      c.header("Cache-Control", "no-store");
      return c.json(data);
    })

    .post("/user/delete", async (c) => {
      const user = requireUser(c);
      const { password } = await readJson(c, DeleteAccountSchema);
      const key = `delete|${user.id}`;
      const { db } = c.var.deps.database;
      const wait = await guesses.retryAfter(db, key);
      if (wait > 0) return tooManyRequests(c, wait, accountMessages.tooManyAttempts, "too_many_attempts");
      if (!(await verifyPassword(user.passwordHash, password))) {
        await guesses.fail(db, key);
        throw new ApiError(400, "invalid_input", accountMessages.currentPasswordWrong, {
          fields: { password: accountMessages.currentPasswordWrong.id },
        });
      }
      await guesses.succeed(db, key);
      const { database, clock } = c.var.deps;
      await database.db.transaction((tx) => deleteAccount(tx, user, clock()));
      clearSessionCookie(c);
      return c.json({ success: true, message: translatorFor(localeOf(c))(accountMessages.accountDeleted) });
    });
}
