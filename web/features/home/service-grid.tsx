import { Trans } from "@lingui/react/macro";
import { Check } from "lucide-react";
import type { ServiceCategory } from "../../../domain/home/types.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { Button } from "../../components/ui/button.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import styles from "./home.module.css";
import { ServiceIcon } from "./service-icon.tsx";

/**
 * The service categories as cards: price, title, description, four features and 'Details'. The
 * home page shows them under its own heading (titles h3); /services is their page (titles h2).
 */
export function ServiceGrid({
  services,
  onDetails,
  titleLevel = 3,
}: {
  services: ServiceCategory[];
  onDetails: (service: ServiceCategory) => void;
  titleLevel?: 2 | 3;
}) {
  const locale = useLocale();
  const Title = titleLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.services}>
      {services.map((service) => (
        <li key={service.id} className={styles.service} data-testid={`service-${service.id}`}>
          <div className={styles.serviceHead}>
            <span className={styles.serviceIcon}>
              <ServiceIcon icon={service.icon} />
            </span>
            <p className={styles.servicePrice}>{localized(service.priceText, locale)}</p>
          </div>
          <Title className={styles.serviceTitle}>{localized(service.title, locale)}</Title>
          <p className={styles.serviceText}>{localized(service.description, locale)}</p>
          <ul className={styles.serviceFeatures}>
            {service.features.map((feature) => (
              <li key={feature.en}>
                <Check size={16} aria-hidden="true" />
                {localized(feature, locale)}
              </li>
            ))}
          </ul>
          <Button variant="secondary" className={styles.serviceButton} onClick={() => onDetails(service)}>
            <Trans>Details</Trans>
            <span className="visually-hidden">: {localized(service.title, locale)}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
