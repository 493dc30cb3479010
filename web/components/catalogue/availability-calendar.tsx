import { getLocalTimeZone, parseDate, today } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import {
  Button,
  CalendarCell,
  CalendarGrid,
  type DateValue,
  Heading,
  I18nProvider,
  RangeCalendar,
  type RangeValue,
} from "react-aria-components";
import { type DateRange, firstFreeDay, isBusy } from "../../../domain/catalogue/availability.ts";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import styles from "./availability-calendar.module.css";

export type DateSelection = { start: string; end: string } | null;

type Props = {
  busy: DateRange[];
  from: string;
  to: string;
  value: DateSelection;
  onChange: (value: DateSelection) => void;
  readOnly?: boolean;
};

/**
 * The availability calendar (react-aria-components, decision record 006): busy days are struck
 * through and cannot be chosen; a free range can be picked and carried into the booking flow.
 * It opens on the first month with a free day, in the interface's language.
 */
export default function AvailabilityCalendar({ busy, from, to, value, onChange, readOnly = false }: Props) {
  const locale = useLocale();
  const { t } = useLingui();
  const start = parseDate(from);
  const end = parseDate(to);
  const free = firstFreeDay(from, to, busy);
  // A chosen range opens on its month; otherwise the first month with a free day.
  const focus = value ? parseDate(value.start) : free ? parseDate(free) : start;
  const selected: RangeValue<DateValue> | null = value
    ? { start: parseDate(value.start), end: parseDate(value.end) }
    : null;
  const minValue = today(getLocalTimeZone()).compare(start) > 0 ? today(getLocalTimeZone()) : start;
  return (
    <I18nProvider locale={locale === "ru" ? "ru-RU" : "en-GB"}>
      <RangeCalendar
        className={styles.calendar}
        aria-label={t`Availability`}
        minValue={minValue}
        maxValue={end}
        defaultFocusedValue={focus}
        value={selected}
        onChange={(range) => onChange(range ? { start: range.start.toString(), end: range.end.toString() } : null)}
        isDateUnavailable={(date) => isBusy(date.toString(), busy)}
        isReadOnly={readOnly}
        visibleDuration={{ months: 1 }}
      >
        <header className={styles.header}>
          <Button slot="previous" className={styles.nav} aria-label={t`Previous month`}>
            <ChevronLeft size={18} aria-hidden="true" />
          </Button>
          <Heading className={styles.heading} />
          <Button slot="next" className={styles.nav} aria-label={t`Next month`}>
            <ChevronRight size={18} aria-hidden="true" />
          </Button>
        </header>
        <CalendarGrid className={styles.grid}>
          {(date) => <CalendarCell date={date} className={styles.cell} />}
        </CalendarGrid>
      </RangeCalendar>
    </I18nProvider>
  );
}
