import { useObservable } from "dexie-react-hooks";
import { startTransition } from "react";
import { liveQuery } from "./device/db.ts";
import { useHydrating } from "./use-hydrating.ts";

/**
 * Screens read the device database live (re-render when the rows change): dexie-react-hooks'
 * useLiveQuery, except that each new result renders in a transition. A sync that rewrites many
 * tables at once then re-renders the screens in slices between input, not in one long task.
 * `undefined` until the first result; a failing query throws to the nearest error boundary.
 * While the app takes over the server's HTML it stays `undefined`, as on the server (decision
 * record 066): a result that came in meanwhile (a sync may have run) would not match that HTML.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: unknown[] = []): T | undefined {
  const hydrating = useHydrating();
  const value = useObservable<T>(
    () => ({
      subscribe: (onNext, onError) =>
        liveQuery(querier).subscribe({
          next: (value) => startTransition(() => onNext(value)),
          error: (error: unknown) => onError?.(error),
        }),
    }),
    deps,
  );
  return hydrating ? undefined : value;
}
