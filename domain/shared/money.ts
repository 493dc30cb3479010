import type { Locale } from "./locale.ts";

/**
 * Money as integer minor units plus a currency (spec README, decision 6: never floats). Yachts
 * are priced per day in RUB, trip packages in USD.
 */
export const currencies = ["RUB", "USD"] as const;
export type Currency = (typeof currencies)[number];
export type Money = { amount: number; currency: Currency };

/** Minor units per major unit: kopecks per rouble, cents per dollar. */
export const MINOR_PER_MAJOR: Record<Currency, number> = { RUB: 100, USD: 100 };

export function money(major: number, currency: Currency): Money {
  return { amount: Math.round(major * MINOR_PER_MAJOR[currency]), currency };
}

export function toMajor(value: Money): number {
  return value.amount / MINOR_PER_MAJOR[value.currency];
}

export function isMoney(value: unknown): value is Money {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  return Number.isSafeInteger(m.amount) && (currencies as readonly unknown[]).includes(m.currency);
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error(`Cannot add ${a.currency} to ${b.currency}`);
  return { amount: a.amount + b.amount, currency: a.currency };
}

export function multiplyMoney(value: Money, factor: number): Money {
  return { amount: Math.round(value.amount * factor), currency: value.currency };
}

const intlLocale: Record<Locale, string> = { en: "en-GB", ru: "ru-RU" };

export type MoneyFormat = {
  /** Whole units only (catalogue prices); the default shows kopecks or cents only when there are some. */
  whole?: boolean;
  /** "15K ₽", "$12K": short figures for chips and filters. */
  compact?: boolean;
};

/** "15 000 ₽" in Russian, "RUB 15,000" in English; "$12,400" / "12 400 $". */
export function formatMoney(value: Money, locale: Locale, options: MoneyFormat = {}): string {
  const major = toMajor(value);
  const fraction = options.whole || Number.isInteger(major) ? 0 : 2;
  return new Intl.NumberFormat(intlLocale[locale], {
    style: "currency",
    currency: value.currency,
    currencyDisplay: value.currency === "RUB" && locale === "en" ? "code" : "narrowSymbol",
    minimumFractionDigits: options.compact ? 0 : fraction,
    maximumFractionDigits: options.compact ? 1 : fraction,
    notation: options.compact ? "compact" : "standard",
  }).format(major);
}
