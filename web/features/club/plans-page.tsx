import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { type PlanAudience, planOffers } from "../../../domain/club/offer.ts";
import type { Period } from "../../../domain/club/types.ts";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import styles from "./club.module.css";
import type { PlanSearch } from "./club-search.ts";
import { MembershipPanel } from "./membership-panel.tsx";
import { PeriodSwitch } from "./period-switch.tsx";
import { PlanCards } from "./plan-cards.tsx";
import { PlanComparison } from "./plan-comparison.tsx";

type Props = { audience: PlanAudience; search: PlanSearch; onChange: (patch: Partial<PlanSearch>) => void };

/**
 * /subscription-plans and /plans (plans for people) and /business-subscriptions (plans for owners,
 * service companies and travel managers, with a comparison table): one page, two audiences.
 * Subscribing goes through the outbox like joining the club; paying needs the connection.
 */
export function PlansPage({ audience, search, onChange }: Props) {
  const { t } = useLingui();
  const business = audience === "business";
  usePageTitle(business ? t`Business subscriptions` : t`Subscription plans`, { crumb: true });
  const plans = planOffers.filter((plan) => plan.audience === audience);
  const period: Period = search.period ?? "year";
  const chosen = plans.find((plan) => plan.id === search.plan) ?? plans[0];
  if (!chosen) return null;

  return (
    <div className="container">
      <PageHeader
        syncNote={false}
        title={business ? <Trans>Business subscriptions</Trans> : <Trans>Subscription plans</Trans>}
        lead={
          business ? (
            <Trans>
              For yacht owners, service companies and travel managers: more listings, featured places and a lower
              commission.
            </Trans>
          ) : (
            <Trans>For sailors on the lake: alerts, a logbook and charters without a booking fee.</Trans>
          )
        }
      />
      <div className={styles.switchRow}>
        <PeriodSwitch value={period} onChange={(next) => onChange({ period: next })} />
        {business ? (
          <Link to="/subscription-plans">
            <Trans>Plans for people</Trans>
          </Link>
        ) : (
          <Link to="/business-subscriptions">
            <Trans>Plans for businesses</Trans>
          </Link>
        )}
      </div>
      <PlanCards plans={plans} period={period} selected={chosen.id} onChoose={(plan) => onChange({ plan })} />
      {business ? (
        <section aria-labelledby="plans-compare" className={styles.section}>
          <h2 id="plans-compare" className={styles.sectionTitle}>
            <Trans>Compare the plans</Trans>
          </h2>
          <PlanComparison plans={plans} period={period} />
        </section>
      ) : null}
      <section aria-labelledby="plans-take" className={styles.section} id="subscribe">
        <h2 id="plans-take" className={styles.sectionTitle}>
          <Trans>Your plan</Trans>
        </h2>
        <MembershipPanel
          kind="plan"
          product={chosen.id}
          productName={chosen.name}
          period={period}
          prices={chosen.prices}
        />
      </section>
    </div>
  );
}
