import { type DestinationQuery, parseDestinationQuery } from "../../../../domain/catalogue/destination-query.ts";

/** The destination list's filters in the URL; difficulties travel as "easy,moderate". */
export type DestinationSearch = Omit<DestinationQuery, "difficulty"> & { difficulty?: string };

export function toDestinationQuery(search: DestinationSearch): DestinationQuery {
  return parseDestinationQuery(search as Record<string, unknown>).query;
}

export function destinationSearchSchema(raw: Record<string, unknown>): DestinationSearch {
  const { difficulty, ...rest } = parseDestinationQuery(raw).query;
  return { ...rest, ...(difficulty?.length ? { difficulty: difficulty.join(",") } : {}) };
}
