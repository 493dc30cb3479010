import type { MessageDescriptor } from "@lingui/core";

/**
 * The newsletter's texts of spec sections 5 and 8 that the footer shows. The spec quotes them in
 * Russian, so the Russian catalog holds them verbatim and the English here is their source.
 * What only the server says (the answers' messages, the e-mail) lives in server/newsletter/.
 */
export const newsletterMessages = {
  // Section 5: validation of the trimmed e-mail, shared by the footer form and the server.
  emailRequired: /*i18n*/ { id: "newsletter.email_required", message: "Please enter an email address" },
  emailInvalid: /*i18n*/ { id: "newsletter.email_invalid", message: "Please enter a valid email address" },

  // Section 8: the toast titles per result.
  alreadyTitle: /*i18n*/ { id: "newsletter.already.title", message: "Already subscribed!" },
  resentTitle: /*i18n*/ { id: "newsletter.resent.title", message: "Confirmation sent again!" },
  sentTitle: /*i18n*/ { id: "newsletter.sent.title", message: "Confirmation sent!" },
  createdTitle: /*i18n*/ { id: "newsletter.created.title", message: "Subscription created!" },
  successTitle: /*i18n*/ { id: "newsletter.success.title", message: "Success!" },
  errorTitle: /*i18n*/ { id: "newsletter.error.title", message: "Error" },

  // Their default texts, shown when the answer carries no message of its own.
  alreadyText: /*i18n*/ {
    id: "newsletter.already.text",
    message: "This address is already subscribed to our newsletter.",
  },
  resentText: /*i18n*/ {
    id: "newsletter.resent.text",
    message: "Your subscription is waiting for confirmation. Please check your inbox and spam folder.",
  },
  sentText: /*i18n*/ {
    id: "newsletter.sent.text",
    message: "Please open the link in the email we sent you to confirm your subscription.",
  },
  createdText: /*i18n*/ {
    id: "newsletter.created.text",
    message: "Your subscription is saved. Our mail system is being set up, so the confirmation email will come later.",
  },
  successText: /*i18n*/ { id: "newsletter.success.text", message: "You are subscribed to our newsletter." },
  failedText: /*i18n*/ { id: "newsletter.failed.text", message: "Failed to subscribe to the newsletter" },
  networkText: /*i18n*/ {
    id: "newsletter.network.text",
    message: "An error occurred while subscribing. Please try again.",
  },
} satisfies Record<string, MessageDescriptor>;
