import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Inbox, Mail, MessageCircleQuestion, Phone, RefreshCw, Sailboat, Sparkles } from "lucide-react";
import {
  type AdminContactRequest,
  type ContactStatus,
  contactStatuses,
  isContactStatus,
} from "../../../domain/contact/contact-request.ts";
import { isLocale } from "../../../domain/shared/locale.ts";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api.ts";
import { formatDate } from "../../lib/format.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./admin.module.css";
import { contactRequestsKey, contactRequestsQuery, setContactRequestStatus } from "./admin-api.ts";

/** A request's status as the team says it, for the card's badge and its status control. */
const contactStatusLabels: Record<ContactStatus, MessageDescriptor> = {
  new: msg({ context: "contact request", message: "New" }),
  answered: msg({ context: "contact request", message: "Answered" }),
  closed: msg({ context: "contact request", message: "Closed" }),
};
/** The same statuses as the filter names the requests that have them. */
const filterLabels: Record<ContactStatus, MessageDescriptor> = {
  new: msg({ context: "contact requests filter", message: "New" }),
  answered: msg({ context: "contact requests filter", message: "Answered" }),
  closed: msg({ context: "contact requests filter", message: "Closed" }),
};

/**
 * The Requests tab: what visitors asked through the contact forms (a service's consultation or
 * booking, a trip package, a general question), newest first, each moved by the team from new to
 * answered or closed. Without ADMIN_EMAIL this is where the team sees them at all.
 */
export function RequestsTab({ status, page }: { status: ContactStatus | undefined; page: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useQuery(contactRequestsQuery(status, page));
  const total = data?.total ?? 0;
  const pages = data ? Math.max(1, Math.ceil(total / data.pageSize)) : 1;

  return (
    <section aria-label={t`Contact requests`}>
      <div className={styles.filters}>
        <label className={styles.roleFilter}>
          <span className="visually-hidden">
            <Trans>Show requests</Trans>
          </span>
          <select
            value={status ?? ""}
            onChange={(event) =>
              void navigate({
                to: "/admin",
                search: {
                  tab: "requests",
                  status: isContactStatus(event.target.value) ? event.target.value : undefined,
                },
                replace: true,
              })
            }
          >
            <option value="">{t`All requests`}</option>
            {contactStatuses.map((value) => (
              <option key={value} value={value}>
                {t(filterLabels[value])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isPending ? <p className={styles.state}>{t`Loading requests…`}</p> : null}
      {isError && !data ? (
        <div className={styles.state} role="alert">
          <p>{t`The requests could not be loaded.`}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            <RefreshCw size={16} aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {data && data.items.length === 0 ? (
        <div className={styles.state}>
          <Inbox size={28} aria-hidden="true" />
          <p>{status ? t`No requests with this status.` : t`No requests yet. What visitors send will appear here.`}</p>
        </div>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <p className={styles.count}>
            <Trans>Requests: {total}</Trans>
          </p>
          <ul className={styles.requests}>
            {data.items.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <div className={styles.pager}>
              <Link to="/admin" search={{ tab: "requests", status, page: page - 1 }} disabled={page <= 1}>
                <Trans>Previous</Trans>
              </Link>
              <span>
                <Trans>
                  Page {page} of {pages}
                </Trans>
              </span>
              <Link to="/admin" search={{ tab: "requests", status, page: page + 1 }} disabled={page >= pages}>
                <Trans>Next</Trans>
              </Link>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function RequestCard({ request }: { request: AdminContactRequest }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (status: ContactStatus) => setContactRequestStatus(request.id, status),
    onSuccess: () => client.invalidateQueries({ queryKey: contactRequestsKey }),
  });
  const shown = change.isPending && change.variables ? change.variables : request.status;
  const statusId = `request-status-${request.id}`;
  const language = isLocale(request.locale) ? (request.locale === "ru" ? t`Russian` : t`English`) : request.locale;

  return (
    <article className={styles.request} aria-labelledby={`request-name-${request.id}`} data-testid="contact-request">
      <header className={styles.requestHead}>
        <h3 className={styles.requestName} id={`request-name-${request.id}`}>
          {request.name}
        </h3>
        <span className={styles.requestStatus} data-status={request.status}>
          {t(contactStatusLabels[request.status])}
        </span>
        <time className={styles.requestTime} dateTime={request.createdAt}>
          {formatDate(request.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}
        </time>
      </header>
      <RequestSubject request={request} />
      <ul className={styles.requestContacts}>
        <li>
          <Mail size={15} aria-hidden="true" />
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </li>
        {request.phone ? (
          <li>
            <Phone size={15} aria-hidden="true" />
            <a href={`tel:${request.phone.replace(/[^\d+]/g, "")}`}>{request.phone}</a>
          </li>
        ) : null}
        <li className={styles.requestLanguage}>
          <Trans>Language: {language}</Trans>
        </li>
      </ul>
      <p className={styles.requestMessage}>{request.message}</p>
      <footer className={styles.requestFooter}>
        <label htmlFor={statusId}>
          <Trans>Status</Trans>
        </label>
        <select
          id={statusId}
          value={shown}
          disabled={change.isPending}
          onChange={(event) => {
            if (isContactStatus(event.target.value)) change.mutate(event.target.value);
          }}
        >
          {contactStatuses.map((value) => (
            <option key={value} value={value}>
              {t(contactStatusLabels[value])}
            </option>
          ))}
        </select>
        {change.isError ? (
          <p className={styles.errorText} role="alert">
            {change.error instanceof ApiError && change.error.body?.message
              ? change.error.body.message
              : t`The status could not be changed. Please try again.`}
          </p>
        ) : null}
      </footer>
    </article>
  );
}

/** What the request is about: a trip with its dates and guests, a service, or a general question. */
function RequestSubject({ request }: { request: AdminContactRequest }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { trip, service, guests } = request;
  if (trip) {
    const title = trip.title ?? trip.id;
    const dates =
      trip.startDate && trip.endDate
        ? `${formatDate(trip.startDate, locale, { day: "numeric", month: "short" })} – ${formatDate(trip.endDate, locale, { day: "numeric", month: "short", year: "numeric" })}`
        : null;
    return (
      <p className={styles.requestSubject}>
        <Sailboat size={16} aria-hidden="true" />
        <span>
          <strong>{t`Trip: ${title}`}</strong>
          {dates ? <span className={styles.requestDetail}>{dates}</span> : null}
          {guests ? (
            <span className={styles.requestDetail}>
              <Plural value={guests} one="# guest" other="# guests" />
            </span>
          ) : null}
        </span>
      </p>
    );
  }
  if (service) {
    const title = service.title ?? service.id;
    return (
      <p className={styles.requestSubject}>
        <Sparkles size={16} aria-hidden="true" />
        <strong>{request.intent === "booking" ? t`Booking: ${title}` : t`Consultation: ${title}`}</strong>
      </p>
    );
  }
  return (
    <p className={styles.requestSubject}>
      <MessageCircleQuestion size={16} aria-hidden="true" />
      <strong>{t`General question`}</strong>
    </p>
  );
}
