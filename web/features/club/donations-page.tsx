import { Trans, useLingui } from "@lingui/react/macro";
import { HeartHandshake, Trees } from "lucide-react";
import { useState } from "react";
import type { Donation } from "../../../domain/club/types.ts";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { Price } from "../../components/catalogue/price.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { payDonation } from "../../lib/club/club-writes.ts";
import { useUnpaidDonations, useWaiting } from "../../lib/club/use-club.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { CardPayForm } from "./card-pay-form.tsx";
import styles from "./club.module.css";
import { DonationForm } from "./donation-form.tsx";
import { WaitingNotice } from "./waiting-notice.tsx";

/**
 * /donations (spec section 2; the footer's turning button leads here): support for the club and
 * the lake's conservation, an amount of the donor's choosing, paid through the test provider, a
 * thank-you on the page and a receipt by e-mail.
 */
export function DonationsPage() {
  const { t } = useLingui();
  usePageTitle(t`Donations`, { crumb: true });
  const unpaid = useUnpaidDonations();
  const waiting = useWaiting("donation");
  const [thanked, setThanked] = useState<Donation | null>(null);
  const open = unpaid?.[0];

  return (
    <div className="container">
      <PageHeader
        syncNote={false}
        title={<Trans>Support the club and the lake</Trans>}
        lead={
          <Trans>
            Your gift keeps the club's regattas and training days open to everyone and pays for shore clean-ups, nerpa
            watching and water sampling around Lake Baikal.
          </Trans>
        }
      />
      <div className={styles.twoColumns}>
        <section aria-labelledby="donate-where" className={styles.panel}>
          <h2 id="donate-where" className={styles.sectionTitle}>
            <Trees size={20} aria-hidden="true" /> <Trans>Where it goes</Trans>
          </h2>
          <ul className={styles.plainList}>
            <li>
              <Trans>Shore clean-ups after the season, with boats to reach the wild bays</Trans>
            </li>
            <li>
              <Trans>Water sampling with the lake's research stations</Trans>
            </li>
            <li>
              <Trans>Places for young sailors at the club's training days</Trans>
            </li>
          </ul>
        </section>
        <section aria-labelledby="donate-give" className={styles.panel}>
          <h2 id="donate-give" className={styles.sectionTitle}>
            <HeartHandshake size={20} aria-hidden="true" /> <Trans>Give</Trans>
          </h2>
          {thanked ? (
            <div className={styles.thanks} role="status">
              <p className={styles.thanksTitle}>
                <Trans>Thank you!</Trans>
              </p>
              <p>
                <Trans>
                  We received <Price value={thanked.amount} />. A receipt is on its way to {thanked.email}.
                </Trans>
              </p>
              <Button variant="secondary" size="small" onClick={() => setThanked(null)}>
                <Trans>Give again</Trans>
              </Button>
            </div>
          ) : waiting === undefined || unpaid === undefined ? (
            <p aria-busy="true" className={styles.muted}>
              <Trans>Loading…</Trans>
            </p>
          ) : waiting.length > 0 ? (
            <WaitingNotice items={waiting} />
          ) : open ? (
            <div className={styles.unpaid}>
              <Notice small role="status">
                <Trans>
                  Your donation of <Price value={open.amount} /> is ready to be paid.
                </Trans>
              </Notice>
              <CardPayForm
                key={open.id}
                amount={open.amount}
                declined={Boolean(open.lastFailure)}
                pay={async (card) => {
                  const answer = await payDonation(open, card);
                  if (answer.paymentStatus === "paid") setThanked(answer.item);
                  return answer;
                }}
              />
            </div>
          ) : (
            <DonationForm onMade={() => setThanked(null)} />
          )}
        </section>
      </div>
    </div>
  );
}
