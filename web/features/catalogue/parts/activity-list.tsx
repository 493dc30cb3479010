import { Trans, useLingui } from "@lingui/react/macro";
import type { Activity } from "../../../../domain/catalogue/types.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import { activityCategoryLabels } from "../../../components/catalogue/labels.ts";
import { Price } from "../../../components/catalogue/price.tsx";
import { useLocale } from "../../../lib/catalogue/use-catalogue.ts";
import styles from "./activity-list.module.css";

/** Activities of a place or a trip (spec section 3): name, category, description, duration, price. */
export function ActivityList({ activities }: { activities: Activity[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <ul className={styles.list}>
      {activities.map((activity) => (
        <li key={activity.id} className={styles.item}>
          <div className={styles.head}>
            <span className={styles.category}>{t(activityCategoryLabels[activity.category])}</span>
            <span className={styles.duration}>
              <Trans>{activity.durationHours} h</Trans>
            </span>
          </div>
          <p className={styles.name}>{localized(activity.name, locale)}</p>
          <p className={styles.description}>{localized(activity.description, locale)}</p>
          <p className={styles.price}>
            {activity.included || !activity.price ? (
              <span className={styles.included}>
                <Trans>Included</Trans>
              </span>
            ) : (
              <Trans>
                Extra: <Price value={activity.price} />
              </Trans>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
