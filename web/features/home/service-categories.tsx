import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { ServiceCategory } from "../../../domain/home/types.ts";
import { CardSkeletons } from "../../components/catalogue/catalogue-states.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { useServiceCategories } from "../../lib/home/use-home-content.ts";
import styles from "./home.module.css";
import { ServiceDialog } from "./service-dialog.tsx";
import { ServiceGrid } from "./service-grid.tsx";

/** Section 2: the six service categories, each with its four features and a Details dialog. */
export function ServiceCategories() {
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
          <ServiceGrid services={services} onDetails={setOpen} />
        )}
      </div>
      <ServiceDialog service={open} services={services ?? []} onClose={() => setOpen(null)} />
    </section>
  );
}
