import { useEffect, useState } from "react";
import type { YachtForSale } from "../../../domain/pages/yacht-sales.ts";
import { api } from "../api.ts";
import { seeded, useFirstScreenRows } from "../first-screen.ts";
import { onlineAtom } from "../network.ts";
import { useAtomValue } from "../store.ts";
import { loadDevice, useLiveQuery } from "../use-live-query.ts";

/**
 * The yachts for sale from the device (decision record 078): each visit online replaces the
 * device's copy with the server's list, so the page reads offline what it last saw. The rows the
 * server rendered the page with stand in until the device has its own.
 */
export function useYachtSales(): { items: YachtForSale[] | undefined; failed: boolean } {
  const online = useAtomValue(onlineAtom);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!online) return;
    let current = true;
    api<{ items: YachtForSale[] }>("/api/yacht-sales")
      .then(async ({ items }) => {
        // Dexie loads after the page (decision record 072): the write waits for it like the reads.
        const { db } = await loadDevice();
        await db.transaction("rw", db.yachtSales, async () => {
          await db.yachtSales.clear();
          await db.yachtSales.bulkPut(items);
        });
      })
      .then(() => current && setFailed(false))
      .catch((error: unknown) => {
        console.warn("The yachts for sale could not be refreshed:", error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [online]);
  const items = seeded(
    useLiveQuery((device) => device.yachtSales.toArray(), []),
    useFirstScreenRows()?.yachtSales,
  );
  return { items, failed };
}
