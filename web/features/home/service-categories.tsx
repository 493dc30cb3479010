import { Trans } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { useState } from "react";
import type { ServiceCategory } from "../../../domain/home/types.ts";
import { localized } from "../../../domain/localized.ts";
import { Button } from "../../components/ui/button.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { CardSkeletons } from "../catalogue/shared/catalogue-states.tsx";
import { useLocale } from "../catalogue/shared/use-catalogue.ts";
import styles from "./home.module.css";
import { ServiceDialog } from "./service-dialog.tsx";
import { ServiceIcon } from "./service-icon.tsx";
import { useServiceCategories } from "./use-home-content.ts";

/** Section 2: the six service categories, each with its four features and a Details dialog. */
export function ServiceCategories() {
  const locale = useLocale();
  const services = useServiceCategories();
  const [open, setOpen] = useState<ServiceCategory | null>(null);
  return (
    <section className={styles.section} aria-labelledby="home-services">
      <div className="container">
        <SectionHeading
          id="home-services"
          eyebrow={<Trans>Services</Trans>}
          title={<Trans>Complete Sailing Services</Trans>}
          lead={<Trans>From a captain for a day to a photographer on board: choose what makes your trip.</Trans>}
        />
        {services === undefined || services.length === 0 ? (
          <CardSkeletons count={6} />
        ) : (
          <ul className={styles.services}>
            {services.map((service) => (
              <li key={service.id} className={styles.service} data-testid={`service-${service.id}`}>
                <div className={styles.serviceHead}>
                  <span className={styles.serviceIcon}>
                    <ServiceIcon icon={service.icon} />
                  </span>
                  <p className={styles.servicePrice}>{localized(service.priceText, locale)}</p>
                </div>
                <h3 className={styles.serviceTitle}>{localized(service.title, locale)}</h3>
                <p className={styles.serviceText}>{localized(service.description, locale)}</p>
                <ul className={styles.serviceFeatures}>
                  {service.features.map((feature) => (
                    <li key={feature.en}>
                      <Check size={16} aria-hidden="true" />
                      {localized(feature, locale)}
                    </li>
                  ))}
                </ul>
                <Button variant="secondary" className={styles.serviceButton} onClick={() => setOpen(service)}>
                  <Trans>Details</Trans>
                  <span className="visually-hidden">: {localized(service.title, locale)}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ServiceDialog service={open} services={services ?? []} onClose={() => setOpen(null)} />
    </section>
  );
}
