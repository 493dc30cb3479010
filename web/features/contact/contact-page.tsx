import { Trans, useLingui } from "@lingui/react/macro";
import { Clock, Mail, WifiOff } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { ContactForm } from "../../components/contact/contact-form.tsx";
import { useServiceCategories } from "../../lib/home/use-home-content.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import styles from "./contact-page.module.css";

/**
 * /contact (the footer's Contact): a general question to the team, or one about a service chosen
 * from the list. The same contact request as the Details dialog, through the outbox, so it can be
 * written offline on the lake and goes once the connection returns.
 */
export function ContactPage() {
  const { t } = useLingui();
  usePageTitle(t`Contact`);
  const services = useServiceCategories();
  // A new form after each request sent, so the next one starts empty.
  const [round, setRound] = useState(0);

  return (
    <div className="container">
      <PageHeader
        syncNote={false}
        title={<Trans>Contact</Trans>}
        lead={
          <Trans>
            A question about a charter, a trip or a service? Write to us, and the team answers by e-mail or phone.
          </Trans>
        }
      />
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.cardTitle}>
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm
            key={round}
            intent="consultation"
            services={services ?? []}
            focusOnMount={false}
            onDone={() => setRound((value) => value + 1)}
          />
        </section>
        <ul className={styles.facts}>
          <li>
            <Clock size={22} aria-hidden="true" />
            <span>
              <strong>
                <Trans>An answer within one working day</Trans>
              </strong>
              <Trans>Every request is read by the team, not by a robot.</Trans>
            </span>
          </li>
          <li>
            <Mail size={22} aria-hidden="true" />
            <span>
              <strong>
                <Trans>A copy by e-mail</Trans>
              </strong>
              <Trans>You get a confirmation of your request at the address you give.</Trans>
            </span>
          </li>
          <li>
            <WifiOff size={22} aria-hidden="true" />
            <span>
              <strong>
                <Trans>Works without signal</Trans>
              </strong>
              <Trans>Written offline, your message waits on this device and is sent once the connection returns.</Trans>
            </span>
          </li>
        </ul>
      </div>
    </div>
  );
}
