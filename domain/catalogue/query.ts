/**
 * Query parameters (the API's query string, the app's URL) as valibot schemas, one per field: the
 * server validates the whole object with `readQuery` and answers 400 naming each bad parameter;
 * the app reads each field alone with `parseFields`, ignores a bad one and shows the rest of the view.
 * Every field may be left out or empty; its message is the id of a catalogue message.
 */
import * as v from "valibot";
import { catalogueMessages as m } from "./messages.ts";

export type ParsedQuery<T> = { query: Partial<T>; errors: Record<string, string> };

const absent = (raw: unknown) => raw === undefined || raw === null || raw === "";

/** A parameter that may be missing or empty (then `undefined`); otherwise `schema` reads it. */
export function optionalParam<TOutput>(schema: v.GenericSchema<unknown, TOutput>) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((raw) => (absent(raw) ? undefined : raw)),
      v.optional(schema),
    ),
  );
}

const text = v.transform((raw: unknown) => String(raw).trim());

/** A whole number from "12" or 12; `min` says where it starts. */
export function intParam(min: 0 | 1, max = Number.MAX_SAFE_INTEGER) {
  return optionalParam(
    v.pipe(
      v.unknown(),
      text,
      v.regex(/^[-+]?\d+$/, m.wholeNumber.id),
      v.transform(Number),
      v.minValue(min, min === 0 ? m.notNegative.id : m.atLeastOne.id),
      v.maxValue(max, m.tooLarge.id),
    ),
  );
}

/** A number of metres or such: decimals allowed, never negative. */
export function decimalParam(max = 1_000_000) {
  return optionalParam(
    v.pipe(
      v.unknown(),
      text,
      v.regex(/^[-+]?\d+(\.\d+)?$/, m.wholeNumber.id),
      v.transform(Number),
      v.minValue(0, m.notNegative.id),
      v.maxValue(max, m.tooLarge.id),
    ),
  );
}

export function oneOfParam<V extends string>(allowed: readonly V[], message: string) {
  return optionalParam(v.pipe(v.unknown(), v.transform(String), v.picklist(allowed, message)));
}

/** "sail_yacht,catamaran" (or a list, as a router or a repeated parameter gives) → a list without repeats. */
export function listParam<V extends string>(allowed: readonly V[], message: string) {
  const known = (item: string): item is V => (allowed as readonly string[]).includes(item);
  return optionalParam(
    v.pipe(
      v.unknown(),
      v.transform((raw) =>
        (Array.isArray(raw) ? raw.map(String) : String(raw).split(",")).map((item) => item.trim()).filter(Boolean),
      ),
      v.check((items) => items.every(known), message),
      v.transform((items) => {
        const unique = [...new Set(items.filter(known))];
        return unique.length ? unique : undefined;
      }),
    ),
  );
}

export const SEARCH_MAX_CHARS = 100;

export function textParam(maxChars = SEARCH_MAX_CHARS) {
  return optionalParam(
    v.pipe(
      v.unknown(),
      text,
      v.maxLength(maxChars, m.tooLong.id),
      v.transform((value) => value || undefined),
    ),
  );
}

type QueryEntries = Record<string, v.GenericSchema<unknown, unknown>>;
type QueryOf<E extends QueryEntries> = { [K in keyof E]?: Exclude<v.InferOutput<E[K]>, undefined> };

/** The whole query string's schema (for `readQuery`): unknown parameters are ignored, empty ones left out. */
export function querySchema<E extends QueryEntries>(entries: E) {
  return v.pipe(
    v.object(entries),
    v.transform(
      (query) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as QueryOf<E>,
    ),
  );
}

/** Each field of a `querySchema` read alone: a bad one is named in `errors` with its message and left out. */
export function parseFields<E extends QueryEntries>(
  schema: { readonly pipe: readonly [{ readonly entries: E }, ...unknown[]] },
  raw: Record<string, unknown>,
): ParsedQuery<QueryOf<E>> {
  const query: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.pipe[0].entries)) {
    const result = v.safeParse(field, raw[key]);
    if (!result.success) errors[key] = result.issues[0].message;
    else if (result.output !== undefined) query[key] = result.output;
  }
  return { query: query as Partial<QueryOf<E>>, errors };
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
