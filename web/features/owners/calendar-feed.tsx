import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { onlineAtom } from "../../lib/network.ts";
import { calendarFeedUrl } from "../../lib/owners/owner-writes.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./owners.module.css";

/**
 * The yacht's private calendar link for the owner's calendar app, shown on request (it is a
 * secret), with a new link when the old one was shared by mistake. Needs the connection.
 */
export function CalendarFeed({ yachtId }: { yachtId: string }) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const load = async (renew: boolean) => {
    setFailed(false);
    try {
      setUrl(await calendarFeedUrl(yachtId, renew));
    } catch {
      setFailed(true);
    }
  };
  if (!url) {
    return (
      <Button variant="ghost" size="small" disabled={!online} onClick={() => void load(false)}>
        <CalendarDays size={14} aria-hidden="true" />
        <Trans>Calendar link</Trans>
        {failed ? <span role="alert"> · {t`Not loaded; try again`}</span> : null}
      </Button>
    );
  }
  return (
    <div className={styles.feed}>
      <label className={styles.muted} htmlFor={`feed-${yachtId}`}>
        <Trans>Private calendar link (iCal): add it to your calendar app, keep it secret.</Trans>
      </label>
      <input
        id={`feed-${yachtId}`}
        className={styles.feedInput}
        readOnly
        value={url}
        onFocus={(e) => e.target.select()}
      />
      <Button variant="ghost" size="small" onClick={() => void load(true)}>
        <RefreshCw size={14} aria-hidden="true" />
        <Trans>New link</Trans>
      </Button>
    </div>
  );
}
