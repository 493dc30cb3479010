import { createHash } from "node:crypto";
import { TEST_CARD_DECLINED, TEST_CARD_PAID } from "../../domain/payments/payment.ts";
import type { ChargeResult, PaymentProvider } from "./provider.adapter.ts";

/**
 * The built-in test provider (decision record 047): in process, no network, no money moves.
 * 4242 4242 4242 4242 is paid; 4000 0000 0000 0002 is declined; any other well-formed number is
 * declined too, as a test mode declines real cards. Its references are derived from the
 * idempotency key, so a retried charge gets the same reference.
 */
export function createTestPaymentProvider(): PaymentProvider {
  const ref = (prefix: string, key: string) =>
    `${prefix}_${createHash("sha256").update(key).digest("hex").slice(0, 24)}`;
  return {
    name: "test",
    async charge({ source, idempotencyKey }): Promise<ChargeResult> {
      const providerRef = ref("test_ch", idempotencyKey);
      if (source.number === TEST_CARD_PAID) return { status: "paid", providerRef, failureCode: null };
      const failureCode = source.number === TEST_CARD_DECLINED ? "card_declined" : "test_mode_live_card";
      return { status: "failed", providerRef, failureCode };
    },
    async refund() {
      return { status: "refunded" };
    },
  };
}
