import { Trans } from "@lingui/react/macro";
import {
  ArrowRight,
  CalendarHeart,
  ConciergeBell,
  Map as MapIcon,
  Sailboat,
  Sparkles,
  UtensilsCrossed,
} from "lucide-react";
import type { ReactNode } from "react";
import { site } from "../../../domain/shell/site.ts";
import { AppLink } from "../../components/ui/app-link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import styles from "./home.module.css";

/** Section 1 of the home page: six tiles leading to the portal's services, and 'Inquire About Services'. */
const tiles: { href: string; icon: ReactNode; title: ReactNode; text: ReactNode }[] = [
  {
    href: "/skippered-charters",
    icon: <Sailboat size={24} />,
    title: <Trans>Skippered charters</Trans>,
    text: <Trans>A captain at the helm, the lake to yourself.</Trans>,
  },
  {
    // The services page with the catering service's details open.
    href: "/services?service=catering",
    icon: <UtensilsCrossed size={24} />,
    title: <Trans>Dining on board</Trans>,
    text: <Trans>Omul, Siberian dishes and tea from the samovar.</Trans>,
  },
  {
    href: "/destinations",
    icon: <MapIcon size={24} />,
    title: <Trans>Itineraries</Trans>,
    text: <Trans>Routes to Olkhon, the islands and the quiet bays.</Trans>,
  },
  {
    href: site.clubPath,
    icon: <Sparkles size={24} />,
    title: <Trans>Activities</Trans>,
    text: <Trans>Swimming, fishing, hiking and hot springs.</Trans>,
  },
  {
    href: "/events",
    icon: <CalendarHeart size={24} />,
    title: <Trans>Events</Trans>,
    text: <Trans>Regattas, festivals and sailing meetups.</Trans>,
  },
  {
    href: "/crew-showcase",
    icon: <ConciergeBell size={24} />,
    title: <Trans>Concierge</Trans>,
    text: <Trans>Transfers, hotels and a crew for any plan.</Trans>,
  },
];

export function PremiumServices() {
  return (
    <section className={styles.section} aria-labelledby="home-premium">
      <div className="container">
        <SectionHeading
          id="home-premium"
          eyebrow={<Trans>On the water and ashore</Trans>}
          title={<Trans>Premium services</Trans>}
          lead={<Trans>Everything for a trip on Lake Baikal, arranged by people who live here.</Trans>}
        />
        <ul className={styles.tiles}>
          {tiles.map((tile) => (
            <li key={tile.href}>
              <AppLink href={tile.href} className={styles.tile}>
                <span className={styles.tileIcon} aria-hidden="true">
                  {tile.icon}
                </span>
                <span className={styles.tileTitle}>{tile.title}</span>
                <span className={styles.tileText}>{tile.text}</span>
                <ArrowRight className={styles.tileArrow} size={18} aria-hidden="true" />
              </AppLink>
            </li>
          ))}
        </ul>
        <div className={styles.sectionActions}>
          <AppLink href="/services" className={buttonClass("primary")}>
            <Trans>Inquire About Services</Trans>
          </AppLink>
        </div>
      </div>
    </section>
  );
}
