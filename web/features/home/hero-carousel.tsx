import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { HERO_AUTOPLAY_MS, slideCounter } from "../../../domain/home/carousel.ts";
import type { HeroSlide } from "../../../domain/home/types.ts";
import { imageUrl } from "../../../domain/shared/images.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import styles from "./hero.module.css";
import { prefersReducedMotion, useHeroAutoplay } from "./hero-autoplay.ts";

/**
 * The hero carousel of spec section 2: five slides with arrows, dots, the counter 'n / 5', a
 * progress bar and autoplay (hero-autoplay.ts); wraps both ways and follows a swipe (embla,
 * decision record 033). Slides other than the current one are inert, so Tab never lands in them.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [viewport, embla] = useEmblaCarousel({ loop: true, duration: 28 });
  const [index, setIndex] = useState(0);
  const count = slides.length;
  // Reduced motion: the slide changes at once instead of gliding.
  const jump = prefersReducedMotion();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  const go = useCallback(
    (target: number) => {
      const next = ((target % count) + count) % count;
      if (embla) embla.scrollTo(next, jump);
      else setIndex(next);
    },
    [embla, count, jump],
  );
  const next = useCallback(() => go(index + 1), [go, index]);
  const autoplay = useHeroAutoplay({ index, count, onNext: next });

  return (
    <section
      className={styles.hero}
      aria-roledescription={t`carousel`}
      aria-label={t`Lake Baikal highlights`}
      {...autoplay.handlers}
    >
      <h1 className="visually-hidden">
        <Trans>Yacht charter on Lake Baikal</Trans>
      </h1>
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form fieldset
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={slideCounter(i, count)}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <img
                className={styles.image}
                src={imageUrl(slide.image)}
                alt={localized(slide.imageAlt, locale)}
                width={1200}
                height={800}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "low"}
                decoding={i === 0 ? "sync" : "async"}
              />
              <div className={styles.shade} />
              <div className={`container ${styles.content}`}>
                <p className={styles.subtitle}>{localized(slide.subtitle, locale)}</p>
                <h2 className={styles.title}>{localized(slide.title, locale)}</h2>
                <p className={styles.description}>{localized(slide.description, locale)}</p>
                <Link to="/yachts" className={buttonClass("accent", "medium", styles.cta)}>
                  <Trans>Find yachts</Trans>
                  <ChevronRight size={18} aria-hidden="true" />
                </Link>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={`container ${styles.controls}`}>
        <div className={styles.progress} aria-hidden="true">
          <span
            key={`${index}-${autoplay.running}`}
            className={autoplay.running ? styles.progressRunning : styles.progressIdle}
            style={{ animationDuration: `${HERO_AUTOPLAY_MS}ms` }}
          />
        </div>
        <div className={styles.buttons}>
          <button type="button" className={styles.arrow} onClick={() => go(index - 1)} aria-label={t`Previous slide`}>
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={t`Go to slide ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={next} aria-label={t`Next slide`}>
            <ChevronRight size={20} aria-hidden="true" />
          </button>
          <p className={styles.counter} data-testid="hero-counter" aria-live={autoplay.running ? "off" : "polite"}>
            {slideCounter(index, count)}
          </p>
          <button
            type="button"
            className={styles.arrow}
            onClick={autoplay.toggle}
            aria-label={autoplay.stopped ? t`Play the slideshow` : t`Pause the slideshow`}
          >
            {autoplay.stopped ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The hero's frame while the device is read or first downloaded: same size, so nothing shifts. */
export function HeroPlaceholder({ children }: { children?: React.ReactNode }) {
  return (
    <section className={`${styles.hero} ${styles.placeholder}`} aria-busy={children ? undefined : true}>
      <h1 className="visually-hidden">
        <Trans>Yacht charter on Lake Baikal</Trans>
      </h1>
      <div className={`container ${styles.content}`}>{children}</div>
    </section>
  );
}
