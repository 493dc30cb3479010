import { Plural } from "@lingui/react/macro";
import { CloudUpload } from "lucide-react";
import { AppLink } from "../../components/ui/app-link.tsx";
import { outboxWaitingAtom } from "../../lib/outbox/waiting.ts";
import { useAtomValue } from "../../lib/store.ts";
import { useHydrating } from "../../lib/use-hydrating.ts";
import styles from "./outbox-badge.module.css";

/** Counts what the user did offline and is still waiting to be sent; hidden when nothing waits. */
export function OutboxBadge() {
  const stored = useAtomValue(outboxWaitingAtom);
  // The server knows nothing of this device's outbox.
  const waiting = useHydrating() ? 0 : stored;
  if (waiting === 0) return null;
  return (
    <AppLink href="/bookings" className={styles.badge} data-testid="outbox-badge">
      <CloudUpload size={18} aria-hidden="true" />
      <span className={styles.count} aria-hidden="true">
        {waiting}
      </span>
      <span className="visually-hidden">
        <Plural value={waiting} one="# action waits for the connection" other="# actions wait for the connection" />
      </span>
    </AppLink>
  );
}
