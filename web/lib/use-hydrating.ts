import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * True while React renders on the server or takes over the server's HTML (decision record 066),
 * false afterwards and in a page the app rendered itself. What only the browser knows (local
 * storage, an install offer, a kept session) renders as the server saw it until then, so the
 * first render equals the server's HTML; React renders again with the browser's value at once.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
