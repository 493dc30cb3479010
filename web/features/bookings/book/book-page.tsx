import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Anchor } from "lucide-react";
import { localized } from "../../../../domain/localized.ts";
import { ErrorPanel } from "../../../components/status/error-panel.tsx";
import { PageSpinner } from "../../../components/status/page-spinner.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { db } from "../../../lib/db.ts";
import { localeAtom } from "../../../lib/i18n.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { useLiveQuery } from "../../../lib/use-live-query.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { EmptyCatalogue } from "../../catalogue/shared/catalogue-states.tsx";
import { useCatalogueSyncState, useYacht } from "../../catalogue/shared/use-catalogue.ts";
import { BookFlow } from "./book-flow.tsx";
import type { BookSearch } from "./book-search.ts";
import { type Draft, savedDraft } from "./draft.ts";

/**
 * /book/{yachtId}: the booking flow for one yacht, read from the device so it works offline. A
 * refused request ("choose other dates") reopens it with that request's details.
 */
export function BookPage({ yachtId, search }: { yachtId: string; search: BookSearch }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const yacht = useYacht(yachtId);
  const syncState = useCatalogueSyncState();
  const retried = useLiveQuery(
    async () =>
      search.retry ? (((await db.outbox.get(search.retry))?.body as Partial<Draft> | undefined) ?? null) : null,
    [search.retry],
  );
  const name = yacht ? localized(yacht.name, locale) : undefined;
  usePageTitle(name ? t`Book ${name}` : t`Booking`);

  if (yacht === undefined || syncState === undefined || retried === undefined) return <PageSpinner />;
  if (yacht === null) {
    if (!syncState?.cursor) return <EmptyCatalogue />;
    return (
      <ErrorPanel
        tone="neutral"
        icon={<Anchor size={26} />}
        title={<Trans>This yacht is no longer in the catalogue</Trans>}
        text={<Trans>Its owner may have taken it off the market. Plenty of others are waiting in the harbour.</Trans>}
      >
        <Link to="/yachts" className={buttonClass("primary")}>
          <Trans>Browse yachts</Trans>
        </Link>
      </ErrorPanel>
    );
  }
  // A refused request keeps its details; its dates are chosen again.
  const from = retried ? { ...retried, startDate: "", endDate: "" } : savedDraft(yacht.id);
  return <BookFlow key={`${yacht.id}:${search.retry ?? ""}`} yacht={yacht} search={search} from={from} />;
}
