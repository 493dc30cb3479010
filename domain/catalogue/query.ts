/**
 * Reading query parameters (the API's query string, the app's URL) into typed values, one field at
 * a time: a bad field is named with its message id and left out, so the server can answer 400
 * naming it and the app can ignore it and show the rest of the view.
 */
import { catalogueMessages as m } from "./messages.ts";

export type FieldResult<T> = { ok: true; value: T | undefined } | { ok: false; message: string };
export type FieldParser<T> = (raw: unknown) => FieldResult<T>;

export type ParsedQuery<T> = { query: Partial<T>; errors: Record<string, string> };

const absent = (raw: unknown) => raw === undefined || raw === null || raw === "";

export function parseFields<T extends Record<string, unknown>>(
  raw: Record<string, unknown>,
  parsers: { [K in keyof T]: FieldParser<T[K]> },
): ParsedQuery<T> {
  const query: Partial<T> = {};
  const errors: Record<string, string> = {};
  for (const key of Object.keys(parsers) as (keyof T & string)[]) {
    const result = parsers[key](raw[key]);
    if (!result.ok) errors[key] = result.message;
    else if (result.value !== undefined) query[key] = result.value;
  }
  return { query, errors };
}

/** A whole number from "12" or 12; `min` says where it starts. */
export function intField(min: 0 | 1, max = Number.MAX_SAFE_INTEGER): FieldParser<number> {
  return (raw) => {
    if (absent(raw)) return { ok: true, value: undefined };
    const text = String(raw).trim();
    if (!/^[-+]?\d+$/.test(text)) return { ok: false, message: m.wholeNumber.id };
    const value = Number(text);
    if (value < min) return { ok: false, message: min === 0 ? m.notNegative.id : m.atLeastOne.id };
    if (value > max) return { ok: false, message: m.tooLarge.id };
    return { ok: true, value };
  };
}

/** A number of metres or such: decimals allowed, never negative. */
export function decimalField(max = 1_000_000): FieldParser<number> {
  return (raw) => {
    if (absent(raw)) return { ok: true, value: undefined };
    const text = String(raw).trim();
    if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return { ok: false, message: m.wholeNumber.id };
    const value = Number(text);
    if (value < 0) return { ok: false, message: m.notNegative.id };
    if (value > max) return { ok: false, message: m.tooLarge.id };
    return { ok: true, value };
  };
}

export function oneOfField<V extends string>(allowed: readonly V[], message: string): FieldParser<V> {
  return (raw) => {
    if (absent(raw)) return { ok: true, value: undefined };
    const text = String(raw);
    return (allowed as readonly string[]).includes(text) ? { ok: true, value: text as V } : { ok: false, message };
  };
}

/** "sail_yacht,catamaran" (or an array, as a router may give) → a list without repeats. */
export function listField<V extends string>(allowed: readonly V[], message: string): FieldParser<V[]> {
  return (raw) => {
    if (absent(raw)) return { ok: true, value: undefined };
    const items = (Array.isArray(raw) ? raw.map(String) : String(raw).split(",")).map((s) => s.trim()).filter(Boolean);
    if (items.some((item) => !(allowed as readonly string[]).includes(item))) return { ok: false, message };
    const unique = [...new Set(items)] as V[];
    return { ok: true, value: unique.length ? unique : undefined };
  };
}

export const SEARCH_MAX_CHARS = 100;

export function textField(maxChars = SEARCH_MAX_CHARS): FieldParser<string> {
  return (raw) => {
    if (absent(raw)) return { ok: true, value: undefined };
    const text = String(raw).trim();
    if (text.length > maxChars) return { ok: false, message: m.tooLong.id };
    return { ok: true, value: text || undefined };
  };
}

/** Lower case, ё as е, spaces squeezed: how both the search box and the searched text are compared. */
export function normaliseSearch(text: string): string {
  return text.toLocaleLowerCase("ru").replace(/ё/g, "е").replace(/\s+/g, " ").trim();
}

/** Every word of the query appears somewhere in the text. */
export function matchesWords(haystack: string, query: string): boolean {
  const words = normaliseSearch(query).split(" ").filter(Boolean);
  return words.every((word) => haystack.includes(word));
}

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export function paginate<T>(items: readonly T[], page = 1, pageSize = DEFAULT_PAGE_SIZE): Page<T> {
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}
