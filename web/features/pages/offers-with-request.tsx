import { Trans } from "@lingui/react/macro";
import { WifiOff } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import type { Offer } from "../../../domain/pages/offers.ts";
import type { RequestTopic } from "../../../domain/pages/request-topics.ts";
import { OfferCard } from "./offer-card.tsx";
import styles from "./pages.module.css";
import { TopicRequestForm } from "./topic-request-form.tsx";

/**
 * The offers of a page as cards and, below them, the request form: a card's Request button picks
 * its offer in the form and brings the form into view.
 */
export function OffersWithRequest({
  offers,
  heading,
  formHeading,
  messageHint,
}: {
  offers: Offer[];
  heading: ReactNode;
  formHeading: ReactNode;
  messageHint: string;
}) {
  const topics = offers.map((offer) => offer.topic);
  const [topic, setTopic] = useState<RequestTopic>(topics[0] ?? "concierge-transfer");
  // A new form after each request sent, so the next one starts empty.
  const [round, setRound] = useState(0);
  const formSection = useRef<HTMLElement>(null);
  const request = (offer: Offer) => {
    setTopic(offer.topic);
    formSection.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    formSection.current?.querySelector("select")?.focus({ preventScroll: true });
  };
  return (
    <>
      <section aria-labelledby="offers-title" className={styles.block}>
        <h2 id="offers-title" className={styles.blockTitle}>
          {heading}
        </h2>
        <div className={styles.offers}>
          {offers.map((offer) => (
            <OfferCard key={offer.topic} offer={offer} onRequest={request} />
          ))}
        </div>
      </section>
      <div className={styles.requestLayout}>
        <section ref={formSection} id="request" className={styles.requestCard} aria-labelledby="request-title">
          <h2 id="request-title" className={styles.requestTitle}>
            {formHeading}
          </h2>
          <TopicRequestForm
            key={round}
            topics={topics}
            topic={topic}
            onTopic={setTopic}
            onDone={() => setRound((value) => value + 1)}
            messageHint={messageHint}
          />
        </section>
        <p className={styles.offlineNote}>
          <WifiOff size={20} aria-hidden="true" />
          <Trans>
            No signal on the shore? Send it anyway: the request waits on this device and goes once the connection
            returns. The team answers within one working day.
          </Trans>
        </p>
      </div>
    </>
  );
}
