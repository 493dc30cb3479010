import { startTransition, useEffect, useMemo, useState } from "react";
import { HOME_FEATURED_TRIPS } from "../../../domain/home/carousel.ts";
import { byPosition } from "../../../domain/home/types.ts";
import { seeded, useFirstScreenRows } from "../first-screen.ts";
import { onlineAtom } from "../network.ts";
import { useAtomValue } from "../store.ts";
import { requestSync } from "../sync/request-sync.ts";
import { syncFailedAtom } from "../sync/status.ts";
import { useLiveQuery } from "../use-live-query.ts";

/**
 * The home page's content from the device's copy (decision record 031): hero slides, service
 * categories and testimonials in their order, and the best-rated trips. `undefined` while the
 * device is read; an empty list when nothing was downloaded yet. The slides and categories the
 * server rendered the page with stand in until the device has its own (decision record 066).
 */
export const useHeroSlides = () =>
  seeded(
    useLiveQuery(async (db) => byPosition(await db.heroSlides.toArray()), []),
    useFirstScreenRows()?.heroSlides,
  );
export const useServiceCategories = () =>
  seeded(
    useLiveQuery(async (db) => byPosition(await db.serviceCategories.toArray()), []),
    useFirstScreenRows()?.serviceCategories,
  );
export const useTestimonials = () => useLiveQuery(async (db) => byPosition(await db.testimonials.toArray()), []);

export function useFeaturedTrips() {
  const trips = useLiveQuery((db) => db.trips.toArray(), []);
  return useMemo(
    () =>
      trips
        ? [...trips]
            .sort((a, b) => b.rating - a.rating || b.reviews - a.reviews || a.id.localeCompare(b.id))
            .slice(0, HOME_FEATURED_TRIPS)
        : undefined,
    [trips],
  );
}

/** A first visit finds the device empty: ask for the download at once rather than after load. */
export function useSyncWhenEmpty(empty: boolean): { failed: boolean; offline: boolean } {
  const online = useAtomValue(onlineAtom);
  // The failure alone: the first sync's progress (a step per picture kept) must not re-render the page.
  const failed = useAtomValue(syncFailedAtom);
  useEffect(() => {
    if (empty && online) void requestSync();
  }, [empty, online]);
  return { failed: empty && failed, offline: empty && !online };
}

/** True once the browser is idle after the first paint (at most 500 ms later). */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // A transition: what mounts then renders in slices between input rather than in one long task.
    const mount = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(mount, 100);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(mount, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }, []);
  return idle;
}
