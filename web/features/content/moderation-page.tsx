import { Trans, useLingui } from "@lingui/react/macro";
import { QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { CloudOff, Inbox } from "lucide-react";
import { useState } from "react";
import type { ContentItem, ContentKind } from "../../../domain/content/types.ts";
import { RequireUser } from "../../components/accounts/require-user.tsx";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { FormError } from "../../components/form/form-error.tsx";
import { TextAreaField } from "../../components/form/textarea-field.tsx";
import { ErrorPanel } from "../../components/status/error-panel.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api.ts";
import { onlineAtom } from "../../lib/network.ts";
import { queryClient } from "../../lib/query-client.ts";
import { useAtomValue } from "../../lib/store.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import styles from "./content.module.css";
import { approve, claim, pendingQuery, reject, statsQuery } from "./moderation-api.ts";
import { ProposalPreview } from "./proposal-preview.tsx";

/**
 * /admin/content/sandbox (spec sections 2 and 4, issue 21): pending destinations and pending trip
 * packages in two lists, oldest first, each previewed as it will look; an admin claims one, then
 * approves it or rejects it with notes. Statistics on top.
 */
export function ModerationPage() {
  const { t } = useLingui();
  usePageTitle(t`Sandbox moderation`);
  return (
    <RequireUser requiredRole="admin">
      {() => (
        <QueryClientProvider client={queryClient}>
          <div className="container">
            <div className={`${styles.layout} ${styles.wide}`}>
              <PageHeader title={<Trans>Sandbox moderation</Trans>} syncNote={false} />
              <Moderation />
            </div>
          </div>
        </QueryClientProvider>
      )}
    </RequireUser>
  );
}

function Moderation() {
  const online = useAtomValue(onlineAtom);
  if (!online) {
    return (
      <ErrorPanel
        tone="neutral"
        icon={<CloudOff size={26} />}
        title={<Trans>Moderation needs the connection</Trans>}
        text={<Trans>Each decision is mailed to the author at once. Connect to moderate.</Trans>}
      />
    );
  }
  return (
    <>
      <Stats />
      <div className={styles.columns}>
        <Queue kind="destination" />
        <Queue kind="trip" />
      </div>
    </>
  );
}

function Stats() {
  const { data } = useQuery(statsQuery);
  if (!data) return null;
  const week = data.weeks[0];
  return (
    <dl className={styles.stats}>
      <div>
        <dt className={styles.meta}>
          <Trans>Pending</Trans>
        </dt>
        <dd>{data.pending}</dd>
      </div>
      <div>
        <dt className={styles.meta}>
          <Trans>Approved this week</Trans>
        </dt>
        <dd>{week?.approved ?? 0}</dd>
      </div>
      <div>
        <dt className={styles.meta}>
          <Trans>Rejected this week</Trans>
        </dt>
        <dd>{week?.rejected ?? 0}</dd>
      </div>
      <div>
        <dt className={styles.meta}>
          <Trans>Median time to a decision</Trans>
        </dt>
        <dd>{data.medianDecisionHours === null ? "—" : <Trans>{data.medianDecisionHours} h</Trans>}</dd>
      </div>
    </dl>
  );
}

function Queue({ kind }: { kind: ContentKind }) {
  const { data, isPending, isError, refetch } = useQuery(pendingQuery(kind));
  return (
    <section className={styles.fields} aria-labelledby={`queue-${kind}`}>
      <h2 id={`queue-${kind}`} className={styles.title}>
        {kind === "destination" ? <Trans>Pending destinations</Trans> : <Trans>Pending trip packages</Trans>}
      </h2>
      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <ErrorPanel
          icon={<CloudOff size={26} />}
          title={<Trans>Failed to load</Trans>}
          text={<Trans>The moderation queue could not be read. Try again.</Trans>}
        >
          <Button variant="secondary" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </ErrorPanel>
      ) : data.length === 0 ? (
        <ErrorPanel
          tone="neutral"
          icon={<Inbox size={26} />}
          title={<Trans>Nothing waiting</Trans>}
          text={<Trans>New submissions appear here, oldest first.</Trans>}
        />
      ) : (
        <ul className={styles.list}>
          {data.map((item) => (
            <ModerationCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ModerationCard({ item }: { item: ContentItem }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [notes, setNotes] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      await client.invalidateQueries({ queryKey: ["admin", "content"] });
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.body?.message ? error.body.message : i18n._("content.moderate_failed"),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.card} data-testid="moderation-item">
      <p className={styles.meta}>
        <Trans>
          From {item.authorName}, {new Date(item.createdAt).toLocaleDateString(i18n.locale)}
        </Trans>
        {item.claimedByName ? (
          <>
            {" · "}
            <Trans>Claimed by {item.claimedByName}</Trans>
          </>
        ) : null}
      </p>
      <ProposalPreview proposal={item.proposal} />
      {item.notes ? (
        <p className={styles.notes}>
          <Trans>Earlier notes:</Trans> {item.notes}
        </p>
      ) : null}
      <TextAreaField label={t`Notes for the author`} value={notes} onChange={(e) => setNotes(e.target.value)} />
      <FormError message={failure} />
      <div className={styles.actions}>
        <Button variant="secondary" size="small" disabled={busy} onClick={() => void run(() => claim(item.id))}>
          <Trans>Claim</Trans>
        </Button>
        <Button size="small" disabled={busy} onClick={() => void run(() => approve(item.id))}>
          <Trans>Approve</Trans>
        </Button>
        <Button variant="ghost" size="small" disabled={busy} onClick={() => void run(() => reject(item.id, notes))}>
          <Trans>Reject</Trans>
        </Button>
      </div>
    </li>
  );
}
