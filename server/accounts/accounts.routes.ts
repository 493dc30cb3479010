import { eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  changePasswordPayloadSchema,
  checkEmailQuerySchema,
  loginPayloadSchema,
  profileSchema,
  registerPayloadSchema,
  verifyEmailSchema,
} from "../../domain/accounts/auth-schemas.ts";
import { accountMessages } from "../../domain/accounts/messages.ts";
import { adminMessages } from "../../domain/admin/messages.ts";
import { vm } from "../../domain/http/validation-messages.ts";
import type { AppEnv } from "../app-env.ts";
import { users } from "../db/schema/index.ts";
import { clientIp, tooManyRequests } from "../http/client-ip.ts";
import { ApiError } from "../http/errors.ts";
import { localeOf, translatorFor } from "../http/i18n.ts";
import { FailureBackoff, WindowLimit } from "../http/rate-limit.ts";
import { requireUser } from "../http/session.ts";
import { readJson, readQuery } from "../http/validate.ts";
import {
  consumeVerificationToken,
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  notifyNewUser,
  sendVerificationLink,
  toPublicUser,
} from "./accounts.service.ts";
import { ACCOUNT_LOGIN_BACKOFF, accountKey, createLoginThrottle, type LoginThrottle } from "./login-throttle.guard.ts";
import { hashPassword, verifyAgainstNobody, verifyPassword } from "./passwords.service.ts";
import { clearSessionCookie, deleteSession, deleteUserSessions, isBlocked, startSession } from "./sessions.service.ts";

const MINUTE = 60_000;

/**
 * The account calls of spec section 7 and api.md: who am I, login, register, logout, the e-mail
 * check, profile, password change and e-mail verification. Throttles: decision record 011.
 */
