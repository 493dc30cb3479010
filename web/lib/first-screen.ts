import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen, parseFirstScreen } from "../../domain/shell/first-screen.ts";

let read: FirstScreen | null | undefined;

/**
 * The first-screen data the server wrote into this page's HTML (decision record 057), or null when
 * the page came from the service worker's cache, which keeps the build's HTML without it.
 */
export function firstScreen(): FirstScreen | null {
  if (read === undefined) read = parseFirstScreen(document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent);
  return read;
}
