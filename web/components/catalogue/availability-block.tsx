import { Trans } from "@lingui/react/macro";
import { Info } from "lucide-react";
import { lazy, Suspense } from "react";
import { useAvailability } from "../../lib/catalogue/use-availability.ts";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { timeAgo } from "../../lib/relative-time.ts";
import { Notice } from "../ui/notice.tsx";
import styles from "./availability-block.module.css";
import type { DateSelection } from "./availability-calendar.tsx";

// react-aria's calendar loads with the pages that show it only.
const AvailabilityCalendar = lazy(() => import("./availability-calendar.tsx"));

/**
 * A yacht's availability as the yacht page and the booking flow show it: asked of the server when
 * online and kept on the device, labelled "last known" offline, with the busy days' legend.
 */
type Props = {
  yachtId: string;
  /** A partner's yacht (decision 048) has no owner here: its legend does not speak of one. */
  partner?: boolean;
  value: DateSelection;
  onChange: (value: DateSelection) => void;
};

export function AvailabilityBlock({ yachtId, partner = false, value, onChange }: Props) {
  const locale = useLocale();
  const { availability, live, failed } = useAvailability(yachtId);
  if (availability === null && failed) {
    return (
      <Notice tone="warning" small>
        <Trans>Availability shows when you are online.</Trans>
      </Notice>
    );
  }
  if (!availability) return <div className={styles.skeleton} />;
  return (
    <div className={styles.block}>
      {!live ? (
        <Notice tone="warning" small role="note" icon={<Info size={14} />}>
          <Trans>Last known availability, as of {timeAgo(availability.fetchedAt, Date.now(), locale)}</Trans>
        </Notice>
      ) : null}
      <Suspense fallback={<div className={styles.skeleton} />}>
        <AvailabilityCalendar
          busy={availability.busy}
          from={availability.from}
          to={availability.to}
          value={value}
          onChange={onChange}
        />
      </Suspense>
      <p className={styles.legend}>
        <span className={styles.busySwatch} aria-hidden="true" />
        {partner ? <Trans>Busy: not available on these days</Trans> : <Trans>Busy: booked or kept by the owner</Trans>}
      </p>
    </div>
  );
}
