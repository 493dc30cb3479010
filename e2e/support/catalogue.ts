import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { Page } from "playwright-core";
import { cacheStats } from "./worker.ts";

/** Helpers of the catalogue's browser tests. */

/** Waits until the offline worker keeps at least `count` images (the sync engine fetched them). */
export async function waitForKeptImages(page: Page, count: number, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let entries = 0;
  while (Date.now() < deadline) {
    const stats = await cacheStats(page);
    entries = stats.caches.find((c) => c.name.includes("images"))?.entries ?? 0;
    if (entries >= count) return entries;
    await page.waitForTimeout(250);
  }
  throw new Error(`the worker keeps ${entries} images, expected ${count}`);
}

/** Runs SQL on a stopped server's PGlite folder: the test seam that changes data "on the server". */
export async function withServerDatabase(dataDir: string, work: (db: PGlite) => Promise<void>): Promise<void> {
  const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { btree_gist } });
  try {
    await work(db);
  } finally {
    await db.close();
  }
}

/** Every <img> on the page finished loading with real pixels. */
export function imagesLoaded(page: Page, selector = "img") {
  return page.$$eval(selector, (images) =>
    images.map((img) => ({
      src: (img as HTMLImageElement).src,
      ok: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    })),
  );
}
