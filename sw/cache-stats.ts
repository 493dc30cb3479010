/** What the worker keeps: each cache with its entry count and size in bytes (the `cache-stats` message). */
export type CacheStat = { name: string; entries: number; bytes: number };

export async function cacheStats(): Promise<{ caches: CacheStat[]; totalBytes: number }> {
  const names = await caches.keys();
  const stats = await Promise.all(
    names.map(async (name) => {
      const cache = await caches.open(name);
      const requests = await cache.keys();
      let bytes = 0;
      for (const request of requests) {
        const response = await cache.match(request);
        if (response) bytes += (await response.blob()).size;
      }
      return { name, entries: requests.length, bytes };
    }),
  );
  return { caches: stats, totalBytes: stats.reduce((sum, stat) => sum + stat.bytes, 0) };
}
