import { setupI18n } from "@lingui/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { messages as en } from "../../locales/en/messages.ts";
import { messages as ru } from "../../locales/ru/messages.ts";
import { fieldErrors } from "../accounts/auth-schemas.ts";
import { newsletterMessages as m } from "./messages.ts";
import {
  type MailHistory,
  NEWSLETTER_CHECK_LONG_MS,
  NEWSLETTER_CHECK_SHORT_MS,
  NEWSLETTER_MAILS_PER_DAY,
  type NewsletterResponse,
  newsletterRequestSchema,
  newsletterToast,
  nextConfirmationMail,
} from "./newsletter.ts";

const russian = setupI18n({ locale: "ru", messages: { ru } });
const english = setupI18n({ locale: "en", messages: { en } });
const answer = (fields: Partial<NewsletterResponse>): Partial<NewsletterResponse> => ({ success: true, ...fields });

describe("the newsletter e-mail (spec section 5)", () => {
  it("is required after trimming", () => {
    for (const email of ["", "   ", "\t\n"]) {
      expect(fieldErrors(newsletterRequestSchema, { email })).toEqual({ email: m.emailRequired.id });
    }
    for (const body of [{}, { email: null }, { email: 7 }, "anna@baikal.ru", [], null]) {
      expect(fieldErrors(newsletterRequestSchema, body), JSON.stringify(body)).toEqual({ email: m.emailRequired.id });
    }
  });

  it("must have the shape name@host.tld without spaces", () => {
    for (const email of ["anna", "anna@", "anna@baikal", "@baikal.ru", "an na@baikal.ru", "anna@bai kal.ru", "a@b@c"]) {
      expect(fieldErrors(newsletterRequestSchema, { email }), email).toEqual({ email: m.emailInvalid.id });
    }
    expect(fieldErrors(newsletterRequestSchema, { email: `${"a".repeat(250)}@b.ru` })).toEqual({
      email: m.emailInvalid.id,
    });
  });

  it("is sent trimmed", () => {
    expect(v.parse(newsletterRequestSchema, { email: "  Anna@Baikal.ru " })).toEqual({ email: "Anna@Baikal.ru" });
  });

  it("has the spec's Russian messages verbatim, and English ones", () => {
    expect(russian._(m.emailRequired.id)).toBe("Пожалуйста, введите email адрес");
    expect(russian._(m.emailInvalid.id)).toBe("Пожалуйста, введите корректный email адрес");
    expect(english._(m.emailRequired.id)).toBe("Please enter an email address");
  });
});

describe("what the footer shows for an answer (spec sections 8 and 9)", () => {
  const shown = (fields: Partial<NewsletterResponse>) => {
    const toast = newsletterToast(answer(fields));
    return { title: russian._(toast.title), ms: toast.durationMs, check: toast.checkMs };
  };

  it("gives each status its Russian title and duration", () => {
    expect(shown({ status: "already_confirmed" })).toEqual({
      title: "Уже подписан!",
      ms: 6000,
      check: NEWSLETTER_CHECK_SHORT_MS,
    });
    expect(shown({ status: "resent_confirmation", requiresConfirmation: true, emailSent: true })).toEqual({
      title: "Повторное подтверждение отправлено!",
      ms: 8000,
      check: NEWSLETTER_CHECK_SHORT_MS,
    });
    expect(shown({ status: "new_subscription", requiresConfirmation: true, emailSent: true })).toEqual({
      title: "Подтверждение отправлено!",
      ms: 8000,
      check: NEWSLETTER_CHECK_LONG_MS,
    });
    expect(shown({ status: "new_subscription", requiresConfirmation: true, emailSent: false })).toEqual({
      title: "Подписка создана!",
      ms: 6000,
      check: NEWSLETTER_CHECK_LONG_MS,
    });
    expect(shown({ status: "new_subscription", requiresConfirmation: false }).title).toBe("Успешно!");
  });

  it("reads an answer without a status as a new subscription", () => {
    expect(shown({ requiresConfirmation: true, emailSent: true }).title).toBe("Подтверждение отправлено!");
    expect(shown({}).title).toBe("Успешно!");
  });

  it("says the mail system is being set up when the confirmation could not be sent", () => {
    const toast = newsletterToast(answer({ status: "new_subscription", requiresConfirmation: true, emailSent: false }));
    expect(english._(toast.fallback)).toMatch(/mail system is being set up/);
  });

  it("has the error texts of section 8 in Russian", () => {
    expect(russian._(m.errorTitle)).toBe("Ошибка");
    expect(russian._(m.failedText)).toBe("Не удалось подписаться на рассылку");
    expect(russian._(m.networkText)).toBe("Произошла ошибка при подписке. Попробуйте еще раз.");
  });
});

describe("mailing the confirmation link again", () => {
  const at = (iso: string) => new Date(iso);
  const fresh: MailHistory = { lastMailAt: null, windowStartedAt: null, mailsInWindow: 0 };

  it("mails a new address and opens the day's window", () => {
    expect(nextConfirmationMail(fresh, at("2026-06-01T10:00:00Z"))).toEqual({
      lastMailAt: at("2026-06-01T10:00:00Z"),
      windowStartedAt: at("2026-06-01T10:00:00Z"),
      mailsInWindow: 1,
    });
  });

  it("waits a minute between two mails", () => {
    const first = nextConfirmationMail(fresh, at("2026-06-01T10:00:00Z"));
    if (!first) throw new Error("first mail refused");
    expect(nextConfirmationMail(first, at("2026-06-01T10:00:59Z"))).toBeNull();
    expect(nextConfirmationMail(first, at("2026-06-01T10:01:00Z"))?.mailsInWindow).toBe(2);
  });

  it("mails at most five times a day, then again the next day", () => {
    let history = fresh;
    let now = at("2026-06-01T10:00:00Z");
    for (let i = 0; i < NEWSLETTER_MAILS_PER_DAY; i += 1) {
      const next = nextConfirmationMail(history, now);
      if (!next) throw new Error(`mail ${i + 1} refused`);
      history = next;
      now = new Date(now.getTime() + 10 * 60_000);
    }
    expect(nextConfirmationMail(history, now)).toBeNull();
    expect(nextConfirmationMail(history, at("2026-06-02T10:00:01Z"))).toMatchObject({ mailsInWindow: 1 });
  });
});
