import { parseYachtQuery, type YachtQuery } from "../../../../domain/catalogue/yacht-query.ts";

/**
 * The yacht list's filters as they live in the URL (so a link reproduces the view). Types travel
 * as "sail_yacht,catamaran"; a bad parameter is dropped rather than breaking the page.
 */
export type YachtSearch = Omit<YachtQuery, "type" | "skippered"> & {
  type?: string;
  /** A service chosen on the home page ('book now' in a service's Details), kept for the booking. */
  service?: string;
};

const SERVICE_CODE = /^[a-z][a-z0-9-]{1,39}$/;

export function toYachtSearch(query: YachtQuery): YachtSearch {
  const { type, skippered: _skippered, ...rest } = query;
  return { ...rest, ...(type?.length ? { type: type.join(",") } : {}) };
}

export function toYachtQuery(search: YachtSearch): YachtQuery {
  return parseYachtQuery(search as Record<string, unknown>).query;
}

export function yachtSearchSchema(raw: Record<string, unknown>): YachtSearch {
  return {
    ...toYachtSearch(parseYachtQuery(raw).query),
    ...(typeof raw.service === "string" && SERVICE_CODE.test(raw.service) ? { service: raw.service } : {}),
  };
}

/** The patch that clears every filter and keeps the sort. */
export const clearedYachtFilters: Partial<YachtSearch> = {
  q: undefined,
  type: undefined,
  minCapacity: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  minLength: undefined,
  maxLength: undefined,
};
