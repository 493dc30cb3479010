import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CloudOff, LogIn, PhoneCall, ShieldCheck, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { RECOMMENDED_COVERAGE_RUB } from "../../../domain/insurance/request.ts";
import { tariffs } from "../../../domain/insurance/tariffs.ts";
import { site } from "../../../domain/shell/site.ts";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { ErrorPanel } from "../../components/status/error-panel.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { SegmentedTabs, tabPanelProps } from "../../components/ui/segmented-tabs.tsx";
import { useSessionUser } from "../../lib/accounts/session.ts";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatNumber } from "../../lib/format.ts";
import { useInsuranceRequests, useWaitingInsurance } from "../../lib/insurance/use-insurance.ts";
import { onlineAtom } from "../../lib/network.ts";
import { useAtomValue } from "../../lib/store.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import styles from "./insurance.module.css";
import type { InsuranceSearch, InsuranceTab } from "./insurance-search.ts";
import { type Prefill, prefillFromBooking, prefillFromRequest } from "./prefill.ts";
import { QuotesTab } from "./quotes-tab.tsx";
import { RequestForm } from "./request-form.tsx";

type Props = { search: InsuranceSearch; onChange: (patch: Partial<InsuranceSearch>) => void };

/**
 * /insurance (spec section 2, issue 23): one request rated by five Russian insurers, their quotes
 * side by side, one chosen in a tap. Two tabs, request and quotes; the quotes come from the
 * device's copy, so they stay readable offline.
 */
export function InsurancePage({ search, onChange }: Props) {
  const { t } = useLingui();
  usePageTitle(t`Charter insurance`);
  const locale = useLocale();
  const user = useSessionUser();
  return (
    <div className="container">
      <PageHeader
        title={<Trans>Charter insurance</Trans>}
        lead={<Trans>One request, quotes from Russian insurers side by side, chosen in a tap.</Trans>}
        syncNote={false}
      />
      <ul className={styles.facts3}>
        <li>
          <ShieldCheck size={18} aria-hidden="true" />
          <Trans>Recommended coverage: {formatNumber(RECOMMENDED_COVERAGE_RUB, locale)} RUB</Trans>
        </li>
        <li>
          <Sparkles size={18} aria-hidden="true" />
          <Trans>{tariffs.length} insurers rate every request</Trans>
        </li>
        <li>
          <PhoneCall size={18} aria-hidden="true" />
          <Trans>The insurer you choose calls within 24 hours</Trans>
        </li>
      </ul>
      {user === undefined ? (
        <PageSpinner />
      ) : user === null ? (
        <SignInFirst />
      ) : (
        <Tabs search={search} onChange={onChange} user={user} />
      )}
    </div>
  );
}

function SignInFirst() {
  return (
    <ErrorPanel
      tone="neutral"
      icon={<LogIn size={26} />}
      title={<Trans>Log in to request quotes</Trans>}
      text={<Trans>Your requests and quotes are kept in your account and on this device.</Trans>}
    >
      <Link to="/auth" search={{ redirect: "/insurance" }} className={buttonClass("primary")}>
        <Trans>Log in</Trans>
      </Link>
    </ErrorPanel>
  );
}

function Tabs({ search, onChange, user }: Props & { user: NonNullable<ReturnType<typeof useSessionUser>> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useAtomValue(onlineAtom);
  const requests = useInsuranceRequests();
  const waiting = useWaitingInsurance();
  const tab: InsuranceTab = search.tab ?? (search.bookingId || !requests?.length ? "request" : "quotes");
  const [prefill, setPrefill] = useState<Prefill | null | undefined>(search.bookingId ? undefined : null);
  const lake = t`Lake ${site.product}`;
  useEffect(() => {
    if (!search.bookingId) return;
    let live = true;
    void prefillFromBooking(search.bookingId, locale, lake).then((found) => live && setPrefill(found));
    return () => {
      live = false;
    };
  }, [search.bookingId, locale, lake]);

  const count = (requests?.length ?? 0) + (waiting?.length ?? 0);
  return (
    <>
      <SegmentedTabs<InsuranceTab>
        label={t`Insurance`}
        idPrefix="insurance"
        className={styles.tabs}
        items={[
          { id: "request", label: t`Request` },
          { id: "quotes", label: count ? t`Quotes (${count})` : t`Quotes` },
        ]}
        selected={tab}
        onSelect={(id) => onChange({ tab: id })}
      />
      <div {...tabPanelProps("insurance", tab)} className={styles.panel}>
        {tab === "request" ? (
          <>
            {!online ? (
              <Notice tone="warning" role="status" icon={<CloudOff size={18} />}>
                <Trans>
                  You are offline: your request waits on this device and is sent once, when you are back online.
                </Trans>
              </Notice>
            ) : null}
            {prefill?.source.startsWith("booking:") ? (
              <Notice role="note">
                <Trans>Filled in from your booking; check and complete it.</Trans>
              </Notice>
            ) : null}
            {prefill === undefined ? (
              <PageSpinner />
            ) : (
              <RequestForm
                key={prefill?.source ?? "blank"}
                user={user}
                prefill={prefill}
                onSent={(outcome) =>
                  onChange({
                    tab: "quotes",
                    bookingId: undefined,
                    request: "requestId" in outcome ? outcome.requestId : undefined,
                  })
                }
              />
            )}
          </>
        ) : (
          <QuotesTab
            requests={requests}
            waiting={waiting}
            shownId={search.request}
            online={online}
            onShow={(id) => onChange({ request: id })}
            onChangeRequest={(from) => {
              setPrefill(from ? prefillFromRequest(from) : null);
              onChange({ tab: "request", request: undefined, bookingId: undefined });
            }}
          />
        )}
      </div>
    </>
  );
}
