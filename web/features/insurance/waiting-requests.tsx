import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CloudOff, TriangleAlert } from "lucide-react";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import { Notice } from "../../components/ui/notice.tsx";

/** Requests still on the device: waiting for the connection or a login, or refused by the server. */
export function WaitingRequests({ items }: { items: readonly OutboxItem[] }) {
  const { t } = useLingui();
  return (
    <>
      {items.map((item) =>
        item.status === "failed" ? (
          <Notice key={item.id} tone="danger" role="alert" icon={<TriangleAlert size={18} />}>
            <strong>{t`Error submitting quote request`}</strong>{" "}
            {Object.values(item.lastError?.fields ?? {}).join(" ") || item.lastError?.message}
          </Notice>
        ) : item.status === "needs_auth" ? (
          <Notice key={item.id} tone="warning" role="status">
            <Trans>Your request waits for you to log in.</Trans>{" "}
            <Link to="/auth" search={{ redirect: "/insurance?tab=quotes" }}>
              <Trans>Log in to send</Trans>
            </Link>
          </Notice>
        ) : (
          <Notice key={item.id} tone="warning" role="status" icon={<CloudOff size={18} />}>
            <Trans>
              Your request is saved on this device and goes to the insurers once, as soon as you are back online.
            </Trans>
          </Notice>
        ),
      )}
    </>
  );
}
