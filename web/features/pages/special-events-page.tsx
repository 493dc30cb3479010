import { Trans, useLingui } from "@lingui/react/macro";
import { termsOfService } from "../../../domain/pages/documents.ts";
import { specialEventOffers } from "../../../domain/pages/offers.ts";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Contents, SectionView } from "./document-view.tsx";
import { OffersWithRequest } from "./offers-with-request.tsx";
import styles from "./pages.module.css";

/**
 * /special-events and /offer (spec section 2: the same page): celebrations on board with a request
 * through the outbox, then the terms of service every booking accepts (the footer's Terms of
 * Service lands on them).
 */
export function SpecialEventsPage({ focus }: { focus: "events" | "terms" }) {
  const { t } = useLingui();
  usePageTitle(focus === "terms" ? t`Terms of service` : t`Special events and terms`);
  const locale = useLocale();
  const terms = termsOfService[locale];
  const offersSection = (
    <OffersWithRequest
      offers={specialEventOffers}
      heading={<Trans>Celebrations on board</Trans>}
      formHeading={<Trans>Plan your event</Trans>}
      messageHint={t`The date, the number of guests and what you have in mind.`}
    />
  );
  const termsSection = (
    <section id="terms" className={styles.block} aria-labelledby="terms-title">
      <h2 id="terms-title" className={styles.blockTitle}>
        {terms.title}
      </h2>
      <p className={styles.lead}>{terms.lead}</p>
      <div className={styles.docLayout}>
        <Contents sections={terms.sections} label={<Trans>Contents</Trans>} />
        <article className={styles.doc}>
          {terms.sections.map((section) => (
            <SectionView key={section.id} section={section} level={3} />
          ))}
        </article>
      </div>
    </section>
  );
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        syncNote={false}
        title={<Trans>Special events and terms</Trans>}
        lead={
          <Trans>
            Weddings, corporate charters and birthdays on board on Lake Baikal, and the terms on which every charter is
            booked.
          </Trans>
        }
      />
      <nav className={styles.jump} aria-label={t`Parts of this page`}>
        <a href="#offers-title">
          <Trans>Special events</Trans>
        </a>
        <a href="#terms">{terms.title}</a>
      </nav>
      {/* The footer's Terms of Service (/offer) opens on the terms; /special-events on the offers. */}
      {focus === "terms" ? (
        <>
          {termsSection}
          {offersSection}
        </>
      ) : (
        <>
          {offersSection}
          {termsSection}
        </>
      )}
    </div>
  );
}
