import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { type BookStep, bookSteps } from "./book-search.ts";
import styles from "./booking-steps.module.css";

/**
 * The steps of section 4 (select yacht, choose date, fill details, payment, confirmation); a
 * partner's yacht hands off instead of paying. Until the request is sent the first three can be
 * revisited; after it, they are done.
 */

const labels: Record<BookStep, MessageDescriptor> = {
  yacht: msg({ message: "Yacht", context: "booking step" }),
  dates: msg({ message: "Dates", context: "booking step" }),
  details: msg({ message: "Details", context: "booking step" }),
  payment: msg({ message: "Payment", context: "booking step" }),
  handoff: msg({ message: "Partner", context: "booking step" }),
  done: msg({ message: "Confirmation", context: "booking step" }),
};

type Props = { current: BookStep; partner: boolean; sent: boolean; onGo: (step: BookStep) => void };

export function BookingSteps({ current, partner, sent, onGo }: Props) {
  const { t } = useLingui();
  const steps = bookSteps.filter((step) => (partner ? step !== "payment" : step !== "handoff"));
  const at = steps.indexOf(current);
  const number = at + 1;
  const total = steps.length;
  const name = t(labels[current]);
  return (
    <nav aria-label={t`Booking steps`} className={styles.nav}>
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const state = index < at ? "done" : index === at ? "current" : "next";
          const reachable = !sent ? index < 3 && step !== current : false;
          const content = (
            <>
              <span className={styles.dot} aria-hidden="true">
                {state === "done" ? <Check size={14} /> : index + 1}
              </span>
              <span className={styles.label}>{t(labels[step])}</span>
            </>
          );
          return (
            <li
              key={step}
              className={styles.step}
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
            >
              {reachable ? (
                <button type="button" className={styles.button} onClick={() => onGo(step)}>
                  {content}
                </button>
              ) : (
                <span className={styles.button}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className={styles.caption} aria-hidden="true">
        {t`Step ${number} of ${total}: ${name}`}
      </p>
    </nav>
  );
}
