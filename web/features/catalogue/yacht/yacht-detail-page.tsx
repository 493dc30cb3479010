import { Trans, useLingui } from "@lingui/react/macro";
import { MapPin } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { imageUrl } from "../../../../domain/shared/images.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import { yachtTypeLabels } from "../../../components/catalogue/labels.ts";
import { Price } from "../../../components/catalogue/price.tsx";
import { Rating } from "../../../components/catalogue/rating.tsx";
import { SyncNote } from "../../../components/catalogue/sync-note.tsx";
import { YachtMissing } from "../../../components/catalogue/yacht-missing.tsx";
import { PageSpinner } from "../../../components/status/page-spinner.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useBottomBar } from "../../../lib/bottom-bars.ts";
import { useCatalogueSyncState, useDestinations, useLocale, useYacht } from "../../../lib/catalogue/use-catalogue.ts";
import { keepImagesOffline } from "../../../lib/sync/images.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { rememberViewedYacht } from "../yachts/recently-viewed.ts";
import { BookingPanel } from "./booking-panel.tsx";
import styles from "./yacht-detail-page.module.css";
import { YachtGallery } from "./yacht-gallery.tsx";
import { YachtCrew, YachtFeatures, YachtReviews, YachtSpecs } from "./yacht-sections.tsx";

/** /yachts/{id} and /yacht/{id}: everything about one yacht, read from the device. */
export function YachtDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const yacht = useYacht(id);
  const syncState = useCatalogueSyncState();
  const places = useDestinations();
  const name = yacht ? localized(yacht.name, locale) : undefined;
  usePageTitle(name ?? t`Yacht`, { crumb: true });

  useEffect(() => {
    if (!yacht) return;
    rememberViewedYacht(yacht);
    // Every yacht opened keeps its whole gallery offline.
    void keepImagesOffline(yacht.images.map(imageUrl));
  }, [yacht]);

  if (yacht === undefined || (yacht === null && syncState === undefined)) return <PageSpinner />;
  if (yacht === null) return <YachtMissing synced={Boolean(syncState?.cursor)} />;

  const harbour = places?.find((d) => d.id === yacht.homeHarbourId);
  return (
    <article className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.kicker}>{t(yachtTypeLabels[yacht.type])}</p>
        <h1 className={styles.title}>{name}</h1>
        <div className={styles.meta}>
          <Rating value={yacht.rating} count={yacht.reviewCount} />
          {harbour ? (
            <span className={styles.harbour}>
              <MapPin size={16} aria-hidden="true" />
              {localized(harbour.name, locale)}
            </span>
          ) : null}
          <SyncNote />
        </div>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <YachtGallery images={yacht.images} name={name ?? ""} />
          <section className={styles.about}>
            <p className={styles.summary}>{localized(yacht.summary, locale)}</p>
            <p>{localized(yacht.description, locale)}</p>
          </section>
          <YachtSpecs yacht={yacht} />
          <YachtFeatures yacht={yacht} />
          <YachtCrew yacht={yacht} />
          <YachtReviews yacht={yacht} />
        </div>
        <div className={styles.side} id="booking">
          <BookingPanel yacht={yacht} />
        </div>
      </div>
      <MobileBar>
        <Price value={yacht.pricePerDay} perDay />
        <a href="#booking" className={buttonClass("accent", "small")}>
          <Trans>Choose dates</Trans>
        </a>
      </MobileBar>
    </article>
  );
}

/** The price bar stuck to the bottom on phones: what floats at the bottom rises above it. */
function MobileBar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomBar(ref);
  return (
    <div ref={ref} className={styles.mobileBar} data-bottom-bar="">
      {children}
    </div>
  );
}
