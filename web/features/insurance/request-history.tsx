import { useLingui } from "@lingui/react/macro";
import { tariffOf } from "../../../domain/insurance/tariffs.ts";
import type { InsuranceRequestView } from "../../../domain/insurance/types.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatDate } from "../../lib/format.ts";
import styles from "./insurance.module.css";
import { stepLabels } from "./labels.ts";

/** The request's history (spec section 4): each step with its time, and the call still to come. */
export function RequestHistory({ request }: { request: InsuranceRequestView }) {
  const { t } = useLingui();
  const locale = useLocale();
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className={styles.history} aria-label={t`History`}>
      <h3>{t`History`}</h3>
      <ol>
        {request.history.map((step) => (
          <li key={`${step.step}-${step.at}`}>
            <time dateTime={step.at}>{when(step.at)}</time>
            <span>
              {t(stepLabels[step.step])}
              {step.insurer ? `: ${localized(tariffOf(step.insurer).name, locale)}` : ""}
            </span>
          </li>
        ))}
        {request.contactBy ? (
          <li data-upcoming="true">
            <time dateTime={request.contactBy}>{when(request.contactBy)}</time>
            <span>{t`The insurer calls you, within 24 hours`}</span>
          </li>
        ) : null}
      </ol>
    </section>
  );
}
