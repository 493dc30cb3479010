import { useLingui } from "@lingui/react/macro";
import { localized } from "../../../../domain/shared/localized.ts";
import { YachtMissing } from "../../../components/catalogue/yacht-missing.tsx";
import { PageSpinner } from "../../../components/status/page-spinner.tsx";
import { useCatalogueSyncState, useYacht } from "../../../lib/catalogue/use-catalogue.ts";
import { db } from "../../../lib/device/db.ts";
import { localeAtom } from "../../../lib/i18n.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { useLiveQuery } from "../../../lib/use-live-query.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
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
  usePageTitle(name ? t`Book ${name}` : t`Booking`, { crumb: name ?? t`Yacht` });

  if (yacht === undefined || syncState === undefined || retried === undefined) return <PageSpinner />;
  if (yacht === null) return <YachtMissing synced={Boolean(syncState?.cursor)} />;
  // A refused request keeps its details; its dates are chosen again.
  const from = retried ? { ...retried, startDate: "", endDate: "" } : savedDraft(yacht.id);
  return <BookFlow key={`${yacht.id}:${search.retry ?? ""}`} yacht={yacht} search={search} from={from} />;
}
