import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarDays, List, Plus, Sailboat } from "lucide-react";
import { useMemo } from "react";
import { monthOf } from "../../../domain/events/calendar.ts";
import { selectEvents } from "../../../domain/events/query.ts";
import { canOrganise } from "../../../domain/events/rules.ts";
import { eventCategories, eventRegions, eventTypes } from "../../../domain/events/types.ts";
import { EmptyCatalogue } from "../../components/catalogue/catalogue-states.tsx";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { ErrorPanel } from "../../components/status/error-panel.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { SegmentedTabs, tabPanelProps } from "../../components/ui/segmented-tabs.tsx";
import { sessionUserAtom } from "../../lib/accounts/session.ts";
import { useCatalogueSyncState } from "../../lib/catalogue/use-catalogue.ts";
import { useEvents, useLakeToday, useMyEntries, useWaitingJoins } from "../../lib/events/use-events.ts";
import { useAtomValue } from "../../lib/store.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { EventCard } from "./event-card.tsx";
import type { EventSearch, EventsView } from "./event-search.ts";
import styles from "./events.module.css";
import { categoryLabels, regionLabels, typeLabels } from "./labels.ts";
import { MonthCalendar } from "./month-calendar.tsx";

type Props = { search: EventSearch; onChange: (patch: Partial<EventSearch>) => void };

/**
 * /events (spec section 2, Events calendar): the season's events from the device's copy, as a list
 * or a month grid, filtered by all / upcoming / past, category, type and region, and searched.
 */
export function EventsPage({ search, onChange }: Props) {
  const { t } = useLingui();
  usePageTitle(t`Events and regattas`);
  const events = useEvents();
  const syncState = useCatalogueSyncState();
  const today = useLakeToday();
  const entries = useMyEntries();
  const user = useAtomValue(sessionUserAtom);
  const waiting = useWaitingJoins();
  const when = search.when ?? "upcoming";
  const view: EventsView = search.view ?? "list";
  const month = search.month ?? monthOf(today);
  const results = useMemo(
    () => (events ? selectEvents(events, { ...search, when: view === "month" ? "all" : when }, today) : undefined),
    [events, search, when, view, today],
  );
  const filtered = Boolean(search.q || search.category || search.type || search.region);
  const inMonth = results?.filter((e) => e.startDate <= `${month}-31` && e.endDate >= `${month}-01`) ?? [];

  return (
    <div className="container">
      <PageHeader
        title={<Trans>Events and regattas</Trans>}
        lead={
          <Trans>
            The lake's sailing year: ice regattas in late winter, races and festivals from June to October, talks when
            the yachts are laid up.
          </Trans>
        }
      />
      <div className={styles.toolbar}>
        <SegmentedTabs
          label={t`Which events`}
          idPrefix="events-when"
          items={[
            { id: "all", label: t`All` },
            { id: "upcoming", label: t`Upcoming` },
            { id: "past", label: t`Past` },
          ]}
          selected={view === "month" ? "all" : when}
          onSelect={(id) => onChange({ when: id, view: "list" })}
        />
        <fieldset className={styles.viewSwitch}>
          <legend className="visually-hidden">{t`View`}</legend>
          <button type="button" aria-pressed={view === "list"} onClick={() => onChange({ view: "list" })}>
            <List size={16} aria-hidden="true" />
            {t`List`}
          </button>
          <button type="button" aria-pressed={view === "month"} onClick={() => onChange({ view: "month" })}>
            <CalendarDays size={16} aria-hidden="true" />
            {t`Month`}
          </button>
        </fieldset>
        {canOrganise(user?.roles) ? (
          <Link to="/events/new" className={buttonClass("accent", "small")}>
            <Plus size={16} aria-hidden="true" />
            <Trans>Create an event</Trans>
          </Link>
        ) : null}
      </div>
      <div className={styles.filters}>
        <label className={styles.search}>
          <span className="visually-hidden">{t`Search events`}</span>
          <input
            type="search"
            value={search.q ?? ""}
            placeholder={t`Search events, places, classes`}
            maxLength={100}
            onChange={(event) => onChange({ q: event.target.value || undefined })}
          />
        </label>
        <label className={styles.select}>
          <span>{t`Category`}</span>
          <select
            value={search.category ?? ""}
            onChange={(e) => onChange({ category: (e.target.value || undefined) as EventSearch["category"] })}
          >
            <option value="">{t`All categories`}</option>
            {eventCategories.map((c) => (
              <option key={c} value={c}>
                {t(categoryLabels[c])}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.select}>
          <span>{t`Type`}</span>
          <select
            value={search.type ?? ""}
            onChange={(e) => onChange({ type: (e.target.value || undefined) as EventSearch["type"] })}
          >
            <option value="">{t`All types`}</option>
            {eventTypes.map((c) => (
              <option key={c} value={c}>
                {t(typeLabels[c])}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.select}>
          <span>{t`Region`}</span>
          <select
            value={search.region ?? ""}
            onChange={(e) => onChange({ region: (e.target.value || undefined) as EventSearch["region"] })}
          >
            <option value="">{t`All regions`}</option>
            {eventRegions.map((c) => (
              <option key={c} value={c}>
                {t(regionLabels[c])}
              </option>
            ))}
          </select>
        </label>
        {filtered ? (
          <button
            type="button"
            className={styles.clear}
            onClick={() => onChange({ q: undefined, category: undefined, type: undefined, region: undefined })}
          >
            {t`Clear filters`}
          </button>
        ) : null}
      </div>
      <div {...tabPanelProps("events-when", view === "month" ? "all" : when)} className={styles.panel}>
        {results === undefined || syncState === undefined ? (
          <EmptyCatalogue />
        ) : events?.length === 0 ? (
          <EmptyCatalogue />
        ) : view === "month" ? (
          <>
            <MonthCalendar month={month} events={results} today={today} onMonth={(m) => onChange({ month: m })} />
            <h2 className={styles.monthListTitle}>
              <Plural value={inMonth.length} one="# event this month" other="# events this month" />
            </h2>
            <ul className={styles.list} aria-label={t`Events this month`}>
              {inMonth.map((event) => (
                <li key={event.id}>
                  <EventCard
                    event={event}
                    today={today}
                    entry={entries.get(event.id)}
                    waiting={waiting?.has(event.id) ?? false}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p className={styles.count} aria-live="polite" data-testid="result-count">
              <Plural value={results.length} one="# event" other="# events" />
            </p>
            {results.length === 0 ? (
              <ErrorPanel
                tone="neutral"
                icon={<Sailboat size={26} />}
                title={<Trans>No events match</Trans>}
                text={<Trans>Try another category, region or word, or look at past events.</Trans>}
              />
            ) : (
              <ul className={styles.list} aria-label={t`Events`}>
                {results.map((event) => (
                  <li key={event.id}>
                    <EventCard
                      event={event}
                      today={today}
                      entry={entries.get(event.id)}
                      waiting={waiting?.has(event.id) ?? false}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
