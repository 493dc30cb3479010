import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CheckCircle2, CloudUpload, Ticket } from "lucide-react";
import { useEffect, useState } from "react";
import { BOOKING_OUTBOX_PATH } from "../../../../domain/bookings/device.ts";
import { bm } from "../../../../domain/bookings/messages.ts";
import { SPECIAL_REQUESTS_MAX } from "../../../../domain/bookings/rules.ts";
import { placesLeft as left, priceTripBooking, tripBookingRequestSchema } from "../../../../domain/bookings/trip.ts";
import type { Booking } from "../../../../domain/bookings/types.ts";
import type { TripPackage } from "../../../../domain/catalogue/types.ts";
import { Field } from "../../../components/form/field.tsx";
import formStyles from "../../../components/form/form.module.css";
import { FormError } from "../../../components/form/form-error.tsx";
import { TextAreaField } from "../../../components/form/textarea-field.tsx";
import { useForm } from "../../../components/form/use-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Notice } from "../../../components/ui/notice.tsx";
import { sessionUserAtom } from "../../../lib/accounts/session.ts";
import { ApiError, api, NetworkError } from "../../../lib/api.ts";
import { keepBooking, keepWaitingTripRequest } from "../../../lib/bookings/device-bookings.ts";
import { onlineAtom } from "../../../lib/network.ts";
import { submitWrite } from "../../../lib/outbox/outbox.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { GuestStepper } from "../book/guest-stepper.tsx";
import { InlineAuth } from "../book/inline-auth.tsx";
import shared from "../bookings.module.css";
import { PaymentForm } from "../payment/payment-form.tsx";
import { PriceLines } from "../price-lines.tsx";

/**
 * Places on a trip package, booked like a yacht (decision 073): guests up to the places left, the
 * all-in price in USD with every line, the contact, an inline sign-up, then the test provider's
 * card. Sent through the outbox with the Idempotency-Key made when the user pressed the button:
 * offline it waits on the device (the header's badge counts it) and is sent once; its settle
 * handler (settle-trip-booking.ts) files the booking and says so. Paid, it is in /bookings.
 */
type Values = {
  tripId: string;
  guests: number;
  contactName: string;
  email: string;
  phone: string;
  specialRequests: string;
};
type Phase =
  | { kind: "form" }
  | { kind: "pay"; booking: Booking }
  | { kind: "paid"; booking: Booking }
  | { kind: "queued" };

