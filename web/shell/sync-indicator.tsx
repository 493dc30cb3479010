import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "../lib/store.ts";
import { firstDownloadShownAtom, syncStatusAtom } from "../lib/sync/status.ts";
import { useHydrating } from "../lib/use-hydrating.ts";
import styles from "./sync-indicator.module.css";

/**
 * The first download of the catalogue, shown under the header with its progress: after it the
 * app works offline. Later syncs run quietly; the catalogue pages say when data was last synced.
 */
export function SyncIndicator() {
  const { t } = useLingui();
  const status = useAtomValue(syncStatusAtom);
  const shown = useAtomValue(firstDownloadShownAtom);
  // The server's HTML has no download running (decision record 066).
  const hydrating = useHydrating();
  if (!shown || hydrating) return null;
  const { progress } = status;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t`Catalogue download`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
      >
        <span
          className={percent === null ? styles.indeterminate : styles.fill}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className={styles.text}>
        {status.step === "images" && percent !== null ? (
          <Trans>Saving pictures for offline use… {percent}%</Trans>
        ) : (
          <Trans>Downloading the catalogue for offline use…</Trans>
        )}
      </p>
    </div>
  );
}
