import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarDays, ChevronUp, Users } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { PriceLine } from "../../../../domain/bookings/types.ts";
import type { YachtSummary } from "../../../../domain/catalogue/types.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import { formatMoney, type Money } from "../../../../domain/shared/money.ts";
import { CatalogueImage } from "../../../components/catalogue/catalogue-image.tsx";
import { yachtTypeLabels } from "../../../components/catalogue/labels.ts";
import { useBottomBar } from "../../../lib/bottom-bars.ts";
import { formatDateRange } from "../../../lib/format.ts";
import { localeAtom } from "../../../lib/i18n.ts";
import { useAtomValue } from "../../../lib/store.ts";
import shared from "../bookings.module.css";
import { PriceLines } from "../price-lines.tsx";
import styles from "./booking-summary.module.css";

/**
 * The booking so far and its price, at every step: a sticky card beside the steps on wide
 * screens, a bar at the bottom on phones that opens to show every line.
 */
type Props = {
  yacht: YachtSummary;
  price: { lines: readonly PriceLine[]; total: Money; days: number } | null;
  startDate: string;
  endDate: string;
  guests: number;
  /** Before the request is sent, another yacht can still be chosen. */
  canChangeYacht: boolean;
};

export function BookingSummary({ yacht, price, startDate, endDate, guests, canChangeYacht }: Props) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useBottomBar(ref);
  const panelId = useId();
  const name = localized(yacht.name, locale);
  const perDay = formatMoney(yacht.pricePerDay, locale, { whole: true });
  return (
    <aside ref={ref} className={styles.summary} data-open={open} data-bottom-bar="" aria-label={t`Your booking`}>
      <div className={styles.panel} id={panelId}>
        <div className={styles.yacht}>
          <CatalogueImage image={yacht.images[0] ?? ""} alt="" ratio="4 / 3" className={styles.image} />
          <div className={styles.yachtText}>
            <p className={styles.kicker}>{t(yachtTypeLabels[yacht.type])}</p>
            <p className={styles.name}>{name}</p>
            {canChangeYacht ? (
              <Link to="/yachts" className={styles.change}>
                <Trans>Choose another yacht</Trans>
              </Link>
            ) : null}
          </div>
        </div>
        <ul className={styles.facts}>
          <li>
            <CalendarDays size={16} aria-hidden="true" />
            {price ? (
              <span>
                {formatDateRange(startDate, endDate, locale, { day: "numeric", month: "short", year: "numeric" })} ·{" "}
                <Plural value={price.days} one="# day" other="# days" />
              </span>
            ) : (
              <span className={shared.muted}>
                <Trans>Dates not chosen yet</Trans>
              </span>
            )}
          </li>
          <li>
            <Users size={16} aria-hidden="true" />
            <Plural value={guests} one="# guest" other="# guests" />
          </li>
        </ul>
        {price ? (
          <PriceLines lines={price.lines} total={price.total} days={price.days} guests={guests} />
        ) : (
          <p className={shared.muted}>
            <Trans>From {perDay} per day. Choose your dates to see every line of the price.</Trans>
          </p>
        )}
        <p className={shared.hint}>
          <Trans>The total is all-in: nothing is added later.</Trans>
        </p>
      </div>
      <div className={styles.bar}>
        <p className={styles.barTotal}>
          <span>{price ? <Trans>Total, all-in</Trans> : <Trans>From</Trans>}</span>
          <strong>{price ? formatMoney(price.total, locale) : perDay}</strong>
        </p>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <Trans>Hide details</Trans> : <Trans>Price details</Trans>}
          <ChevronUp size={16} aria-hidden="true" className={styles.chevron} />
        </button>
      </div>
    </aside>
  );
}
