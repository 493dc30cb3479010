import { Trans, useLingui } from "@lingui/react/macro";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, RefreshCw, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { PendingListing } from "../../../domain/owners/listing.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { formatMoney } from "../../../domain/shared/money.ts";
import { yachtTypeLabels } from "../../components/catalogue/labels.ts";
import { TextAreaField } from "../../components/form/textarea-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ApiError, api } from "../../lib/api.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import { notify } from "../../lib/toast.ts";
import styles from "./admin.module.css";
import { adminYachtsKey } from "./admin-api.ts";
import tab from "./yachts-tab.module.css";

/**
 * Owners' listings waiting for approval (issue 19), on top of the Yachts tab: approve, or reject
 * with notes the owner reads on the dashboard and in an e-mail. Online-only, like the whole tab.
 */
const pendingKey = ["admin", "yachts", "pending"] as const;
const pendingQuery = queryOptions({
  queryKey: pendingKey,
  queryFn: () => api<{ items: PendingListing[] }>("/api/admin/yachts/pending"),
});
const review = (id: string, action: "approve" | "reject", notes?: string) =>
  api<unknown>(`/api/admin/yachts/${encodeURIComponent(id)}/${action}`, {
    method: "POST",
    ...(notes === undefined ? {} : { body: { notes } }),
  });

export function ListingsReview() {
  const { t } = useLingui();
  const pending = useQuery(pendingQuery);
  if (pending.isPending) return <p className={styles.state}>{t`Loading listings…`}</p>;
  if (pending.isError && !pending.data) {
    return (
      <div className={styles.state} role="alert">
        <p>{t`The listings waiting for approval could not be loaded.`}</p>
        <Button variant="secondary" onClick={() => void pending.refetch()}>
          <RefreshCw size={16} aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const items = pending.data?.items ?? [];
  return (
    <section aria-labelledby="pending-listings" className={tab.review}>
      <h2 id="pending-listings" className={tab.reviewTitle}>
        <Trans>Waiting for approval</Trans> ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className={styles.count}>{t`No listings are waiting for approval.`}</p>
      ) : (
        <ul className={tab.list}>
          {items.map((listing) => (
            <li key={listing.id}>
              <PendingRow listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingRow({ listing }: { listing: PendingListing }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [notes, setNotes] = useState("");
  const name = localized(listing.listing.name, locale);
  const act = useMutation({
    mutationFn: (input: { action: "approve" | "reject"; notes?: string }) =>
      review(listing.id, input.action, input.notes),
    onSuccess: (_, input) => {
      void client.invalidateQueries({ queryKey: pendingKey });
      void client.invalidateQueries({ queryKey: adminYachtsKey, exact: true });
      void notify({
        title: input.action === "approve" ? t`${name} is listed` : t`${name} went back to its owner`,
        variant: "success",
      });
    },
  });
  const fieldError = act.error instanceof ApiError ? act.error.fields.notes : undefined;
  const reject = (event: FormEvent) => {
    event.preventDefault();
    act.mutate({ action: "reject", notes });
  };
  return (
    <article className={tab.row} data-testid="pending-listing">
      <div className={tab.yacht}>
        <span className={tab.name}>{name}</span>
        <span className={tab.kind}>
          {t(yachtTypeLabels[listing.listing.type])} · {listing.listing.lengthM} m ·{" "}
          {formatMoney({ amount: listing.listing.pricePerDayRub * 100, currency: "RUB" }, locale, { whole: true })}
          {" · "}
          {`${listing.owner.firstName} ${listing.owner.lastName}`.trim()} ({listing.owner.email})
        </span>
        <span className={tab.kind}>{localized(listing.listing.summary, locale)}</span>
      </div>
      {rejecting ? (
        <form onSubmit={reject} className={tab.reviewForm}>
          <TextAreaField
            label={t`What should the owner change?`}
            value={notes}
            rows={3}
            maxLength={2000}
            onChange={(e) => setNotes(e.target.value)}
            error={fieldError}
          />
          <div className={tab.reviewActions}>
            <Button type="submit" variant="secondary" disabled={act.isPending}>
              <Trans>Send back with notes</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setRejecting(false)}>
              <Trans>Back</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <div className={tab.reviewActions}>
          <Button onClick={() => act.mutate({ action: "approve" })} disabled={act.isPending}>
            <Check size={16} aria-hidden="true" />
            <Trans>Approve</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)} disabled={act.isPending}>
            <X size={16} aria-hidden="true" />
            <Trans>Reject</Trans>
          </Button>
        </div>
      )}
    </article>
  );
}
