import { startTransition, useEffect, useState } from "react";
import { afterLoadIdle } from "./after-load.ts";
import type { PortalDb } from "./device/db.ts";
import { useHydrating } from "./use-hydrating.ts";

type DeviceModule = typeof import("./device/db.ts");

let deviceModule: Promise<DeviceModule> | null = null;
let deviceWait: Promise<void> | null = null;

/**
 * The device database (Dexie, 31 KB gzipped) loads with the first live query, not with the page's
 * scripts. On a page the server rendered, its screens show the server's rows until then, so the
 * module waits for the page's load event and an idle moment (decision record 072): it stays off the first load's
 * critical path. Called by the start before the first render.
 */
export function loadDeviceAfterPageLoad(): void {
  deviceWait = afterLoadIdle();
}

export function loadDevice(): Promise<DeviceModule> {
  deviceModule ??= (deviceWait ?? Promise.resolve()).then(() => import("./device/db.ts"));
  return deviceModule;
}

/**
 * Screens read the device database live (re-render when the rows change), as dexie-react-hooks'
 * useLiveQuery does (which would bring Dexie with it), except that each new result renders in a
 * transition. A sync that rewrites many
 * tables at once then re-renders the screens in slices between input, not in one long task.
 * The querier gets the database (loaded on demand, see `loadDevice`).
 * `undefined` until the first result; a failing query throws to the nearest error boundary.
 * While the app takes over the server's HTML it stays `undefined`, as on the server (decision
 * record 066): a result that came in meanwhile (a sync may have run) would not match that HTML.
 */
export function useLiveQuery<T>(querier: (db: PortalDb) => Promise<T> | T, deps: unknown[] = []): T | undefined {
  const hydrating = useHydrating();
  // The last result stays shown while a query with new deps runs, as in dexie-react-hooks.
  const [state, setState] = useState<{ value: T | undefined; error: unknown }>({ value: undefined, error: null });
  useEffect(() => {
    let subscription: { unsubscribe(): void } | null = null;
    let closed = false;
    loadDevice().then(
      ({ db, liveQuery }) => {
        if (closed) return;
        subscription = liveQuery(() => querier(db)).subscribe({
          next: (value) =>
            startTransition(() =>
              setState((old) => (old.value === value && old.error === null ? old : { value, error: null })),
            ),
          error: (error: unknown) => setState((old) => ({ value: old.value, error })),
        });
      },
      (error: unknown) => setState((old) => ({ value: old.value, error })),
    );
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when the query changes.
  }, deps);
  if (state.error) throw state.error;
  return hydrating ? undefined : state.value;
}
