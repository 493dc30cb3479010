/**
 * A server-rendered page names the app's scripts in a JSON block with this id instead of preloading
 * them with the document (decision record 072, amended): the page's largest picture and its styles
 * get the connection first, and the entry announces the scripts once the page has loaded.
 */
export const APP_MODULES_ELEMENT_ID = "app-modules";

/** How long the entry waits for the load event before it starts the app anyway. */
export const START_AFTER_LOAD_CAP_MS = 3000;

/** The scripts a JSON block names, or none when it is missing or malformed. */
export function parseAppModules(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((href): href is string => typeof href === "string" && href.startsWith("/"))
      : [];
  } catch {
    return [];
  }
}
