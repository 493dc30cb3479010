import { Trans, useLingui } from "@lingui/react/macro";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CloudOff, Users } from "lucide-react";
import type { ContentItem } from "../../../domain/content/types.ts";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { ErrorPanel } from "../../components/status/error-panel.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { api } from "../../lib/api.ts";
import { onlineAtom } from "../../lib/network.ts";
import { queryClient } from "../../lib/query-client.ts";
import { useAtomValue } from "../../lib/store.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import styles from "./content.module.css";
import { ProposalPreview } from "./proposal-preview.tsx";

/**
 * /sandbox (spec section 2, issue 21): approved community content, marked as from the community
 * with its author. Approved destinations and trips are also in the catalogue, which is offline.
 */
const communityQuery = {
  queryKey: ["content", "community"],
  queryFn: () => api<{ items: ContentItem[] }>("/api/content/community").then((r) => r.items),
};

export function SandboxPage() {
  const { t } = useLingui();
  usePageTitle(t`Sandbox content`);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="container">
        <div className={styles.layout}>
          <PageHeader
            title={<Trans>Sandbox content</Trans>}
            lead={<Trans>Places and trips proposed by sailors and approved by our moderators.</Trans>}
            syncNote={false}
          />
          <div className={styles.actions}>
            <Link to="/content/create" className={buttonClass("primary")}>
              <Trans>Propose content</Trans>
            </Link>
          </div>
          <Community />
        </div>
      </div>
    </QueryClientProvider>
  );
}

function Community() {
  const online = useAtomValue(onlineAtom);
  const { data, isPending, isError, refetch } = useQuery(communityQuery);
  if (isPending && !online) {
    return (
      <ErrorPanel
        tone="neutral"
        icon={<CloudOff size={26} />}
        title={<Trans>You are offline</Trans>}
        text={<Trans>Approved community places are in the destinations catalogue, which works offline.</Trans>}
      >
        <Link to="/destinations" className={buttonClass("secondary")}>
          <Trans>Destinations</Trans>
        </Link>
      </ErrorPanel>
    );
  }
  if (isPending) return <PageSpinner />;
  if (isError) {
    return (
      <ErrorPanel
        icon={<CloudOff size={26} />}
        title={<Trans>Failed to load</Trans>}
        text={<Trans>The community content could not be read. Try again.</Trans>}
      >
        <Button variant="secondary" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </ErrorPanel>
    );
  }
  if (data.length === 0) {
    return (
      <ErrorPanel
        tone="neutral"
        icon={<Users size={26} />}
        title={<Trans>No community content yet</Trans>}
        text={<Trans>Be the first to propose a place on the lake.</Trans>}
      />
    );
  }
  return (
    <ul className={styles.list}>
      {data.map((item) => (
        <li key={item.id} className={styles.card}>
          <p className={styles.meta}>
            <span className={styles.badge}>
              <Trans>From the community</Trans>
            </span>{" "}
            <Trans>by {item.authorName}</Trans>
          </p>
          <ProposalPreview proposal={item.proposal} />
          {item.publishedId && item.kind === "destination" ? (
            <Link to="/destination/$id" params={{ id: item.publishedId }} className={buttonClass("ghost", "small")}>
              <Trans>Open in the catalogue</Trans>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
