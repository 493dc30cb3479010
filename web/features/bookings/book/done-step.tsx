import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CircleCheck, CloudUpload } from "lucide-react";
import type { DeviceBooking } from "../../../../domain/bookings/device.ts";
import { lakeToday } from "../../../../domain/catalogue/availability.ts";
import { PageSpinner } from "../../../components/status/page-spinner.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { formatDate } from "../../../lib/format.ts";
import { localeAtom } from "../../../lib/i18n.ts";
import { useAtomValue } from "../../../lib/store.ts";
import shared from "../bookings.module.css";
import { StatusBadges } from "../status-badges.tsx";
import styles from "./book-page.module.css";

/** Step 5: what was done, where it stands, and what happens next. */
export function DoneStep({ booking }: { booking: DeviceBooking | null | undefined }) {
  const locale = useAtomValue(localeAtom);
  if (booking === undefined) return <PageSpinner />;
  const waiting = !booking || Boolean(booking.localKey);
  const expires = booking?.expiresAt
    ? formatDate(booking.expiresAt, locale, { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" })
    : null;
  return (
    <section className={`${shared.card} ${styles.done}`} aria-labelledby="step-title">
      <span className={styles.doneIcon} data-waiting={waiting} aria-hidden="true">
        {waiting ? <CloudUpload size={30} /> : <CircleCheck size={30} />}
      </span>
      <h2 id="step-title" className={styles.doneTitle}>
        {waiting ? (
          <Trans>Request saved on this device</Trans>
        ) : booking.kind === "handoff" ? (
          <Trans>Handed to our partner</Trans>
        ) : booking.paymentStatus === "paid" ? (
          <Trans>Request sent and paid</Trans>
        ) : (
          <Trans>Request sent</Trans>
        )}
      </h2>
      {booking ? (
        <StatusBadges booking={booking} local={waiting ? { state: "waiting" } : null} today={lakeToday(new Date())} />
      ) : null}
      <p className={styles.lead}>
        {waiting ? (
          <Trans>It is sent by itself when the connection returns; you can close the app meanwhile.</Trans>
        ) : booking.kind === "handoff" ? (
          <Trans>The partner confirms the booking. The hand-off stays in your bookings.</Trans>
        ) : expires ? (
          <Trans>The owner answers by {expires}. We write to you at each change.</Trans>
        ) : (
          <Trans>The owner answers within 48 hours. We write to you at each change.</Trans>
        )}
      </p>
      <div className={styles.actions}>
        <Link to="/yachts" className={buttonClass("secondary")}>
          <Trans>Browse yachts</Trans>
        </Link>
        <Link to="/bookings" className={buttonClass("primary")}>
          <Trans>My bookings</Trans>
        </Link>
      </div>
    </section>
  );
}
