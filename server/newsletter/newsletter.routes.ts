import { Hono } from "hono";
import { accountMessages } from "../../domain/accounts/messages.ts";
import {
  NEWSLETTER_SIGNUPS_PER_CLIENT,
  NEWSLETTER_SIGNUPS_WINDOW_MS,
  newsletterRequestSchema,
} from "../../domain/newsletter/newsletter.ts";
import type { AppEnv } from "../app-env.ts";
import { clientIp, tooManyRequests } from "../http/client-ip.ts";
import { localeOf, translatorFor } from "../http/i18n.ts";
import { idempotentWrite } from "../http/idempotency.ts";
import { WindowLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/validate.ts";
import { confirmSubscription, subscribe } from "./newsletter.service.ts";

/** Where the e-mailed link lands: a page of the app that says how it went, in the reader's language. */
export const NEWSLETTER_RESULT_PAGE = "/newsletter";

/**
 * The newsletter calls (spec section 7, api.md): the sign-up, replayable from the device's outbox
 * with an Idempotency-Key, and the double opt-in link.
 */
export function newsletterRoutes() {
  // Many addresses from one client is a spammer, not a sailor. Counted once the body is valid;
  // replays count too (an outbox replays once or twice, not thirty times).
  const signups = new WindowLimit("newsletter_signups", NEWSLETTER_SIGNUPS_PER_CLIENT, NEWSLETTER_SIGNUPS_WINDOW_MS);

  return new Hono<AppEnv>()
    .post("/subscribe", async (c) => {
      const { email } = await readJson(c, newsletterRequestSchema);
      const wait = await signups.hit(c.var.deps.database.db, clientIp(c));
      if (wait > 0) return tooManyRequests(c, wait, accountMessages.tooManyAttempts);
      const { deps, user } = c.var;
      const locale = localeOf(c);
      const ownerVerified = user?.emailVerifiedAt != null && user.email.toLowerCase() === email.toLowerCase();
      return idempotentWrite(c, { scope: user?.id ?? "anonymous", body: { email } }, async (tx) => ({
        status: 200,
        body: await subscribe(tx, deps.mail, {
          email,
          locale,
          ownerVerified,
          publicUrl: deps.env.PUBLIC_URL,
          t: translatorFor(locale),
        }),
      }));
    })

    .get("/confirm", async (c) => {
      const result = await confirmSubscription(c.var.deps.database.db, c.req.query("token") ?? "");
      return c.redirect(`${NEWSLETTER_RESULT_PAGE}?result=${result}`, 303);
    });
}
