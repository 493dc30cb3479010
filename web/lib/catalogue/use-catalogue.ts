import type { Locale } from "../../../domain/shared/locale.ts";
import { db } from "../device/db.ts";
import { localeAtom } from "../i18n.ts";
import { useAtomValue } from "../store.ts";
import { useLiveQuery } from "../use-live-query.ts";

/**
 * The catalogue as the screens see it: live queries of the device's copy. `undefined` means the
 * query is still running; a missing row is `null`.
 */
export const useYachts = () => useLiveQuery(() => db.yachts.toArray(), []);
export const useDestinations = () => useLiveQuery(() => db.destinations.toArray(), []);
export const useTrips = () => useLiveQuery(() => db.trips.toArray(), []);

export const useYacht = (id: string) => useLiveQuery(async () => (await db.yachts.get(id)) ?? null, [id]);
export const useDestination = (id: string) => useLiveQuery(async () => (await db.destinations.get(id)) ?? null, [id]);
export const useTrip = (id: string) => useLiveQuery(async () => (await db.trips.get(id)) ?? null, [id]);

export const useCatalogueSyncState = () => useLiveQuery(async () => (await db.syncState.get("catalogue")) ?? null, []);

export const useLocale = (): Locale => useAtomValue(localeAtom);
