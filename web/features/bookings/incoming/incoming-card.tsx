import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Check, Mail, Phone, X } from "lucide-react";
import { useState } from "react";
import type { Booking } from "../../../../domain/bookings/types.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import { FormError } from "../../../components/form/form-error.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError } from "../../../lib/api.ts";
import { updateDeviceBookings } from "../../../lib/bookings/triggers.ts";
import { localeAtom } from "../../../lib/i18n.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { notify } from "../../../lib/toast.ts";
import { BookingFacts } from "../booking-facts.tsx";
import shared from "../bookings.module.css";
import { acceptBooking, declineBooking, incomingKey } from "../bookings-api.ts";
import { BookingNote } from "../history/booking-note.tsx";
import styles from "../history/bookings-page.module.css";
import { StatusBadges } from "../status-badges.tsx";
import { DeclineDialog } from "./decline-dialog.tsx";

/** One request to a yacht the user answers for: who, when, how many, the total, accept or decline. */
export function IncomingCard({ booking, today }: { booking: Booking; today: string }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [declining, setDeclining] = useState(false);
  const name = localized(booking.yachtName, locale);
  const answered = async (next: Booking, title: string) => {
    queryClient.setQueryData<{ items: Booking[] }>(incomingKey, (data) =>
      data ? { items: data.items.map((b) => (b.id === next.id ? next : b)) } : data,
    );
    void queryClient.invalidateQueries({ queryKey: incomingKey });
    // An owner who booked their own yacht sees it in their history too.
    void updateDeviceBookings();
    void notify({ title, variant: "success" });
  };
  const accept = useMutation({
    mutationFn: () => acceptBooking(booking.id),
    onSuccess: (next) => answered(next, t`Request accepted`),
  });
  const decline = useMutation({
    mutationFn: (note: string) => declineBooking(booking.id, note),
    onSuccess: async (next) => {
      setDeclining(false);
      await answered(next, t`Request declined`);
    },
  });
  const failure = accept.error ?? decline.error;
  const pending = booking.status === "pending" && booking.kind === "request";
  return (
    <article className={styles.booking} data-testid="incoming-request" aria-label={t`Request for ${name}`}>
      <div className={styles.bookingBody}>
        <div className={styles.bookingHead}>
          <h3 className={styles.bookingTitle}>{name}</h3>
          <StatusBadges booking={booking} local={null} today={today} />
        </div>
        <BookingFacts booking={booking} />
        <ul className={shared.facts}>
          <li>
            <strong>{booking.contactName}</strong>
          </li>
          <li>
            <Mail size={15} aria-hidden="true" />
            <a href={`mailto:${booking.email}`}>{booking.email}</a>
          </li>
          <li>
            <Phone size={15} aria-hidden="true" />
            <a href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`}>{booking.phone}</a>
          </li>
        </ul>
        {booking.specialRequests ? <p className={styles.quote}>{booking.specialRequests}</p> : null}
        <BookingNote booking={booking} local={null} today={today} answering />
        {failure ? (
          <FormError
            message={
              failure instanceof ApiError && failure.body?.message
                ? failure.body.message
                : t`Something went wrong. Please try again later.`
            }
          />
        ) : null}
        {pending ? (
          <div className={styles.actions}>
            <Button size="small" disabled={accept.isPending || decline.isPending} onClick={() => accept.mutate()}>
              <Check size={16} aria-hidden="true" />
              {accept.isPending ? <Trans>Accepting…</Trans> : <Trans>Accept</Trans>}
            </Button>
            <Button
              size="small"
              variant="ghost"
              disabled={accept.isPending || decline.isPending}
              onClick={() => setDeclining(true)}
            >
              <X size={16} aria-hidden="true" />
              <Trans>Decline</Trans>
            </Button>
            <DeclineDialog
              open={declining}
              pending={decline.isPending}
              onClose={() => setDeclining(false)}
              onDecline={(note) => decline.mutate(note)}
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}
