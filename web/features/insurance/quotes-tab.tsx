import { Trans, useLingui } from "@lingui/react/macro";
import { FileSearch, PhoneCall, SearchX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { tariffOf } from "../../../domain/insurance/tariffs.ts";
import type { InsuranceRequestView } from "../../../domain/insurance/types.ts";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { formatMoney } from "../../../domain/shared/money.ts";
import { ErrorPanel } from "../../components/status/error-panel.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatDate, formatDateRange } from "../../lib/format.ts";
import { selectInsuranceQuote } from "../../lib/insurance/insurance-writes.ts";
import styles from "./insurance.module.css";
import { declineLabels } from "./labels.ts";
import { QuoteCard } from "./quote-card.tsx";
import { RequestHistory } from "./request-history.tsx";
import { WaitingRequests } from "./waiting-requests.tsx";

/**
 * The quotes tab (spec section 4): the chosen request's quotes side by side from the device's copy
 * (readable offline), "No Quotes Available" with what to change, the choice (online only), and the
 * request's history.
 */
type Props = {
  requests: InsuranceRequestView[] | undefined;
  waiting: OutboxItem[] | undefined;
  shownId: string | undefined;
  online: boolean;
  onShow: (id: string) => void;
  /** To the request tab: blank, or filled from the request to change. */
  onChangeRequest: (from?: InsuranceRequestView) => void;
};

export function QuotesTab({ requests, waiting, shownId, online, onShow, onChangeRequest }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosenHere, setChosenHere] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const request = requests?.find((r) => r.id === shownId) ?? requests?.[0];
  // On a phone the chosen card is far below the confirmation: bring "the insurer calls" into view.
  useEffect(() => {
    if (chosenHere && request?.selectedQuoteId) {
      confirmation.current?.scrollIntoView({ block: "center" });
      confirmation.current?.focus({ preventScroll: true });
    }
  }, [chosenHere, request?.selectedQuoteId]);
  if (requests === undefined || waiting === undefined) return <PageSpinner />;
  if (!request && waiting.length === 0) {
    return (
      <ErrorPanel
        tone="neutral"
        icon={<FileSearch size={26} />}
        title={<Trans>No requests yet</Trans>}
        text={<Trans>Fill in the request and the insurers' quotes appear here, also offline.</Trans>}
      >
        <Button variant="accent" onClick={() => onChangeRequest()}>
          <Trans>Request quotes</Trans>
        </Button>
      </ErrorPanel>
    );
  }

  const choose = async (quoteId: string) => {
    if (!request) return;
    setBusy(true);
    setError(null);
    try {
      await selectInsuranceQuote(request.id, quoteId);
      setChosenHere(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const chosen = request?.quotes.find((q) => q.id === request.selectedQuoteId);
  return (
    <div className={styles.quotesTab}>
      <WaitingRequests items={waiting} />
      {requests.length > 1 && request ? (
        <label className={styles.picker}>
          <span>{t`Request`}</span>
          <select value={request.id} onChange={(e) => onShow(e.target.value)}>
            {requests.map((r) => (
              <option key={r.id} value={r.id}>
                {`${formatDateRange(r.startDate, r.endDate, locale)} · ${r.location}`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {request ? (
        <>
          <p className={styles.summary}>
            {formatDateRange(request.startDate, request.endDate, locale)} · {request.location} · {t`coverage`}{" "}
            {formatMoney(request.coverage, locale, { whole: true })}
          </p>
          {request.status === "processing" ? (
            <Notice role="status">
              <Trans>Quotes processing: the insurers are rating your request.</Trans>
            </Notice>
          ) : null}
          {request.status === "no_quotes" ? (
            <ErrorPanel
              tone="neutral"
              icon={<SearchX size={26} />}
              title={t`No Quotes Available`}
              text={<Trans>No insurer covers this request as it stands. Change the request and ask again:</Trans>}
            >
              <ul className={styles.declined}>
                {request.declined.map((d) => (
                  <li key={d.insurer}>
                    {localized(tariffOf(d.insurer).name, locale)}: {t(declineLabels[d.reason])}
                  </li>
                ))}
              </ul>
              <Button variant="accent" onClick={() => onChangeRequest(request)}>
                <Trans>Change the request</Trans>
              </Button>
            </ErrorPanel>
          ) : null}
          {chosen && request.contactBy ? (
            <div ref={confirmation} tabIndex={-1} className={styles.confirmation}>
              <Notice role="status" icon={<PhoneCall size={18} />}>
                <Trans>
                  {localized(tariffOf(chosen.insurer).name, locale)} has your request and calls you within 24 hours, by{" "}
                  {formatDate(request.contactBy, locale, { dateStyle: "medium", timeStyle: "short" })}.
                </Trans>
              </Notice>
            </div>
          ) : null}
          {error ? (
            <Notice tone="danger" role="alert">
              <strong>{t`Error selecting quote`}</strong> {error}
            </Notice>
          ) : null}
          {request.status === "quoted" && !online ? (
            <Notice tone="warning" role="status">
              <Trans>You are offline: the quotes stay readable; choosing one needs a connection.</Trans>
            </Notice>
          ) : null}
          {request.quotes.length > 0 ? (
            <div className={styles.quotes}>
              {request.quotes.map((quote) => (
                <QuoteCard
                  key={quote.id}
                  quote={quote}
                  preferred={request.preferredCompanies.includes(quote.insurer)}
                  chosen={quote.id === request.selectedQuoteId}
                  busy={busy}
                  onChoose={request.status === "quoted" && online ? () => void choose(quote.id) : null}
                />
              ))}
            </div>
          ) : null}
          <RequestHistory request={request} />
        </>
      ) : null}
    </div>
  );
}
