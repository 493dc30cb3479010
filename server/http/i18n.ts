import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import type { Context } from "hono";
import {
  detectLocale,
  LANGUAGE_COOKIE,
  type Locale,
  parseAcceptLanguage,
  readCookie,
} from "../../domain/shared/locale.ts";
import { messages as en } from "../../locales/en/messages.ts";
import { messages as enServer } from "../../locales/en/server.ts";
import { messages as ru } from "../../locales/ru/messages.ts";
import { messages as ruServer } from "../../locales/ru/server.ts";

/**
 * The server speaks the user's language through the app's Lingui catalog plus its own (texts only
 * the server uses, decision 005): the `preferred_language` cookie first, then Accept-Language,
 * then English.
 */
const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: "en", messages: { en: { ...en, ...enServer } } }),
  ru: setupI18n({ locale: "ru", messages: { ru: { ...ru, ...ruServer } } }),
};

export type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

export function translatorFor(locale: Locale): Translate {
  const i18n = instances[locale];
  return (descriptor, values) => i18n._(values ? { ...descriptor, values } : descriptor);
}

/** Translates a bare message id (valibot issues carry ids), falling back to the id itself. */
export function translateId(locale: Locale, id: string): string {
  return instances[locale]._(id);
}

export function localeOf(c: Context): Locale {
  return detectLocale({
    cookie: readCookie(c.req.header("cookie"), LANGUAGE_COOKIE),
    languages: parseAcceptLanguage(c.req.header("accept-language")),
  });
}
