import { FailureBackoff } from "../http/rate-limit.ts";

const MINUTE = 60_000;

/**
 * Wrong passwords for one account, whatever the address they come from (issue 14; decision record
 * 011): 10 in a row are free, then a pause of 1 s that doubles with each further failure up to
 * 1 minute, forgotten after an hour without failures. Someone guessing from many addresses gets at
 * most 10 + 6 + 60 = 76 tries an hour (OWASP ASVS 2.2.1 asks for at most 100), and the real user
 * waits at most a minute at a time; the e-mailed notice tells them how to get in with a code
 * (the password reset) while the guessing goes on.
 * Counted in the database like the other throttles (decision record 079), so every process agrees.
 */
export const ACCOUNT_LOGIN_BACKOFF = { free: 10, baseMs: 1_000, maxMs: MINUTE, forgetMs: 60 * MINUTE } as const;

/** The one per-account login throttle of the app, shared by the login and the password reset. */
export type LoginThrottle = { account: FailureBackoff };

export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  return { account: new FailureBackoff("login_account", { ...ACCOUNT_LOGIN_BACKOFF }, now) };
}

/** The key of an account in the throttle: its address in lower case, as users are unique by it. */
export const accountKey = (email: string) => email.trim().toLowerCase();
