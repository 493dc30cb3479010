import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { CircleCheck, CircleX, CreditCard } from "lucide-react";
import { type FormEvent, useState } from "react";
import { testChargeSchema } from "../../../../domain/payments/payment.ts";
import { formatMoney, type Money, money } from "../../../../domain/shared/money.ts";
import { Field } from "../../../components/form/field.tsx";
import { FormError } from "../../../components/form/form-error.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError, NetworkError } from "../../../lib/api.ts";
import { localeAtom } from "../../../lib/i18n.ts";
import { onlineAtom } from "../../../lib/network.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useAtomValue } from "../../../lib/store.ts";
import shared from "../bookings.module.css";
import { chargeTestCard, testChargesKey } from "../bookings-api.ts";
import styles from "./payment-test-page.module.css";
import { TestCardPicker } from "./test-card-picker.tsx";
import { cardErrors, groupCardNumber } from "./test-cards.ts";

/** An amount in roubles and a card: the provider's answer shows below the button. */
export function ChargeForm() {
  const { t, i18n } = useLingui();
  const locale = useAtomValue(localeAtom);
  const online = useAtomValue(onlineAtom);
  const [amount, setAmount] = useState("15000");
  const [card, setCard] = useState("4242 4242 4242 4242");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const charge = useMutation({
    mutationFn: (input: { amount: Money; cardNumber: string }) => chargeTestCard(input.amount, input.cardNumber),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: testChargesKey }),
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const major = Number(amount.replace(/\s/g, "").replace(",", "."));
    const body = { amount: money(Number.isFinite(major) ? major : Number.NaN, "RUB"), cardNumber: card };
    const found = cardErrors(testChargeSchema, body);
    // The amount is checked in minor units; its message names the field the user sees.
    const next = Object.fromEntries(
      Object.entries(found).map(([name, id]) => [name.startsWith("amount") ? "amount" : name, i18n._(id)]),
    );
    setErrors(next);
    if (Object.keys(next).length === 0) charge.mutate(body);
  };
  const result = charge.data;
  const paymentId = result?.paymentId;
  const charged = charge.variables ? formatMoney(charge.variables.amount, locale) : "";
  const failure = charge.error;
  return (
    <section className={shared.card} aria-labelledby="charge-title">
      <h2 id="charge-title" className={shared.cardTitle}>
        <Trans>Make a test charge</Trans>
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          label={<Trans>Amount, roubles</Trans>}
          name="amount"
          inputMode="decimal"
          value={amount}
          error={errors.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TestCardPicker onPick={(number) => setCard(number)} />
        <Field
          label={<Trans>Card number</Trans>}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card}
          error={errors.cardNumber}
          onChange={(e) => setCard(groupCardNumber(e.target.value))}
        />
        <Button type="submit" variant="accent" disabled={!online || charge.isPending}>
          <CreditCard size={18} aria-hidden="true" />
          {charge.isPending ? <Trans>Charging…</Trans> : <Trans>Charge the card</Trans>}
        </Button>
      </form>
      {result ? (
        <p className={styles.result} data-status={result.paymentStatus} role="status" data-testid="charge-result">
          {result.paymentStatus === "paid" ? (
            <CircleCheck size={20} aria-hidden="true" />
          ) : (
            <CircleX size={20} aria-hidden="true" />
          )}
          <span>
            {result.paymentStatus === "paid" ? <Trans>Paid.</Trans> : <Trans>Declined by the card issuer.</Trans>}{" "}
            <span className={shared.muted}>
              <Trans>
                Payment {paymentId}, {charged}
              </Trans>
            </span>
          </span>
        </p>
      ) : null}
      {failure && !(failure instanceof ApiError && Object.keys(failure.fields).length) ? (
        <FormError
          message={
            failure instanceof NetworkError
              ? t`No connection to the server. Please try again when you are online.`
              : failure instanceof ApiError && failure.body?.message
                ? failure.body.message
                : t`Something went wrong. Please try again later.`
          }
        />
      ) : null}
    </section>
  );
}
