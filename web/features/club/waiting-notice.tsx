import { Trans } from "@lingui/react/macro";
import { CloudOff } from "lucide-react";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import { Notice } from "../../components/ui/notice.tsx";
import { outboxDb, refreshWaiting } from "../../lib/outbox/outbox.ts";
import styles from "./club.module.css";

/** A joining, a plan or a donation still in the outbox: waiting for the network, or refused. */
export function WaitingNotice({ items }: { items: OutboxItem[] }) {
  const refused = items.find((item) => item.status === "failed");
  if (refused) {
    const reason =
      Object.values(refused.lastError?.fields ?? {}).join(" ") ||
      refused.lastError?.message ||
      String(refused.lastError?.status ?? "");
    const dismiss = async () => {
      const db = await outboxDb();
      await db.outbox.delete(refused.id);
      await refreshWaiting();
    };
    return (
      <Notice tone="danger" role="alert">
        <Trans>It was not accepted: {reason}</Trans>{" "}
        <button type="button" className={styles.linkButton} onClick={() => void dismiss()}>
          <Trans>Dismiss</Trans>
        </button>
      </Notice>
    );
  }
  return (
    <Notice tone="warning" icon={<CloudOff size={16} />} role="status">
      {items.some((item) => item.status === "needs_auth") ? (
        <Trans>Saved on this device: it will be sent once you sign in again.</Trans>
      ) : (
        <Trans>
          Saved on this device: it will be sent once, as soon as you are online. Nothing is charged before you pay.
        </Trans>
      )}
    </Notice>
  );
}
