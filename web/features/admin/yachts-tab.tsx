import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RefreshCw, Ship } from "lucide-react";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import type { AdminYacht, AdminYachtOwner } from "../../../domain/admin/admin-yachts.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { yachtTypeLabels } from "../../components/catalogue/labels.ts";
import { AppLink } from "../../components/ui/app-link.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import { notify } from "../../lib/toast.ts";
import styles from "./admin.module.css";
import { adminYachtsKey, adminYachtsQuery, ownersQuery, setYachtOwner } from "./admin-api.ts";
import { ListingsReview } from "./listings-review.tsx";
import tab from "./yachts-tab.module.css";

/**
 * The Yachts tab: who answers each yacht's booking requests. A yacht given to a user with the
 * owner role shows its requests in that owner's /bookings; without one, the admins answer. A
 * partner's yacht is booked on the partner's site and has no owner here.
 */
export function YachtsTab() {
  const { t } = useLingui();
  const yachts = useQuery(adminYachtsQuery);
  const owners = useQuery(ownersQuery);

  return (
    <section aria-label={t`Yachts and their owners`}>
      <ListingsReview />
      <p className={styles.count}>
        <Trans>
          A yacht's booking requests go to its owner. Without an owner, the admins answer them. The list offers the
          users who chose the yacht owner role when they registered.
        </Trans>
      </p>
      {yachts.isPending ? <p className={styles.state}>{t`Loading yachts…`}</p> : null}
      {yachts.isError && !yachts.data ? (
        <div className={styles.state} role="alert">
          <p>{t`The yachts could not be loaded.`}</p>
          <Button variant="secondary" onClick={() => void yachts.refetch()}>
            <RefreshCw size={16} aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {yachts.data && yachts.data.length === 0 ? (
        <div className={styles.state}>
          <Ship size={28} aria-hidden="true" />
          <p>{t`No yachts in the catalogue yet.`}</p>
        </div>
      ) : null}
      {yachts.data && yachts.data.length > 0 ? (
        <ul className={tab.list}>
          {yachts.data.map((yacht) => (
            <li key={yacht.id}>
              <YachtOwnerRow yacht={yacht} owners={owners.data?.items} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function YachtOwnerRow({ yacht, owners }: { yacht: AdminYacht; owners: PublicUser[] | undefined }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const client = useQueryClient();
  const name = localized(yacht.name, locale);
  const change = useMutation({
    mutationFn: (ownerId: string | null) => setYachtOwner(yacht.id, ownerId),
    onSuccess: (saved) => {
      client.setQueryData<AdminYacht[]>(adminYachtsKey, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      );
      const owner = saved.owner ? `${saved.owner.firstName} ${saved.owner.lastName}`.trim() : null;
      void notify({
        title: owner ? t`${name} now belongs to ${owner}` : t`${name} is back in the portal's fleet`,
        variant: "success",
      });
    },
  });
  const selectId = `yacht-owner-${yacht.id}`;
  const current = change.isPending ? (change.variables ?? "") : (yacht.owner?.id ?? "");
  // The current owner stays a choice even if the owners list has not come yet or lost them.
  const choices: AdminYachtOwner[] = (owners ?? []).map(({ id, firstName, lastName, email }) => ({
    id,
    firstName,
    lastName,
    email,
  }));
  if (yacht.owner && !choices.some((owner) => owner.id === yacht.owner?.id)) choices.unshift(yacht.owner);

  return (
    <article className={tab.row} data-testid="admin-yacht">
      <div className={tab.yacht}>
        <AppLink href={`/yachts/${yacht.id}`} className={tab.name}>
          {name}
        </AppLink>
        <span className={tab.kind}>
          {t(yachtTypeLabels[yacht.type])}
          {yacht.listing === "partner" ? ` · ${t`Partner listing`}` : null}
        </span>
      </div>
      {yacht.listing === "partner" ? (
        <p className={tab.partner}>{t`Booked on the partner's site`}</p>
      ) : (
        <div className={tab.owner}>
          <label htmlFor={selectId}>
            <Trans>Owner</Trans>
            <span className="visually-hidden">: {name}</span>
          </label>
          <select
            id={selectId}
            value={current}
            disabled={change.isPending}
            onChange={(event) => change.mutate(event.target.value || null)}
          >
            <option value="">{t`Portal fleet (admins answer)`}</option>
            {choices.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {`${owner.firstName} ${owner.lastName} · ${owner.email}`}
              </option>
            ))}
          </select>
          {change.isError ? (
            <p className={styles.errorText} role="alert">
              {change.error instanceof ApiError && change.error.fields.ownerId
                ? change.error.fields.ownerId
                : t`The owner could not be changed. Please try again.`}
            </p>
          ) : null}
        </div>
      )}
    </article>
  );
}
