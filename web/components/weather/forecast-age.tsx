import { Trans, useLingui } from "@lingui/react/macro";
import { formatDate } from "../../lib/format.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { timeAgo } from "../../lib/relative-time.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./forecast-panel.module.css";

/** "Forecast from 14:20, 3 hours ago" (from 25 Nov when not today): how old the shown forecast is. */
export function ForecastAge({ fetchedAt }: { fetchedAt: string }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const at = new Date(fetchedAt);
  const sameDay = at.toDateString() === new Date().toDateString();
  const when = sameDay
    ? formatDate(at, locale, { hour: "2-digit", minute: "2-digit" })
    : formatDate(at, locale, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
  const ago = timeAgo(at.getTime(), Date.now(), locale);
  return (
    <p className={styles.age} data-testid="forecast-age" title={t`Fetched from Open-Meteo`}>
      <Trans>
        Forecast from {when}, {ago}
      </Trans>
    </p>
  );
}
