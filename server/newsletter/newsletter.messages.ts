import type { MessageDescriptor } from "@lingui/core";

/**
 * What the subscribe call says in its `message` (the footer shows it under the status's title,
 * spec section 8), in the request's language. Only the server says these.
 */
export const subscribeMessages = {
  sent: /*i18n*/ {
    id: "newsletter.answer.sent",
    message: "We have sent a confirmation link to {email}. Please open it to complete your subscription.",
  },
  stored: /*i18n*/ {
    id: "newsletter.answer.stored",
    message:
      "Your subscription is saved. Our mail system is being set up, so the confirmation email will reach you later.",
  },
  failed: /*i18n*/ {
    id: "newsletter.answer.failed",
    message:
      "Your subscription is saved, but the confirmation email could not be sent just now. Please try again in a few minutes to get a new link.",
  },
  resent: /*i18n*/ {
    id: "newsletter.answer.resent",
    message: "Your subscription is waiting for confirmation: we have sent the link to {email} again.",
  },
  throttled: /*i18n*/ {
    id: "newsletter.answer.throttled",
    message:
      "Your subscription is waiting for confirmation. We sent the link to {email} a short while ago: please check your inbox and spam folder.",
  },
  already: /*i18n*/ {
    id: "newsletter.answer.already",
    message: "{email} is already subscribed to our newsletter.",
  },
  subscribed: /*i18n*/ {
    id: "newsletter.answer.subscribed",
    message: "You are subscribed to our newsletter. Your account's address is confirmed, so no link is needed.",
  },
} satisfies Record<string, MessageDescriptor>;
