import { Trans, useLingui } from "@lingui/react/macro";
import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useCatalogueSyncState, useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatDate } from "../../lib/format.ts";
import { onlineAtom } from "../../lib/network.ts";
import { timeAgo } from "../../lib/relative-time.ts";
import { useAtomValue } from "../../lib/store.ts";
import { requestSync } from "../../lib/sync/request-sync.ts";
import { IDLE_STATUS, syncStatusAtom } from "../../lib/sync/status.ts";
import { useHydrating } from "../../lib/use-hydrating.ts";
import styles from "./sync-note.module.css";

/** "Catalogue updated 5 minutes ago" with a refresh button: how fresh the device's copy is. */
export function SyncNote() {
  const { t } = useLingui();
  const locale = useLocale();
  const state = useCatalogueSyncState();
  // While the app takes over the server's HTML, the server's view: nothing synced yet, online.
  const hydrating = useHydrating();
  const liveStatus = useAtomValue(syncStatusAtom);
  const status = hydrating ? IDLE_STATUS : liveStatus;
  const online = useAtomValue(onlineAtom) || hydrating;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const last = Math.max(state?.lastSuccessAt ?? 0, status.lastSuccessAt ?? 0) || null;
  const syncing = status.phase === "syncing";
  return (
    <p className={styles.note} data-testid="sync-note">
      {last ? (
        <span title={formatDate(new Date(last), locale, { dateStyle: "medium", timeStyle: "short" })}>
          {online ? (
            <Trans>Catalogue updated {timeAgo(last, now, locale)}</Trans>
          ) : (
            <Trans>Offline copy from {timeAgo(last, now, locale)}</Trans>
          )}
        </span>
      ) : (
        <span>
          <Trans>The catalogue has not been downloaded yet</Trans>
        </span>
      )}
      {online ? (
        <button
          type="button"
          className={styles.refresh}
          onClick={() => void requestSync()}
          disabled={syncing}
          aria-label={t`Check for updates`}
          title={t`Check for updates`}
        >
          <RefreshCw size={14} aria-hidden="true" className={syncing ? styles.spinning : undefined} />
        </button>
      ) : null}
    </p>
  );
}
