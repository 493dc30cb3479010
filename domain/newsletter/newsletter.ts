import type { MessageDescriptor } from "@lingui/core";
import * as v from "valibot";
import { emailAddress } from "../shared/email.ts";
import { newsletterMessages as m } from "./messages.ts";

/**
 * The newsletter sign-up of spec sections 3, 4, 5, 8 and 9: the request, the answer, the result
 * statuses, the limits of the double opt-in, and which text the footer shows for how long.
 */

export const newsletterEmail = v.pipe(
  // A missing field reads as empty, so it gets the spec's message rather than valibot's own.
  v.optional(v.string(m.emailRequired.id), ""),
  v.trim(),
  v.nonEmpty(m.emailRequired.id),
  // "{email} without spaces" (section 5), by the one rule of every form (domain/shared/email.ts).
  emailAddress(m.emailInvalid.id),
);

/**
 * `POST /api/newsletter/subscribe` (section 7): the trimmed e-mail. A body that is not an object
 * reads as one without the field, so every bad body is answered by naming `email`.
 */
export const newsletterRequestSchema = v.pipe(
  v.unknown(),
  v.transform((input) => (typeof input === "object" && input !== null && !Array.isArray(input) ? input : {})),
  v.object({ email: newsletterEmail }),
);
export type NewsletterRequest = v.InferOutput<typeof newsletterRequestSchema>;

/** Section 4; new_subscription is the default when an answer names none. */
export const newsletterStatuses = ["already_confirmed", "resent_confirmation", "new_subscription"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** The answer's fields the footer reads (section 3). */
export type NewsletterResponse = {
  success: boolean;
  status: NewsletterStatus;
  message: string;
  requiresConfirmation: boolean;
  emailSent: boolean;
};

/** A subscription row's state on the server. */
export type SubscriptionState = "pending" | "confirmed";

// Toast durations of sections 8 and 9.
export const NEWSLETTER_ALREADY_MS = 6000;
export const NEWSLETTER_RESENT_MS = 8000;
export const NEWSLETTER_SENT_MS = 8000;
export const NEWSLETTER_CREATED_MS = 6000;
/** 'Успешно!' and the errors name no duration: the library default. */
export const NEWSLETTER_DEFAULT_MS = 5000;

/** The button's green check (sections 4 and 9: 3 to 5 s): longer for a new subscription. */
export const NEWSLETTER_CHECK_SHORT_MS = 3000;
export const NEWSLETTER_CHECK_LONG_MS = 5000;

/** Double opt-in (decision record 040): the link's life and how often it is mailed again. */
export const NEWSLETTER_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const NEWSLETTER_RESEND_GAP_MS = 60_000;
export const NEWSLETTER_MAILS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sign-ups one client may send in ten minutes, whatever the addresses. */
export const NEWSLETTER_SIGNUPS_PER_CLIENT = 30;
export const NEWSLETTER_SIGNUPS_WINDOW_MS = 10 * 60_000;

/** The mail history of a pending subscription: the last mail, and mails since the window opened. */
export type MailHistory = { lastMailAt: Date | null; windowStartedAt: Date | null; mailsInWindow: number };

/**
 * Whether a pending address may be mailed its link again now, and the history if so. At most one
 * mail a minute (a double click, an impatient second try) and five a day (no mail bomb).
 */
export function nextConfirmationMail(history: MailHistory, now: Date): MailHistory | null {
  const t = now.getTime();
  if (history.lastMailAt && t - history.lastMailAt.getTime() < NEWSLETTER_RESEND_GAP_MS) return null;
  const windowOpen = history.windowStartedAt !== null && t - history.windowStartedAt.getTime() < DAY_MS;
  if (windowOpen && history.mailsInWindow >= NEWSLETTER_MAILS_PER_DAY) return null;
  return {
    lastMailAt: now,
    windowStartedAt: windowOpen ? history.windowStartedAt : now,
    mailsInWindow: windowOpen ? history.mailsInWindow + 1 : 1,
  };
}

export type NewsletterToast = {
  title: MessageDescriptor;
  /** The server's message overrides it (section 8). */
  fallback: MessageDescriptor;
  durationMs: number;
  /** How long the button's green check shows. */
  checkMs: number;
};

/** Which title, default text and durations an answer gets (section 8). */
export function newsletterToast(answer: Partial<NewsletterResponse>): NewsletterToast {
  const long = { checkMs: NEWSLETTER_CHECK_LONG_MS };
  const short = { checkMs: NEWSLETTER_CHECK_SHORT_MS };
  if (answer.status === "already_confirmed") {
    return { title: m.alreadyTitle, fallback: m.alreadyText, durationMs: NEWSLETTER_ALREADY_MS, ...short };
  }
  if (answer.status === "resent_confirmation") {
    return { title: m.resentTitle, fallback: m.resentText, durationMs: NEWSLETTER_RESENT_MS, ...short };
  }
  if (answer.requiresConfirmation) {
    return answer.emailSent
      ? { title: m.sentTitle, fallback: m.sentText, durationMs: NEWSLETTER_SENT_MS, ...long }
      : { title: m.createdTitle, fallback: m.createdText, durationMs: NEWSLETTER_CREATED_MS, ...long };
  }
  return { title: m.successTitle, fallback: m.successText, durationMs: NEWSLETTER_DEFAULT_MS, ...long };
}

/** Reads an answer defensively: it may come from an outbox item stored by an older version. */
export function isNewsletterResponse(value: unknown): value is NewsletterResponse {
  if (typeof value !== "object" || value === null) return false;
  const answer = value as Record<string, unknown>;
  return typeof answer.success === "boolean" && typeof answer.status === "string";
}
