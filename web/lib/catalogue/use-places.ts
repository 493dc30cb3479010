import { useMemo } from "react";
import type { Destination } from "../../../domain/catalogue/types.ts";
import { useDestinations } from "./use-catalogue.ts";

/** The destinations by id, for trip cards that name their stops. */
export function usePlaces(): ReadonlyMap<string, Destination> {
  const destinations = useDestinations();
  return useMemo(() => new Map((destinations ?? []).map((d) => [d.id, d])), [destinations]);
}
