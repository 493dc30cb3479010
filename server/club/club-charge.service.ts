import { randomUUID } from "node:crypto";
import { paymentMessages } from "../../domain/payments/messages.ts";
import type { Money } from "../../domain/shared/money.ts";
import type { AppDeps } from "../app-env.ts";
import { ApiError } from "../http/errors.ts";
import { type CardSource, type ChargeResult, PaymentProviderError } from "../payments/provider.adapter.ts";

/**
 * One charge through the configured provider (decision record 047) for a membership, a plan or a
 * donation. The request's Idempotency-Key goes to the provider too, so a retry after a lost answer
 * is one charge there as well as here.
 */
export async function chargeCard(
  deps: AppDeps,
  input: { amount: Money; source: CardSource; reference: string; idempotencyKey: string | undefined },
): Promise<ChargeResult> {
  try {
    return await deps.payments.charge({
      amount: input.amount,
      source: input.source,
      reference: input.reference,
      idempotencyKey: input.idempotencyKey ?? randomUUID(),
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new ApiError(502, "payment_provider_unavailable", paymentMessages.providerUnavailable);
    }
    throw error;
  }
}
