import { Trans, useLingui } from "@lingui/react/macro";
import { QueryClientProvider } from "@tanstack/react-query";
import { FlaskConical, WifiOff } from "lucide-react";
import { RequireUser } from "../../../components/accounts/require-user.tsx";
import { Notice } from "../../../components/ui/notice.tsx";
import { onlineAtom } from "../../../lib/network.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import shared from "../bookings.module.css";
import { ChargeForm } from "./charge-form.tsx";
import styles from "./payment-test-page.module.css";
import { RecentCharges } from "./recent-charges.tsx";

/**
 * /payment-test (spec section 2; spec README, decision 8): exercises the built-in test payment
 * provider: charge an amount to a test card, see the answer, refund a paid charge. Online only;
 * charges belong to the signed-in user, so a visitor signs in first.
 */
export function PaymentTestPage() {
  const { t } = useLingui();
  usePageTitle(t`Payment test`);
  return <RequireUser>{() => <PaymentTest />}</RequireUser>;
}

function PaymentTest() {
  const online = useAtomValue(onlineAtom);
  return (
    <QueryClientProvider client={queryClient}>
      <div className={`container ${styles.page}`}>
        <header className={styles.header}>
          <p className={styles.kicker}>
            <FlaskConical size={16} aria-hidden="true" />
            <Trans>Test provider</Trans>
          </p>
          <h1 className={shared.title}>
            <Trans>Payment test</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              The portal takes payments through a built-in test provider until a real one is connected. Try it here: no
              real card is charged and no money moves.
            </Trans>
          </p>
        </header>
        {online ? null : (
          <Notice role="status" icon={<WifiOff size={16} />}>
            <Trans>You are offline. The test provider answers when the connection returns.</Trans>
          </Notice>
        )}
        <div className={styles.layout}>
          <ChargeForm />
          <RecentCharges />
        </div>
      </div>
    </QueryClientProvider>
  );
}
