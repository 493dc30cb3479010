import { Trans, useLingui } from "@lingui/react/macro";
import { CreditCard, WifiOff } from "lucide-react";
import { type FormEvent, useState } from "react";
import { bookingMessages } from "../../../../domain/bookings/messages.ts";
import type { Booking } from "../../../../domain/bookings/types.ts";
import { paymentRequestSchema } from "../../../../domain/payments/payment.ts";
import { formatMoney } from "../../../../domain/shared/money.ts";
import { Field } from "../../../components/form/field.tsx";
import { FormError } from "../../../components/form/form-error.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Notice } from "../../../components/ui/notice.tsx";
import { ApiError, NetworkError } from "../../../lib/api.ts";
import { localeAtom } from "../../../lib/i18n.ts";
import { onlineAtom } from "../../../lib/network.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { payBooking } from "../bookings-api.ts";
import styles from "./payment.module.css";
import { TestCardPicker } from "./test-card-picker.tsx";
import { cardErrors, cardPayload, groupCardNumber } from "./test-cards.ts";

/**
 * The test provider's card form for one booking (bookings contract: POST /api/bookings/{id}/payments).
 * The Idempotency-Key is made when the user presses Pay, so a double press pays once. A declined
 * card is an answer, not an error: the form says so and lets the user try another card.
 */
type Props = { booking: Booking; onPaid: (booking: Booking) => void };

export function PaymentForm({ booking, onPaid }: Props) {
  const { t, i18n } = useLingui();
  const locale = useAtomValue(localeAtom);
  const online = useAtomValue(onlineAtom);
  const [card, setCard] = useState({ cardNumber: "", expiry: "", cvc: "", holder: "" });
  const [fieldError, setFieldError] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const total = formatMoney(booking.total, locale);

  const set = (name: keyof typeof card, value: string) => {
    setCard((prev) => ({ ...prev, [name]: value }));
    setFieldError(({ [name]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const payload = cardPayload(card);
    const errors = cardErrors(paymentRequestSchema, { method: "test_card", ...payload });
    setFieldError(Object.fromEntries(Object.entries(errors).map(([name, id]) => [name, i18n._(id)])));
    if (Object.keys(errors).length) return;
    setPending(true);
    // Made when the user pressed Pay: a double press or a retry after a lost answer pays once.
    const key = crypto.randomUUID();
    try {
      const answer = await payBooking(booking.id, payload, key);
      if (answer.paymentStatus === "paid") onPaid(answer.booking);
      else setFormError(i18n._(bookingMessages.cardDeclined));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setFieldError(error.fields);
      if (error instanceof NetworkError)
        setFormError(t`No connection to the server. Please try again when you are online.`);
      else if (error instanceof ApiError)
        setFormError(error.body?.message || t`Something went wrong. Please try again later.`);
      else setFormError(t`Something went wrong. Please try again later.`);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Card payment`}>
      <TestCardPicker onPick={(number) => set("cardNumber", number)} />
      <Field
        label={<Trans>Card number</Trans>}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={card.cardNumber}
        error={fieldError.cardNumber}
        onChange={(e) => set("cardNumber", groupCardNumber(e.target.value))}
      />
      <div className={styles.cardRow}>
        <Field
          label={<Trans>Expiry</Trans>}
          optionalText={<Trans>optional</Trans>}
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t`MM/YY`}
          maxLength={5}
          value={card.expiry}
          error={fieldError.expiry}
          onChange={(e) => set("expiry", e.target.value)}
        />
        <Field
          label={<Trans>CVC</Trans>}
          optionalText={<Trans>optional</Trans>}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={card.cvc}
          error={fieldError.cvc}
          onChange={(e) => set("cvc", e.target.value)}
        />
      </div>
      <Field
        label={<Trans>Name on the card</Trans>}
        optionalText={<Trans>optional</Trans>}
        name="holder"
        autoComplete="cc-name"
        value={card.holder}
        error={fieldError.holder}
        onChange={(e) => set("holder", e.target.value)}
      />
      <FormError message={formError} />
      {online ? null : (
        <Notice role="status" icon={<WifiOff size={16} />}>
          <Trans>Paying needs a connection. You can pay later from your bookings.</Trans>
        </Notice>
      )}
      <Button type="submit" variant="accent" disabled={pending || !online} className={styles.pay}>
        <CreditCard size={18} aria-hidden="true" />
        {pending ? <Trans>Paying…</Trans> : <Trans>Pay {total}</Trans>}
      </Button>
    </form>
  );
}
