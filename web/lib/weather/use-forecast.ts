import { useEffect, useState } from "react";
import type { DeviceForecast } from "../device/db.ts";
import { onlineAtom } from "../network.ts";
import { useAtomValue } from "../store.ts";
import { useLiveQuery } from "../use-live-query.ts";
import { lastProblem, type RefreshProblem, refreshForecast, shouldRefresh } from "./forecasts.ts";

/**
 * Forecasts as the screens see them: the device's copies (live), refreshed in the background when
 * online and stale. `forecasts` is undefined while the device is read; `problem` says why the last
 * refresh failed (or that the device is offline), `refreshing` whether one runs.
 */
export type ForecastsState = {
  forecasts: Map<string, DeviceForecast> | undefined;
  refreshing: boolean;
  problem: RefreshProblem | null;
};

/** Several places at once (the weather map); each stale one asked again, three at a time. */
export function useForecasts(placeIds: readonly string[]): ForecastsState {
  const key = placeIds.join(",");
  const rows = useLiveQuery(
    async (db) => (await db.forecasts.bulkGet([...placeIds])).filter((row) => row !== undefined),
    [key],
  );
  const online = useAtomValue(onlineAtom);
  const [running, setRunning] = useState(0);
  useEffect(() => {
    if (!rows) return;
    const now = Date.now();
    const stored = new Map(rows.map((row) => [row.key, row.storedAt]));
    const due = (key ? key.split(",") : []).filter((id) => shouldRefresh(id, stored.get(id), online, now));
    if (due.length === 0) return;
    setRunning((n) => n + 1);
    void (async () => {
      for (let i = 0; i < due.length; i += 3) await Promise.all(due.slice(i, i + 3).map(refreshForecast));
      // Stored answers re-render through the live query; this re-render shows the problems.
      setRunning((n) => n - 1);
    })();
  }, [rows, online, key]);
  const problem = online ? (placeIds.map(lastProblem).find((p) => p !== null) ?? null) : "offline";
  return {
    forecasts: rows ? new Map(rows.map((row) => [row.key, row])) : undefined,
    refreshing: running > 0,
    problem,
  };
}

export type ForecastState = Omit<ForecastsState, "forecasts"> & { forecast: DeviceForecast | null | undefined };

/** One place's forecast: undefined while the device is read, null when it has none yet. */
export function useForecast(placeId: string): ForecastState {
  const { forecasts, ...rest } = useForecasts([placeId]);
  return { forecast: forecasts ? (forecasts.get(placeId) ?? null) : undefined, ...rest };
}