export function accountRoutes(throttle: LoginThrottle = createLoginThrottle()) {
  // Wrong passwords for one address from one client: 5 free, then 30 s doubling up to 15 min.
  const loginPair = new FailureBackoff("login_pair", {
    free: 5,
    baseMs: 30_000,
    maxMs: 15 * MINUTE,
    forgetMs: 15 * MINUTE,
  });
  // One client spraying many addresses.
  const loginClient = new FailureBackoff("login_client", {
    free: 30,
    baseMs: MINUTE,
    maxMs: 15 * MINUTE,
    forgetMs: 15 * MINUTE,
  });
  const emailChecks = new WindowLimit("email_checks", 60, 10 * MINUTE);
  const registrations = new WindowLimit("registrations", 30, 60 * MINUTE);
  const resends = new WindowLimit("verification_resends", 5, 60 * MINUTE);

  return new Hono<AppEnv>()
    .get("/user", (c) => c.json(toPublicUser(requireUser(c))))

    .post("/login", async (c) => {
      const { username, password } = await readJson(c, loginPayloadSchema);
      const ip = clientIp(c);
      const { deps } = c.var;
      const { db } = deps.database;
      const pairKey = `${ip}|${username.toLowerCase()}`;
      const wait = Math.max(await loginPair.retryAfter(db, pairKey), await loginClient.retryAfter(db, ip));
      if (wait > 0) return tooManyRequests(c, wait, accountMessages.tooManyAttempts, "too_many_attempts");
      // The account's own pause, whatever the address (many addresses guessing one password).
      const account = accountKey(username);
      const accountWait = await throttle.account.retryAfter(db, account);
      if (accountWait > 0) {
        return tooManyRequests(c, accountWait, accountMessages.accountThrottled, "account_throttled");
      }

      const user = await findUserByEmail(db, username);
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNobody(password);
      if (!user || !ok) {
        await loginPair.fail(db, pairKey);
        await loginClient.fail(db, ip);
        const failures = await throttle.account.fail(db, account);
        // Once per run of failures: the owner hears that sign-in is slowed and how to get in. Not
        // awaited, so the answer takes as long whether the account exists or not.
        if (user && failures === ACCOUNT_LOGIN_BACKOFF.free) {
          deps.mail
            .send(user.email, toPublicUser(user).locale, {
              template: "login_throttled",
              firstName: user.firstName,
              failures,
              link: deps.env.PUBLIC_URL,
            })
            .catch((error) => console.error("The sign-in notice could not be written:", error));
        }
        throw new ApiError(401, "invalid_credentials", accountMessages.invalidCredentials);
      }
      await loginPair.succeed(db, pairKey);
      await throttle.account.succeed(db, account);
      // Said only after the right password: a blocked account is not revealed to guessers.
      if (await isBlocked(db, user.id)) throw new ApiError(403, "account_blocked", adminMessages.accountBlocked);
      await startSession(c, user.id);
      return c.json(toPublicUser(user));
    })

    .post("/register", async (c) => {
      const wait = await registrations.hit(c.var.deps.database.db, clientIp(c));
      if (wait > 0) return tooManyRequests(c, wait, accountMessages.tooManyAttempts);
      const input = await readJson(c, registerPayloadSchema);
      const deps = c.var.deps;
      let user: Awaited<ReturnType<typeof insertUser>>;
      try {
        user = await insertUser(deps.database.db, { ...input, locale: localeOf(c) });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new ApiError(409, "email_exists", accountMessages.emailExists, { fields: { email: vm.emailInUse } });
      }
      await notifyNewUser(deps.database.db, user);
      await sendVerificationLink(deps, user);
      await startSession(c, user.id);
      return c.json(toPublicUser(user), 201);
    })

    .post("/logout", async (c) => {
      const sessionId = c.var.sessionId;
      if (sessionId) await deleteSession(c.var.deps.database.db, sessionId);
      clearSessionCookie(c);
      return c.json({ success: true, message: translatorFor(localeOf(c))(accountMessages.loggedOut) });
    })

    .get("/check-email-exists", async (c) => {
      const wait = await emailChecks.hit(c.var.deps.database.db, clientIp(c));
      if (wait > 0) return tooManyRequests(c, wait, accountMessages.tooManyAttempts);
      const { email } = readQuery(c, checkEmailQuerySchema);
      const user = await findUserByEmail(c.var.deps.database.db, email);
      return c.json({ exists: user !== undefined });
    })

    .patch("/user", async (c) => {
      const user = requireUser(c);
      const changes = await readJson(c, profileSchema);
      const [updated] = await c.var.deps.database.db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return c.json(toPublicUser(updated ?? user));
    })

    .post("/change-password", async (c) => {
      const user = requireUser(c);
      const { currentPassword, newPassword } = await readJson(c, changePasswordPayloadSchema);
      const wait = await loginPair.retryAfter(c.var.deps.database.db, `change|${user.id}`);
      if (wait > 0) return tooManyRequests(c, wait, accountMessages.tooManyAttempts, "too_many_attempts");
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await loginPair.fail(c.var.deps.database.db, `change|${user.id}`);
        throw new ApiError(400, "invalid_input", accountMessages.currentPasswordWrong, {
          fields: { currentPassword: accountMessages.currentPasswordWrong.id },
        });
      }
      const { db } = c.var.deps.database;
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      // Every other device signs in again; this one gets a fresh session.
      await deleteUserSessions(db, user.id);
      await startSession(c, user.id);
      return c.json({ success: true, message: translatorFor(localeOf(c))(accountMessages.passwordChanged) });
    })

    .post("/verify-email", async (c) => {
      const { token } = await readJson(c, verifyEmailSchema);
      const deps = c.var.deps;
      const used = await consumeVerificationToken(deps.database.db, token);
      if (!used) throw new ApiError(400, "invalid_token", accountMessages.verifyInvalid);
      const t = translatorFor(localeOf(c));
      // The link opened again: already done, and no second welcome.
      if (used.already)
        return c.json({ success: true, alreadyVerified: true, message: t(accountMessages.alreadyVerified) });
      const { user } = used;
      await deps.mail.send(user.email, toPublicUser(user).locale, {
        template: "welcome",
        firstName: user.firstName,
        link: deps.env.PUBLIC_URL,
      });
      return c.json({ success: true, alreadyVerified: false, message: t(accountMessages.verified) });
    })

    .post("/resend-verification", async (c) => {
      const user = requireUser(c);
      const t = translatorFor(localeOf(c));
      if (user.emailVerifiedAt) return c.json({ success: true, message: t(accountMessages.alreadyVerified) });
      const wait = await resends.hit(c.var.deps.database.db, user.id);
      if (wait > 0) return tooManyRequests(c, wait, accountMessages.tooManyAttempts);
      await sendVerificationLink(c.var.deps, user);
      return c.json({ success: true, message: t(accountMessages.verificationSent) });
    });
}
