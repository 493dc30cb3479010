import { createContext, useContext } from "react";
import {
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreen,
  type FirstScreenRows,
  parseFirstScreen,
} from "../../domain/shell/first-screen.ts";

let read: FirstScreen | null | undefined;

/**
 * The first-screen data the server wrote into this page's HTML (decision records 058 and 066), or
 * null when the page came from the service worker's cache, which keeps the build's HTML without it.
 */
export function firstScreen(): FirstScreen | null {
  if (read === undefined) read = parseFirstScreen(document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent);
  return read;
}

/**
 * The rows the server rendered the first page from (decision record 066). The server's render and
 * the app's first render read the same rows, so the app takes over the server's HTML unchanged.
 * The app's root clears them when the user leaves that page: another page never shows them.
 */
export const FirstScreenRowsContext = createContext<FirstScreenRows | null>(null);

export const useFirstScreenRows = (): FirstScreenRows | null => useContext(FirstScreenRowsContext);

/**
 * A device query's result, or the server's rows until the device has its own: `undefined` (still
 * reading) and an empty answer (nothing downloaded yet) give way to what the page came with.
 */
export function seeded<T>(live: T | undefined, seed: T | undefined): T | undefined {
  if (seed === undefined) return live;
  if (live === undefined || live === null || (Array.isArray(live) && live.length === 0)) return seed;
  return live;
}
