import { Trans, useLingui } from "@lingui/react/macro";
import { MessageCircle } from "lucide-react";
import type { ServiceCategory } from "../../../domain/home/types.ts";
import { CardSkeletons, EmptyCatalogue } from "../../components/catalogue/catalogue-states.tsx";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { AppLink } from "../../components/ui/app-link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useServiceCategories } from "../../lib/home/use-home-content.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ServiceDialog } from "./service-dialog.tsx";
import { ServiceGrid } from "./service-grid.tsx";
import styles from "./services-page.module.css";

/**
 * /services: the six service categories of the home page on a page of their own, read from the
 * device, with the same Details dialog. `?service=<id>` opens one, so a link can name a service;
 * a question that fits none goes to /contact.
 */
export function ServicesPage({ open, onOpen }: { open: string | undefined; onOpen: (id: string | undefined) => void }) {
  const { t } = useLingui();
  usePageTitle(t`Services`);
  const services = useServiceCategories();
  const shown = services?.find((service) => service.id === open) ?? null;

  return (
    <div className="container">
      <PageHeader
        title={<Trans>Services</Trans>}
        lead={
          <Trans>
            Crew, charters, training, safety, catering and photography on Lake Baikal: what a trip on the lake needs,
            from one team.
          </Trans>
        }
      />
      {services === undefined ? (
        <CardSkeletons count={6} />
      ) : services.length === 0 ? (
        <EmptyCatalogue />
      ) : (
        <ServiceGrid services={services} titleLevel={2} onDetails={(service: ServiceCategory) => onOpen(service.id)} />
      )}
      <aside className={styles.cta} aria-labelledby="services-question">
        <MessageCircle size={28} aria-hidden="true" className={styles.ctaIcon} />
        <div>
          <h2 id="services-question" className={styles.ctaTitle}>
            <Trans>Not sure what you need?</Trans>
          </h2>
          <p className={styles.ctaText}>
            <Trans>
              Tell us about your trip, and we will put together the yacht, the crew and the services for it.
            </Trans>
          </p>
        </div>
        <div className={styles.ctaActions}>
          <AppLink href="/contact" className={buttonClass("accent")}>
            <Trans>Contact us</Trans>
          </AppLink>
          <AppLink href="/yachts" className={buttonClass("onDark")}>
            <Trans>Browse yachts</Trans>
          </AppLink>
        </div>
      </aside>
      <ServiceDialog service={shown} services={services ?? []} onClose={() => onOpen(undefined)} />
    </div>
  );
}
