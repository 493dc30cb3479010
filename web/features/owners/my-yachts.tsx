import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Anchor, CloudOff, Pencil } from "lucide-react";
import type { OwnerYacht } from "../../../domain/owners/listing.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { useWaitingListings } from "../../lib/owners/use-owners.ts";
import { CalendarFeed } from "./calendar-feed.tsx";
import { statusLabels } from "./labels.ts";
import styles from "./owners.module.css";

/** The owner's yachts with their state; a rejected one shows the admin's notes. */
export function MyYachts({ yachts }: { yachts: OwnerYacht[] }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const waiting = useWaitingListings() ?? [];
  if (yachts.length === 0 && waiting.length === 0) {
    return (
      <div className={styles.empty}>
        <Anchor size={28} aria-hidden="true" />
        <p>
          <Trans>List your first yacht: customers find it in the catalogue once an admin approves it.</Trans>
        </p>
        <Link to="/owner/yachts/new" className={buttonClass("primary")}>
          <Trans>Add your first yacht</Trans>
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.yachtList}>
      {waiting.map((item) => (
        <li key={item.id} className={styles.yachtCard}>
          <div className={styles.yachtHead}>
            <strong>{localized((item.body as { listing: OwnerYacht["listing"] }).listing.name, locale)}</strong>
            <span className={styles.badge} data-status="draft">
              <CloudOff size={14} aria-hidden="true" />
              <Trans>Waiting for the connection</Trans>
            </span>
          </div>
        </li>
      ))}
      {yachts.map((yacht) => (
        <li key={yacht.id} className={styles.yachtCard} data-testid={`owner-yacht-${yacht.id}`}>
          <div className={styles.yachtHead}>
            <strong>{localized(yacht.listing.name, locale)}</strong>
            <span className={styles.badge} data-status={yacht.status}>
              {i18n._(statusLabels[yacht.status])}
            </span>
          </div>
          {yacht.status === "rejected" && yacht.adminNotes ? (
            <p className={styles.notes}>
              <Trans>Admin's notes:</Trans> {yacht.adminNotes}
            </p>
          ) : null}
          {yacht.status === "pending" && yacht.published ? (
            <p className={styles.muted}>
              <Trans>Customers see the approved version until your changes are approved.</Trans>
            </p>
          ) : null}
          <div className={styles.yachtActions}>
            <Link
              to="/owner/yachts/$id/edit"
              params={{ id: yacht.id }}
              className={buttonClass("ghost", "small")}
              aria-label={t`Edit ${localized(yacht.listing.name, locale)}`}
            >
              <Pencil size={14} aria-hidden="true" />
              <Trans>Edit</Trans>
            </Link>
            {yacht.published ? (
              <Link to="/yachts/$id" params={{ id: yacht.id }} className={buttonClass("ghost", "small")}>
                <Trans>See in the catalogue</Trans>
              </Link>
            ) : null}
            {yacht.published ? <CalendarFeed yachtId={yacht.id} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
