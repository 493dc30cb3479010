import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { useAfterIdle, useHeroSlides, useSyncWhenEmpty } from "../../lib/home/use-home-content.ts";
import { requestSync } from "../../lib/sync/request-sync.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { FeatureCards } from "./feature-cards.tsx";
import { FeaturedTrips } from "./featured-trips.tsx";
import { HeroCarousel, HeroPlaceholder } from "./hero-carousel.tsx";
import styles from "./home.module.css";
import { PremiumServices } from "./premium-services.tsx";
import { ServiceCategories } from "./service-categories.tsx";
import { Testimonials } from "./testimonials.tsx";

/**
 * The home page in the order of spec section 2: the hero, the feature cards, premium services,
 * the service categories, featured trips and testimonials. Everything is read from the device's
 * copy, so after one visit the page works offline (decision record 031).
 */
export function HomePage() {
  const { t } = useLingui();
  usePageTitle(t`Yacht charter on Lake Baikal`);
  // Until the device answers (or, on a first visit, the sync fills it), the slides the page came with.
  const slides = useHeroSlides();
  // What lies below the hero mounts once the hero has painted: the first paint does less work.
  const later = useAfterIdle();
  const empty = slides !== undefined && slides.length === 0;
  const first = useSyncWhenEmpty(empty);

  return (
    <>
      {slides && slides.length > 0 ? (
        <HeroCarousel slides={slides} />
      ) : (
        <HeroPlaceholder>
          {first.offline || first.failed ? (
            <div className={styles.state}>
              <h2>
                {first.offline ? <Trans>Not downloaded yet</Trans> : <Trans>The home page could not be loaded</Trans>}
              </h2>
              <p>
                {first.offline ? (
                  <Trans>
                    The portal downloads on your first visit with a connection. Connect once, and it stays with you
                    offline.
                  </Trans>
                ) : (
                  <Trans>Something went wrong. Please try again later.</Trans>
                )}
              </p>
              {first.failed ? (
                <Button variant="onDark" onClick={() => void requestSync()}>
                  <Trans>Try again</Trans>
                </Button>
              ) : null}
            </div>
          ) : null}
        </HeroPlaceholder>
      )}
      <FeatureCards />
      <PremiumServices />
      {later ? (
        <>
          <ServiceCategories />
          <FeaturedTrips />
          <Testimonials />
        </>
      ) : null}
    </>
  );
}
