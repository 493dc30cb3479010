import { Trans } from "@lingui/react/macro";
import { CloudOff } from "lucide-react";
import { onlineAtom } from "../lib/network.ts";
import { useAtomValue } from "../lib/store.ts";
import styles from "./offline-banner.module.css";

/** Says plainly that the app is offline and what still works. */
export function OfflineBanner() {
  const online = useAtomValue(onlineAtom);
  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      <CloudOff size={16} aria-hidden="true" />
      <span>
        <Trans>You are offline. Saved pages stay readable, and what you send waits for the connection.</Trans>
      </span>
    </div>
  );
}
