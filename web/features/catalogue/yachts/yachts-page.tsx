import { Trans, useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../../components/catalogue/page-header.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { YachtBrowser } from "./yacht-browser.tsx";
import type { YachtSearch } from "./yacht-search.ts";

type Props = { search: YachtSearch; onChange: (patch: Partial<YachtSearch>) => void };

/** /yachts: the whole fleet of the lake. */
export function YachtsPage({ search, onChange }: Props) {
  const { t } = useLingui();
  usePageTitle(t`Yachts`);
  return (
    <div className="container">
      <PageHeader
        title={<Trans>Yachts</Trans>}
        lead={<Trans>Motor yachts, sailing yachts, catamarans and speedboats from every harbour of Lake Baikal.</Trans>}
      />
      <YachtBrowser search={search} onChange={onChange} />
    </div>
  );
}

/** /skippered-charters: the yachts that come with a captain, always or on request. */
export function SkipperedChartersPage({ search, onChange }: Props) {
  const { t } = useLingui();
  usePageTitle(t`Skippered charters`);
  return (
    <div className="container">
      <PageHeader
        title={<Trans>Skippered charters</Trans>}
        lead={
          <Trans>Sail with a captain who knows the lake's winds and bays: no licence needed, just come aboard.</Trans>
        }
      />
      <YachtBrowser search={search} onChange={onChange} skippered />
    </div>
  );
}
