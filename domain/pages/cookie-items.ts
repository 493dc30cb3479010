import { SESSION_TTL_MS } from "../accounts/accounts.ts";
import {
  CONVERSION_EVENTS_DAYS,
  SESSION_ID_COOKIE,
  SESSION_ID_DAYS,
  USER_PREFERENCES_DAYS,
} from "../analytics/analytics.ts";
import { RECENTLY_VIEWED_COOKIE, RECENTLY_VIEWED_DAYS } from "../catalogue/recently-viewed.ts";
import { CONSENT_COOKIE, type ConsentCategory, DEFAULT_COOKIE_DAYS } from "../consent/consent.ts";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from "../shared/locale.ts";
import type { Localized } from "../shared/localized.ts";

/**
 * What the portal keeps in the visitor's browser (spec section 3's cookie items, section 9's
 * lifetimes), as the privacy policy lists them. The lifetimes are the constants the code uses, so
 * the policy cannot drift from what the portal does.
 */
export type CookieItem = {
  name: string;
  category: ConsentCategory;
  days: number;
  purpose: Localized;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export const cookieItems: CookieItem[] = [
  {
    name: "session",
    category: "necessary",
    days: SESSION_TTL_MS / DAY_MS,
    purpose: {
      en: "Keeps you signed in; only a hash of it is stored on our server. Extended while you use the portal.",
      ru: "Сохраняет вход в аккаунт; на сервере хранится только его хеш. Продлевается, пока вы пользуетесь порталом.",
    },
  },
  {
    name: CONSENT_COOKIE,
    category: "necessary",
    days: DEFAULT_COOKIE_DAYS,
    purpose: {
      en: "Remembers which cookie categories you allowed, so we do not ask again on every page.",
      ru: "Запоминает, какие категории cookie вы разрешили, чтобы не спрашивать на каждой странице.",
    },
  },
  {
    name: LANGUAGE_COOKIE,
    category: "necessary",
    days: LANGUAGE_COOKIE_DAYS,
    purpose: {
      en: "The language you chose (also kept in the browser's local storage).",
      ru: "Выбранный вами язык (также хранится в локальном хранилище браузера).",
    },
  },
  {
    name: "userPreferences",
    category: "preferences",
    days: USER_PREFERENCES_DAYS,
    purpose: {
      en: "Display settings you chose; stored only if you allow preference cookies.",
      ru: "Выбранные вами настройки отображения; сохраняются, только если вы разрешили cookie предпочтений.",
    },
  },
  {
    name: RECENTLY_VIEWED_COOKIE,
    category: "preferences",
    days: RECENTLY_VIEWED_DAYS,
    purpose: {
      en: "The last 5 yachts you opened, newest first, to show them again.",
      ru: "Последние 5 открытых вами яхт, новые первыми, чтобы показать их снова.",
    },
  },
  {
    name: SESSION_ID_COOKIE,
    category: "analytics",
    days: SESSION_ID_DAYS,
    purpose: {
      en: "An anonymous visit id (starts with web_) that ties page views of one visit together; only with analytics consent.",
      ru: "Анонимный идентификатор визита (начинается с web_), связывающий просмотры одного визита; только с согласия на аналитику.",
    },
  },
  {
    name: "analyticsConversionEvents",
    category: "analytics",
    days: CONVERSION_EVENTS_DAYS,
    purpose: {
      en: "Your last 30 actions such as a booking request (type, time, page), sent to our own analytics; only with analytics consent.",
      ru: "Ваши последние 30 действий, например запрос бронирования (тип, время, страница), для нашей аналитики; только с согласия на аналитику.",
    },
  },
];
