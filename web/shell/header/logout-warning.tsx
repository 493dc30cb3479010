import { Plural, Trans } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { logoutWarningAtom } from "../../lib/accounts/session.ts";
import { useLogoutNow } from "../../lib/accounts/use-logout.ts";
import { store, useAtomValue } from "../../lib/store.ts";
import styles from "./logout-warning.module.css";

/**
 * Asked before a logout that would delete writes still waiting for the connection (booking requests,
 * event entries and comments): they are sent in the user's name, so they cannot stay for whoever
 * logs in next (decision record 050).
 */
export default function LogoutWarning() {
  const unsent = useAtomValue(logoutWarningAtom);
  const logoutNow = useLogoutNow();
  const stay = () => store.set(logoutWarningAtom, null);
  const bookings = unsent?.bookings ?? 0;
  const others = unsent?.others ?? 0;
  const title = bookings > 0 ? <Trans>Unsent booking requests</Trans> : <Trans>Unsent entries and comments</Trans>;
  return (
    <ModalDialog open={unsent !== null} onClose={stay} title={title}>
      <div className={styles.body}>
        {bookings > 0 && (
          <p>
            <Plural
              value={bookings}
              one="# booking request made offline has not reached us yet. If you log out now, it is deleted from this device."
              other="# booking requests made offline have not reached us yet. If you log out now, they are deleted from this device."
            />
          </p>
        )}
        {others > 0 && (
          <p>
            <Plural
              value={others}
              one="# event entry, comment or insurance request made offline has not reached us yet. If you log out now, it is deleted from this device."
              other="# event entries, comments and insurance requests made offline have not reached us yet. If you log out now, they are deleted from this device."
            />
          </p>
        )}
        <p>
          <Plural
            value={bookings + others}
            one="Stay logged in, and it is sent as soon as the connection returns."
            other="Stay logged in, and they are sent as soon as the connection returns."
          />
        </p>
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => void logoutNow()}>
            <Trans>Log out anyway</Trans>
          </Button>
          <Button variant="primary" onClick={stay}>
            <Trans>Stay logged in</Trans>
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
