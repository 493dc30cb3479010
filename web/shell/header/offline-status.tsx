import { Trans, useLingui } from "@lingui/react/macro";
import { CloudCheck } from "lucide-react";
import { offlineReadyAtom } from "../../lib/pwa/register-worker.ts";
import { useAtomValue } from "../../lib/store.ts";
import { firstDownloadShownAtom, syncStatusAtom } from "../../lib/sync/status.ts";
import styles from "./offline-status.module.css";

const RING_RADIUS = 8;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/**
 * Offline readiness, said quietly in the header (issue 15): a small ring while the first visit
 * saves the catalogue and its pictures, then a cloud with a check once the app works offline. It
 * covers nothing; its words are in the title and for screen readers.
 */
export function OfflineStatus() {
  const { t } = useLingui();
  const status = useAtomValue(syncStatusAtom);
  const downloading = useAtomValue(firstDownloadShownAtom);
  const ready = useAtomValue(offlineReadyAtom);
  if (!downloading && !ready) return null;
  const { progress } = status;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
  if (downloading) {
    const label =
      status.step === "images" && percent !== null
        ? t`Saving pictures for offline use… ${percent}%`
        : t`Downloading the catalogue for offline use…`;
    return (
      <span className={styles.status} title={label} data-testid="offline-status" data-state="saving">
        <svg
          width="22"
          height="22"
          viewBox="0 0 22 22"
          role="progressbar"
          aria-label={t`Catalogue download`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          className={percent === null ? styles.spin : undefined}
        >
          <circle cx="11" cy="11" r={RING_RADIUS} className={styles.track} />
          <circle
            cx="11"
            cy="11"
            r={RING_RADIUS}
            className={styles.fill}
            strokeDasharray={RING_LENGTH}
            strokeDashoffset={RING_LENGTH * (1 - (percent ?? 30) / 100)}
          />
        </svg>
        <span className="visually-hidden" role="status">
          {label}
        </span>
      </span>
    );
  }
  const label = t`Ready to work offline`;
  return (
    <span className={styles.status} title={label} data-testid="offline-status" data-state="ready">
      <CloudCheck size={20} aria-hidden="true" />
      <span className="visually-hidden" role="status">
        <Trans>Ready to work offline</Trans>
      </span>
    </span>
  );
}
