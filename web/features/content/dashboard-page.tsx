import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { FilePlus2 } from "lucide-react";
import type { ContentProposal } from "../../../domain/content/types.ts";
import { proposalTitle } from "../../../domain/content/types.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { RequireUser } from "../../components/accounts/require-user.tsx";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { ErrorPanel } from "../../components/status/error-panel.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { useContentDrafts, useMyContent, useWaitingContent } from "../../lib/content/use-content.ts";
import { onlineAtom } from "../../lib/network.ts";
import { useAtomValue } from "../../lib/store.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import styles from "./content.module.css";
import { StatusBadge } from "./status-badge.tsx";

/**
 * /content/dashboard (spec section 2, issue 21): the author's submissions with their status and the
 * moderator's notes, read from the device; drafts and submissions waiting for the connection first.
 */
export function ContentDashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`Your content`);
  return (
    <div className="container">
      <div className={styles.layout}>
        <PageHeader title={<Trans>Your content</Trans>} syncNote={false} />
        <RequireUser>{() => <Submissions />}</RequireUser>
      </div>
    </div>
  );
}

function Submissions() {
  const locale = useLocale();
  const online = useAtomValue(onlineAtom);
  const items = useMyContent();
  const waiting = useWaitingContent();
  const drafts = useContentDrafts();
  if (items === undefined || waiting === undefined || drafts === undefined) return <PageSpinner />;
  const create = (
    <Link to="/content/create" className={buttonClass("primary")}>
      <Trans>Propose content</Trans>
    </Link>
  );
  if (items.length + waiting.length + drafts.length === 0) {
    return (
      <ErrorPanel
        tone="neutral"
        icon={<FilePlus2 size={26} />}
        title={<Trans>Nothing proposed yet</Trans>}
        text={<Trans>Share a place you love on the lake or a trip you would sail.</Trans>}
      >
        {create}
      </ErrorPanel>
    );
  }
  const titleOf = (proposal: ContentProposal) => localized(proposalTitle(proposal), locale) || "—";
  return (
    <>
      {!online ? (
        <Notice>
          <Trans>You are offline: this is the list as last seen on this device.</Trans>
        </Notice>
      ) : null}
      <div className={styles.actions}>{create}</div>
      <ul className={styles.list}>
        {drafts.map((draft) => (
          <li key={draft.id} className={styles.card}>
            <div className={styles.cardHead}>
              <h2 className={styles.title}>{String(draft.fields.nameEn || draft.fields.nameRu || "—")}</h2>
              <StatusBadge status="draft" />
            </div>
            <Link
              to="/content/create"
              search={draft.submissionId ? { revise: draft.submissionId } : {}}
              className={buttonClass("secondary", "small")}
            >
              <Trans>Continue</Trans>
            </Link>
          </li>
        ))}
        {waiting.map((item) => (
          <li key={item.id} className={styles.card}>
            <div className={styles.cardHead}>
              <h2 className={styles.title}>{titleOf(item.body as ContentProposal)}</h2>
              <StatusBadge status="waiting" />
            </div>
            {item.lastError?.message ? <p className={styles.meta}>{item.lastError.message}</p> : null}
          </li>
        ))}
        {items.map((item) => (
          <li key={item.id} className={styles.card} data-testid="content-item">
            <div className={styles.cardHead}>
              <h2 className={styles.title}>{titleOf(item.proposal)}</h2>
              <StatusBadge status={item.status} />
            </div>
            {item.notes && item.status !== "approved" ? (
              <p className={styles.notes}>
                <Trans>Moderator's notes:</Trans> {item.notes}
              </p>
            ) : null}
            {item.status === "rejected" ? (
              <Link to="/content/create" search={{ revise: item.id }} className={buttonClass("secondary", "small")}>
                <Trans>Revise and send again</Trans>
              </Link>
            ) : null}
            {item.status === "approved" && item.publishedId && item.kind === "destination" ? (
              <Link to="/destination/$id" params={{ id: item.publishedId }} className={buttonClass("ghost", "small")}>
                <Trans>See it in the catalogue</Trans>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
