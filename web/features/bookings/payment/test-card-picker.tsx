import { Trans, useLingui } from "@lingui/react/macro";
import { FlaskConical } from "lucide-react";
import styles from "./payment.module.css";
import { testCards } from "./test-cards.ts";

/** Says plainly that this is the test provider and offers its cards to fill in. */
export function TestCardPicker({ onPick }: { onPick: (number: string) => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.testNote} role="note">
      <p className={styles.testTitle}>
        <FlaskConical size={18} aria-hidden="true" />
        <Trans>Test payment: no real money is charged.</Trans>
      </p>
      <p className={styles.testText}>
        <Trans>Use one of the test cards, with any future expiry date and any CVC.</Trans>
      </p>
      <ul className={styles.cards}>
        {testCards.map((card) => {
          const number = card.number;
          const outcome = t(card.outcome);
          return (
            <li key={card.number}>
              <button
                type="button"
                className={styles.card}
                data-tone={card.tone}
                onClick={() => onPick(card.number)}
                aria-label={t`Use the test card ${number}: ${outcome}`}
              >
                <span className={styles.cardNumber}>{card.number}</span>
                <span className={styles.cardOutcome}>{outcome}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
