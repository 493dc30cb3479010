/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { OUTBOX_SYNC_TAG } from "../domain/outbox/outbox.ts";
import { db } from "../web/lib/device/db.ts";
import { replayOutbox } from "../web/lib/device/outbox-replay.ts";
import { cacheStats } from "./cache-stats.ts";
import { IMAGE_CACHE, IMAGE_CACHE_MAX_AGE_S, IMAGE_CACHE_MAX_ENTRIES } from "./caches.ts";

/**
 * The offline worker (decision record 003). The shell, every page chunk, both catalogs and the
 * fonts are precached; any navigation is answered with the app so deep links open offline;
 * images are kept as they are seen. Data does not pass through here: the app reads its Dexie copy.
 */
declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit's page is taken over at once, so the images it shows are already kept offline.
// Updates still wait for the user's yes (the page's update prompt sends SKIP_WAITING).
clientsClaim();

registerRoute(new NavigationRoute(createHandlerBoundToURL("index.html"), { denylist: [/^\/api\//] }));

registerRoute(
  // Pictures the page shows, and the catalogue's pictures the sync engine fetches ahead (a fetch()
  // has no "image" destination), so that they are there offline.
  ({ request, url }) =>
    url.origin === self.location.origin && (request.destination === "image" || url.pathname.startsWith("/images/")),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: IMAGE_CACHE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_CACHE_MAX_AGE_S,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

self.addEventListener("message", (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === "SKIP_WAITING") {
    void self.skipWaiting();
  } else if (type === "cache-stats") {
    // Answer on the port the page sent, or to the page itself.
    const reply = (payload: unknown) =>
      event.ports[0] ? event.ports[0].postMessage(payload) : event.source?.postMessage(payload);
    event.waitUntil(cacheStats().then((stats) => reply({ type: "cache-stats", ...stats })));
  }
});

/**
 * Background Sync (Chromium): the browser wakes the worker when the connection returns, even with
 * the app closed, and the outbox is replayed here with the same claim-then-send rule as the page.
 * Writes still waiting reject the event, so the browser tries again later.
 */
type SyncEvent = ExtendableEvent & { tag: string; lastChance?: boolean };
self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    replayOutbox(db, { from: "worker" }).then(({ stillPending }) => {
      if (stillPending > 0 && !sync.lastChance) throw new Error("Writes still wait for the network");
    }),
  );
});
