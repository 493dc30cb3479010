import { useObservable } from "dexie-react-hooks";
import { startTransition } from "react";
import { liveQuery } from "./device/db.ts";

/**
 * Screens read the device database live (re-render when the rows change): dexie-react-hooks'
 * useLiveQuery, except that each new result renders in a transition. A sync that rewrites many
 * tables at once then re-renders the screens in slices between input, not in one long task.
 * `undefined` until the first result; a failing query throws to the nearest error boundary.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: unknown[] = []): T | undefined {
  return useObservable<T>(
    () => ({
      subscribe: (onNext, onError) =>
        liveQuery(querier).subscribe({
          next: (value) => startTransition(() => onNext(value)),
          error: (error: unknown) => onError?.(error),
        }),
    }),
    deps,
  );
}
