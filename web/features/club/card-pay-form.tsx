import { Trans, useLingui } from "@lingui/react/macro";
import { CreditCard, WifiOff } from "lucide-react";
import { type FormEvent, useState } from "react";
import { clubMessages } from "../../../domain/club/messages.ts";
import type { PaymentAnswer } from "../../../domain/club/types.ts";
import { type PaymentRequest, TEST_CARD_DECLINED, TEST_CARD_PAID } from "../../../domain/payments/payment.ts";
import type { Money } from "../../../domain/shared/money.ts";
import { Price } from "../../components/catalogue/price.tsx";
import { Field } from "../../components/form/field.tsx";
import { FormError } from "../../components/form/form-error.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { ApiError, NetworkError } from "../../lib/api.ts";
import { onlineAtom } from "../../lib/network.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./club.module.css";

/**
 * Paying a membership, a plan or a donation through the test provider (spec README, decision 8).
 * The card is sent once, straight to the server, never kept on the device; a declined card is an
 * answer: the thing stays unpaid and the form says so plainly.
 */
type Props = { amount: Money; pay: (card: PaymentRequest) => Promise<PaymentAnswer<unknown>>; declined?: boolean };

export function CardPayForm({ amount, pay, declined = false }: Props) {
  const { t, i18n } = useLingui();
  const online = useAtomValue(onlineAtom);
  const [card, setCard] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(declined ? i18n._(clubMessages.cardDeclined) : null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      const answer = await pay({ method: "test_card", cardNumber: card });
      if (answer.paymentStatus !== "paid") setError(i18n._(clubMessages.cardDeclined));
    } catch (err) {
      if (err instanceof ApiError && err.fields.cardNumber) setFieldError(err.fields.cardNumber);
      else if (err instanceof NetworkError)
        setError(t`No connection to the server. Please try again when you are online.`);
      else if (err instanceof ApiError) setError(err.body?.message || t`Something went wrong. Please try again later.`);
      else setError(t`Something went wrong. Please try again later.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.payForm} onSubmit={(e) => void submit(e)} noValidate aria-label={t`Card payment`}>
      <Field
        label={t`Card number`}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={card}
        error={fieldError}
        onChange={(e) => setCard(e.target.value)}
        hint={
          <Trans>
            Test payments: {TEST_CARD_PAID} is paid, {TEST_CARD_DECLINED} is declined.{" "}
            <button type="button" className={styles.linkButton} onClick={() => setCard(TEST_CARD_PAID)}>
              Use the paid card
            </button>
          </Trans>
        }
      />
      {online ? null : (
        <Notice tone="warning" small icon={<WifiOff size={16} />} role="status">
          <Trans>Paying needs a connection. Nothing is charged until you are back online.</Trans>
        </Notice>
      )}
      <FormError message={error} />
      <Button type="submit" variant="accent" disabled={busy || !card.trim() || !online}>
        <CreditCard size={18} aria-hidden="true" />
        <Trans>
          Pay <Price value={amount} />
        </Trans>
      </Button>
    </form>
  );
}
