import { Trans, useLingui } from "@lingui/react/macro";
import { conciergeOffers } from "../../../domain/pages/offers.ts";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { OffersWithRequest } from "./offers-with-request.tsx";
import styles from "./pages.module.css";

/**
 * /concierge: what the team arranges around a charter (transfers from Irkutsk, rooms, guides,
 * equipment, photographers), each with a request through the outbox.
 */
export function ConciergePage() {
  const { t } = useLingui();
  usePageTitle(t`Concierge services`);
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        syncNote={false}
        title={<Trans>Concierge services</Trans>}
        lead={
          <Trans>
            From the plane in Irkutsk to the pier and back: transfers, rooms, guides, equipment and photographers,
            arranged by one team that knows the lake.
          </Trans>
        }
      />
      <OffersWithRequest
        offers={conciergeOffers}
        heading={<Trans>What we arrange</Trans>}
        formHeading={<Trans>Ask the concierge</Trans>}
        messageHint={t`Dates, number of people, flight or train, and anything we should know.`}
      />
    </div>
  );
}
