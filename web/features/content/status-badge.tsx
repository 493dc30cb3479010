import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ContentStatus } from "../../../domain/content/types.ts";
import styles from "./content.module.css";

export const statusLabels: Record<ContentStatus | "waiting", MessageDescriptor> = {
  draft: msg`Draft`,
  waiting: msg`Waiting for the connection`,
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

export function StatusBadge({ status }: { status: ContentStatus | "waiting" }) {
  const { i18n } = useLingui();
  return (
    <span className={styles.badge} data-status={status} data-testid="content-status">
      {i18n._(statusLabels[status])}
    </span>
  );
}
