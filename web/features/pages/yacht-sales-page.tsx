import { Trans, useLingui } from "@lingui/react/macro";
import { Sailboat } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { yachtTypes } from "../../../domain/catalogue/types.ts";
import {
  filterYachtsForSale,
  type YachtForSale,
  type YachtSaleFilter,
  type YachtSaleSort,
  yachtSalePriceSteps,
  yachtSaleSorts,
} from "../../../domain/pages/yacht-sales.ts";
import { CardSkeletons } from "../../components/catalogue/catalogue-states.tsx";
import { yachtTypeLabels } from "../../components/catalogue/labels.ts";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import formStyles from "../../components/form/form.module.css";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatNumber } from "../../lib/format.ts";
import { onlineAtom } from "../../lib/network.ts";
import { useYachtSales } from "../../lib/pages/use-yacht-sales.ts";
import { useAtomValue } from "../../lib/store.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { YachtEnquiryForm } from "./yacht-enquiry-form.tsx";
import { YachtSaleCard } from "./yacht-sale-card.tsx";
import styles from "./yacht-sales.module.css";

/**
 * /yacht-sales: yachts for sale on Baikal, listed by owners or the admins, kept on the device after
 * a visit; filtered by a word, the type, a top price and a sort; an enquiry reaches the seller.
 */
export function YachtSalesPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Yacht sales`);
  const locale = useLocale();
  const online = useAtomValue(onlineAtom);
  const { items, failed } = useYachtSales();
  const [filter, setFilter] = useState<YachtSaleFilter>({});
  const deferred = useDeferredValue(filter);
  const [asked, setAsked] = useState<YachtForSale | null>(null);
  const ids = { q: useId(), type: useId(), price: useId(), sort: useId() };
  const shown = items ? filterYachtsForSale(items, deferred) : undefined;
  const sortLabels: Record<YachtSaleSort, string> = {
    newest: t`Newest first`,
    price_asc: t`Price: low to high`,
    price_desc: t`Price: high to low`,
    length_desc: t`Longest first`,
  };
  const set = (patch: YachtSaleFilter) => setFilter((previous) => ({ ...previous, ...patch }));
  return (
    <div className="container">
      <PageHeader
        syncNote={false}
        title={<Trans>Yacht sales</Trans>}
        lead={
          <Trans>
            Sailing yachts, catamarans and motor yachts for sale on Lake Baikal, listed by their owners and checked by
            our team. Ask the seller directly.
          </Trans>
        }
      />
      {online ? null : (
        <p className={styles.note} role="status">
          <Trans>
            You are offline: these are the listings from your last visit. Enquiries wait and go once you are back.
          </Trans>
        </p>
      )}
      <search className={styles.filters} aria-label={t`Filters`}>
        <div className={formStyles.field}>
          <label htmlFor={ids.q} className={formStyles.label}>
            <Trans>Search</Trans>
          </label>
          <input
            id={ids.q}
            type="search"
            className={formStyles.input}
            value={filter.q ?? ""}
            onChange={(event) => set({ q: event.target.value })}
          />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={ids.type} className={formStyles.label}>
            <Trans>Type</Trans>
          </label>
          <select
            id={ids.type}
            className={formStyles.input}
            value={filter.type ?? ""}
            onChange={(event) => set({ type: event.target.value as YachtSaleFilter["type"] })}
          >
            <option value="">{t`All types`}</option>
            {yachtTypes.map((type) => (
              <option key={type} value={type}>
                {i18n._(yachtTypeLabels[type])}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor={ids.price} className={formStyles.label}>
            <Trans>Price up to</Trans>
          </label>
          <select
            id={ids.price}
            className={formStyles.input}
            value={filter.maxPrice ?? ""}
            onChange={(event) => set({ maxPrice: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">{t({ id: "yacht_sales.any_price", message: "Any" })}</option>
            {yachtSalePriceSteps.map((step) => (
              <option key={step} value={step}>
                {/* Compact ("5 млн ₽"), so the choice fits half a phone's width. */}
                {formatNumber(step, locale, { style: "currency", currency: "RUB", notation: "compact" })}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor={ids.sort} className={formStyles.label}>
            <Trans>Sort</Trans>
          </label>
          <select
            id={ids.sort}
            className={formStyles.input}
            value={filter.sort ?? "newest"}
            onChange={(event) => set({ sort: event.target.value as YachtSaleSort })}
          >
            {yachtSaleSorts.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
      </search>
      {shown === undefined ? (
        <CardSkeletons count={3} />
      ) : items?.length === 0 ? (
        <div className={styles.empty}>
          <Sailboat size={28} aria-hidden="true" />
          <h2>{failed || !online ? t`The listings could not be loaded` : t`No yachts for sale right now`}</h2>
          <p>
            {failed || !online ? (
              <Trans>Connect to the internet once and the listings stay on this device.</Trans>
            ) : (
              <Trans>New listings appear here as owners add them. Come back soon.</Trans>
            )}
          </p>
        </div>
      ) : shown.length === 0 ? (
        <p className={styles.note}>
          <Trans>No yacht matches these filters. Try another type or a higher price.</Trans>
        </p>
      ) : (
        <div className={styles.grid}>
          {shown.map((yacht) => (
            <YachtSaleCard key={yacht.id} yacht={yacht} onEnquire={() => setAsked(yacht)} />
          ))}
        </div>
      )}
      <ModalDialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={asked ? t`Enquire about ${asked.name}` : ""}
      >
        {asked ? <YachtEnquiryForm key={asked.id} yacht={asked} onDone={() => setAsked(null)} /> : null}
      </ModalDialog>
    </div>
  );
}
