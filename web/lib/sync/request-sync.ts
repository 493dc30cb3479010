/**
 * Asks for a sync now (a "refresh" button, a screen that finds the device empty). The engine is
 * imported on demand so that a screen offering the button does not load it on its first paint.
 */
export async function requestSync(): Promise<void> {
  const { syncCatalogue } = await import("./engine.ts");
  await syncCatalogue("request");
}
