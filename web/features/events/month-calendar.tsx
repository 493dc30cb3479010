import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type MonthKey, monthGrid, shiftMonth } from "../../../domain/events/calendar.ts";
import type { EventSummary } from "../../../domain/events/types.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { Button } from "../../components/ui/button.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatDate } from "../../lib/format.ts";
import styles from "./month-calendar.module.css";

type Props = { month: MonthKey; events: readonly EventSummary[]; today: string; onMonth: (month: MonthKey) => void };

/** The month grid: weeks from Monday, each day listing the events that run on it. */
export function MonthCalendar({ month, events, today, onMonth }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const weeks = monthGrid(month, events);
  const title = formatDate(`${month}-01`, locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const weekdays = (weeks[0] ?? []).map((day) => formatDate(day.date, locale, { weekday: "short", timeZone: "UTC" }));
  return (
    <section className={styles.calendar} aria-label={t`Events calendar`}>
      <header className={styles.head}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Previous month`}
          onClick={() => onMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </Button>
        <h2 className={styles.title} aria-live="polite" data-testid="calendar-month">
          {title}
        </h2>
        <Button variant="ghost" size="icon" aria-label={t`Next month`} onClick={() => onMonth(shiftMonth(month, 1))}>
          <ChevronRight size={20} aria-hidden="true" />
        </Button>
      </header>
      <table className={styles.grid}>
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => (
                <td
                  key={day.date}
                  className={`${styles.day} ${day.inMonth ? "" : styles.outside} ${day.date === today ? styles.today : ""}`}
                  data-date={day.date}
                >
                  <span className={styles.number}>{Number(day.date.slice(8))}</span>
                  {day.inMonth && day.events.length > 0 ? (
                    <ul className={styles.events}>
                      {day.events.map((event) => (
                        <li key={event.id}>
                          <Link
                            to="/events/$id"
                            params={{ id: event.id }}
                            className={`${styles.event} ${event.endDate < today ? styles.pastEvent : ""}`}
                            title={localized(event.title, locale)}
                          >
                            {localized(event.title, locale)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
