import type { MessageDescriptor } from "@lingui/core";
import type { Locale } from "../../domain/locale.ts";
import { site } from "../../domain/site.ts";
import { translatorFor } from "../http/i18n.ts";
import { type BookingMail, renderBookingText } from "./booking-templates.ts";

/**
 * The e-mails of the accounts feature in Russian and English: the verification link, the reset
 * code and the welcome. Each names the secret it carries, so the log can mask it once it is sent.
 * The booking e-mails live in booking-templates.ts.
 */
const m = {
  verifySubject: /*i18n*/ { id: "mail.verify.subject", message: "Confirm your email address" },
  verifyBody: /*i18n*/ {
    id: "mail.verify.body",
    message:
      "Hello, {firstName}!\n\nPlease confirm your email address by opening this link:\n{link}\n\nThe link is valid for 48 hours. If you did not create an account, ignore this email.",
  },
  resetSubject: /*i18n*/ { id: "mail.reset.subject", message: "Your password reset code: {code}" },
  resetBody: /*i18n*/ {
    id: "mail.reset.body",
    message:
      "Hello, {firstName}!\n\nYour verification code is {code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask to reset your password, ignore this email: your password stays the same.",
  },
  welcomeSubject: /*i18n*/ { id: "mail.welcome.subject", message: "Welcome aboard, {firstName}!" },
  welcomeBody: /*i18n*/ {
    id: "mail.welcome.body",
    message:
      "Hello, {firstName}!\n\nThank you for joining the Lake Baikal yacht charter community. Browse the yachts, plan a trip and meet the crews at {link}.\n\nFair winds!",
  },
  signature: /*i18n*/ { id: "mail.signature", message: "The {brand} team" },
} satisfies Record<string, MessageDescriptor>;

export type MailTemplate =
  | { template: "verify_email"; firstName: string; link: string }
  | { template: "reset_code"; firstName: string; code: string }
  | { template: "welcome"; firstName: string; link: string }
  | BookingMail;

export type RenderedMail = { subject: string; text: string; html: string; secrets: string[] };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderMail(input: MailTemplate, locale: Locale): RenderedMail {
  const t = translatorFor(locale);
  const brand = locale === "ru" ? site.brandRu : site.brand;
  let subject: string;
  let body: string;
  let secrets: string[];
  switch (input.template) {
    case "verify_email":
      subject = t(m.verifySubject);
      body = t(m.verifyBody, { firstName: input.firstName, link: input.link });
      secrets = [input.link];
      break;
    case "reset_code":
      subject = t(m.resetSubject, { code: input.code });
      body = t(m.resetBody, { firstName: input.firstName, code: input.code });
      secrets = [input.code];
      break;
    case "welcome":
      subject = t(m.welcomeSubject, { firstName: input.firstName });
      body = t(m.welcomeBody, { firstName: input.firstName, link: input.link });
      secrets = [];
      break;
    default:
      ({ subject, body } = renderBookingText(input, t, locale));
      secrets = [];
  }
  const text = `${body}\n\n${t(m.signature, { brand })}`;
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${text
    .split("\n\n")
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("")}</div>`;
  return { subject, text, html, secrets };
}