/** Places left now, asked of the server; null offline or before it answers. */
function usePlacesLeft(tripId: string, refresh: number): number | null {
  const [places, setPlaces] = useState<number | null>(null);
  const online = useAtomValue(onlineAtom);
  useEffect(() => {
    // Asked again after a refusal (refresh), which may mean someone took places meanwhile.
    if (!online || refresh < 0) return;
    let live = true;
    api<{ placesLeft: number }>(`/api/trips/${encodeURIComponent(tripId)}/places`)
      .then((answer) => live && setPlaces(answer.placesLeft))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [tripId, online, refresh]);
  return places;
}

export default function TripBooking({ trip }: { trip: TripPackage }) {
  const { t } = useLingui();
  const user = useAtomValue(sessionUserAtom);
  const [phase, setPhase] = useState<Phase>({ kind: "form" });
  const [refresh, setRefresh] = useState(0);
  const places = usePlacesLeft(trip.id, refresh);
  const most = places ?? trip.capacity;
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>(
    tripBookingRequestSchema,
    { tripId: trip.id, guests: 2 > most ? 1 : 2, contactName: "", email: "", phone: "", specialRequests: "" },
    { check: (values): Record<string, string> => (values.guests > most ? { guests: bm.tripFull } : {}) },
  );
  const { fill } = form;
  useEffect(() => {
    if (user)
      fill({ contactName: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: user.phone ?? "" });
  }, [user, fill]);
  const price = priceTripBooking(trip, form.values.guests);
  const formId = `trip-book-${trip.id}`;

  const send = async () => {
    setFormError(null);
    if (!form.validate() || !user) return;
    setPending(true);
    // Made when the user pressed the button: a replay of it is the same booking, made once.
    const key = crypto.randomUUID();
    const { values } = form;
    const body = {
      tripId: trip.id,
      guests: values.guests,
      contactName: values.contactName,
      email: values.email,
      phone: values.phone,
      ...(values.specialRequests.trim() ? { specialRequests: values.specialRequests } : {}),
    };
    try {
      const result = await submitWrite<Booking>({ kind: "trip_booking", path: BOOKING_OUTBOX_PATH, body, key });
      if (result.state === "sent") {
        await keepBooking(result.body);
        setPhase({ kind: "pay", booking: result.body });
      } else {
        await keepWaitingTripRequest(result.item);
        setPhase({ kind: "queued" });
      }
    } catch (error) {
      if (error instanceof ApiError) {
        form.serverErrors(error.fields);
        setFormError(error.body?.message || error.message);
        setRefresh((n) => n + 1);
      } else if (error instanceof NetworkError) {
        setFormError(t`No connection to the server. Please try again when you are online.`);
      } else throw error;
    } finally {
      setPending(false);
    }
  };

  if (phase.kind === "queued") {
    return (
      <Notice role="status" icon={<CloudUpload size={16} />}>
        <Trans>
          Saved on this device. Your trip booking is sent as soon as the connection returns; then pay for it in My
          bookings.
        </Trans>{" "}
        <Link to="/bookings">
          <Trans>My bookings</Trans>
        </Link>
      </Notice>
    );
  }
  if (phase.kind === "pay") {
    return (
      <div className={shared.card}>
        <h3 className={shared.cardTitle}>
          <Ticket size={20} aria-hidden="true" />
          <Trans>Your places are kept: pay to confirm them</Trans>
        </h3>
        <PriceLines
          lines={phase.booking.lines}
          total={phase.booking.total}
          days={phase.booking.days}
          guests={phase.booking.guests}
        />
        <PaymentForm
          booking={phase.booking}
          onPaid={(paid) => {
            void keepBooking(paid);
            setPhase({ kind: "paid", booking: paid });
          }}
        />
      </div>
    );
  }
  if (phase.kind === "paid") {
    return (
      <Notice role="status" icon={<CheckCircle2 size={16} />}>
        <Trans>Paid: your places on this trip are confirmed.</Trans>{" "}
        <Link to="/bookings">
          <Trans>My bookings</Trans>
        </Link>
      </Notice>
    );
  }

  const specialLeft = SPECIAL_REQUESTS_MAX - form.values.specialRequests.length;
  const capacity = trip.capacity;
  return (
    <div className={formStyles.form}>
      <p className={shared.muted} data-testid="places-left">
        {places === null ? (
          <Trans>Places left show when you are online; the trip takes up to {capacity} guests.</Trans>
        ) : left(places, 0) === 0 ? (
          <Trans>This trip is fully booked.</Trans>
        ) : (
          <Trans>
            {places} of {capacity} places left
          </Trans>
        )}
      </p>
      {places === 0 ? null : (
        <>
          <GuestStepper
            value={form.values.guests}
            capacity={Math.max(1, most)}
            limit={<Trans>Up to the places left on this trip.</Trans>}
            error={form.errors.guests}
            onChange={(guests) => form.set("guests", guests)}
            onBlur={() => form.blur("guests")}
          />
          <PriceLines lines={price.lines} total={price.total} days={price.days} guests={form.values.guests} />
          {user ? null : <InlineAuth />}
          <form
            id={formId}
            noValidate
            aria-label={t`Trip booking`}
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <Field label={<Trans>Contact name</Trans>} autoComplete="name" {...form.field("contactName")} />
            <Field
              label={<Trans>Email</Trans>}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.field("email")}
            />
            <Field
              label={<Trans>Phone</Trans>}
              type="tel"
              autoComplete="tel"
              placeholder="+7 900 000-00-00"
              {...form.field("phone")}
            />
            <TextAreaField
              label={<Trans>Special requests</Trans>}
              optionalText={<Trans>optional</Trans>}
              hint={<Trans>{specialLeft} characters left.</Trans>}
              {...form.field("specialRequests")}
            />
            <FormError message={formError} />
            <Button type="submit" variant="accent" disabled={pending || !user}>
              {user ? <Trans>Book and go to payment</Trans> : <Trans>Sign in above to book</Trans>}
            </Button>
          </form>
        </>
      )}
      <p className={shared.hint}>
        <Trans>The total is all-in, in US dollars. Places not paid within 48 hours go back to the trip.</Trans>
      </p>
    </div>
  );
}
