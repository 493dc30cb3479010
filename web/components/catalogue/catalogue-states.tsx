import { Trans } from "@lingui/react/macro";
import { CloudOff, Compass } from "lucide-react";
import { useEffect } from "react";
import { onlineAtom } from "../../lib/network.ts";
import { useAtomValue } from "../../lib/store.ts";
import { requestSync } from "../../lib/sync/request-sync.ts";
import { syncStatusAtom } from "../../lib/sync/status.ts";
import { ErrorPanel } from "../status/error-panel.tsx";
import { Button } from "../ui/button.tsx";
import card from "./card.module.css";
import styles from "./catalogue-states.module.css";

/** Grey cards in the shape of the real ones while the device's copy is read or first downloaded. */
export function CardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul className={card.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className={styles.skeleton}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLineShort} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The device has nothing yet: downloading (skeletons, the shell shows progress), offline before
 * the first visit completed, or the download failed. It asks for a sync when it appears.
 */
export function EmptyCatalogue() {
  const status = useAtomValue(syncStatusAtom);
  const online = useAtomValue(onlineAtom);
  useEffect(() => {
    if (online) void requestSync();
  }, [online]);
  if (!online) {
    return (
      <ErrorPanel
        tone="neutral"
        icon={<CloudOff size={26} />}
        title={<Trans>Not downloaded yet</Trans>}
        text={
          <Trans>
            The catalogue downloads on your first visit with a connection. Connect once, and it stays with you offline.
          </Trans>
        }
      />
    );
  }
  if (status.phase === "error") {
    return (
      <ErrorPanel
        icon={<Compass size={26} />}
        title={<Trans>The catalogue could not be loaded</Trans>}
        text={<Trans>Something went wrong. Please try again later.</Trans>}
      >
        <Button onClick={() => void requestSync()}>
          <Trans>Try again</Trans>
        </Button>
      </ErrorPanel>
    );
  }
  return <CardSkeletons />;
}
