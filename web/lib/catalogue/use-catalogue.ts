import type { Destination, TripPackage, Yacht, YachtSummary } from "../../../domain/catalogue/types.ts";
import type { Locale } from "../../../domain/shared/locale.ts";
import { seeded, useFirstScreenRows } from "../first-screen.ts";
import { localeAtom } from "../i18n.ts";
import { useAtomValue } from "../store.ts";
import { useLiveQuery } from "../use-live-query.ts";

/**
 * The catalogue as the screens see it: live queries of the device's copy. `undefined` means the
 * query is still running; a missing row is `null`. On the page the server rendered, the rows it
 * rendered stand in until the device has its own (decision record 066), so the first render
 * equals the server's HTML and a first visit does not wait for the sync.
 */
export const useYachts = (): YachtSummary[] | undefined =>
  seeded<YachtSummary[]>(
    useLiveQuery((db) => db.yachts.toArray(), []),
    useFirstScreenRows()?.yachts,
  );
export const useDestinations = (): Destination[] | undefined =>
  seeded(
    useLiveQuery((db) => db.destinations.toArray(), []),
    useFirstScreenRows()?.destinations,
  );
export const useTrips = (): TripPackage[] | undefined =>
  seeded(
    useLiveQuery((db) => db.trips.toArray(), []),
    useFirstScreenRows()?.trips,
  );

export const useYacht = (id: string): Yacht | null | undefined => {
  const seed = useFirstScreenRows()?.yacht;
  return seeded(
    useLiveQuery(async (db) => (await db.yachts.get(id)) ?? null, [id]),
    seed?.id === id ? seed : undefined,
  );
};
export const useDestination = (id: string): Destination | null | undefined =>
  seeded(
    useLiveQuery(async (db) => (await db.destinations.get(id)) ?? null, [id]),
    useFirstScreenRows()?.destinations?.find((row) => row.id === id),
  );
export const useTrip = (id: string): TripPackage | null | undefined =>
  seeded(
    useLiveQuery(async (db) => (await db.trips.get(id)) ?? null, [id]),
    useFirstScreenRows()?.trips?.find((row) => row.id === id),
  );

export const useCatalogueSyncState = () =>
  useLiveQuery(async (db) => (await db.syncState.get("catalogue")) ?? null, []);

export const useLocale = (): Locale => useAtomValue(localeAtom);
