import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CloudUpload, CreditCard, ExternalLink, Handshake, SearchX } from "lucide-react";
import type { DeviceBooking } from "../../../../domain/bookings/device.ts";
import type { Booking } from "../../../../domain/bookings/types.ts";
import { PageSpinner } from "../../../components/status/page-spinner.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import shared from "../bookings.module.css";
import { PaymentForm } from "../payment/payment-form.tsx";
import styles from "./book-page.module.css";

/**
 * The steps after the request is made: payment for an owner's yacht (now or later), the hand-off
 * for a partner's. A request still waiting on the device cannot be paid or handed off yet; it says so.
 */
type Props = { booking: DeviceBooking | null | undefined; onDone: (paid?: Booking) => void };

export function PaymentStep({ booking, onDone }: Props) {
  if (booking === undefined) return <PageSpinner />;
  if (booking === null) return <NotOnDevice />;
  if (booking.localKey) return <WaitingNote onDone={() => onDone()} />;
  return (
    <section className={shared.card} aria-labelledby="step-title">
      <h2 id="step-title" className={shared.cardTitle}>
        <CreditCard size={20} aria-hidden="true" />
        <Trans>Payment</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>
          Your request is with the owner. Pay now to have it settled, or later from your bookings. If the owner
          declines, the payment is refunded in full.
        </Trans>
      </p>
      <PaymentForm booking={booking} onPaid={(paid) => onDone(paid)} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onDone()}>
          <Trans>Pay later</Trans>
        </Button>
      </div>
    </section>
  );
}

export function HandoffStep({ booking, onDone }: Props) {
  if (booking === undefined) return <PageSpinner />;
  if (booking === null) return <NotOnDevice />;
  if (booking.localKey) return <WaitingNote onDone={() => onDone()} />;
  const email = booking.email;
  return (
    <section className={shared.card} aria-labelledby="step-title">
      <h2 id="step-title" className={shared.cardTitle}>
        <Handshake size={20} aria-hidden="true" />
        <Trans>Finish with our partner</Trans>
      </h2>
      {booking.handoffUrl ? (
        <>
          <p className={styles.lead}>
            <Trans>
              This yacht is booked on our partner's site. Your dates, guests and contact details are filled in there:
              check them and confirm.
            </Trans>
          </p>
          <a
            href={booking.handoffUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("accent", "medium", styles.wide)}
          >
            <ExternalLink size={18} aria-hidden="true" />
            <Trans>Open the partner site</Trans>
          </a>
        </>
      ) : (
        <p className={styles.lead}>
          <Trans>
            The partner's booking link is not set up here yet, so our team passes your request on to the partner by hand
            and writes to you at {email}.
          </Trans>
        </p>
      )}
      <p className={shared.hint}>
        {booking.handoffUrl ? (
          <Trans>The hand-off is kept in your bookings, with the link to come back to.</Trans>
        ) : (
          <Trans>The hand-off is kept in your bookings.</Trans>
        )}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onDone()}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </section>
  );
}

function WaitingNote({ onDone }: { onDone: () => void }) {
  return (
    <section className={shared.card} aria-labelledby="step-title">
      <h2 id="step-title" className={shared.cardTitle}>
        <CloudUpload size={20} aria-hidden="true" />
        <Trans>Waiting for the connection</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>
          Your request is saved on this device and is sent as soon as the connection returns. Payment waits until then:
          you can pay from your bookings once the request is sent.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button onClick={onDone}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </section>
  );
}

function NotOnDevice() {
  return (
    <section className={shared.card}>
      <h2 id="step-title" className={shared.cardTitle}>
        <SearchX size={20} aria-hidden="true" />
        <Trans>This booking is not on this device</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>It may have been sent in the meantime. Your bookings show where every request stands.</Trans>
      </p>
      <div className={styles.actions}>
        <Link to="/bookings" className={buttonClass("primary")}>
          <Trans>My bookings</Trans>
        </Link>
      </div>
    </section>
  );
}
