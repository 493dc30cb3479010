import { Plural, Trans } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { logoutWarningAtom } from "../../lib/accounts/session.ts";
import { useLogoutNow } from "../../lib/accounts/use-logout.ts";
import { store, useAtomValue } from "../../lib/store.ts";
import styles from "./logout-warning.module.css";

/**
 * Asked before a logout that would delete booking requests still waiting for the connection: they
 * are sent in the user's name, so they cannot stay for whoever logs in next (decision record 050).
 */
export default function LogoutWarning() {
  const unsent = useAtomValue(logoutWarningAtom);
  const logoutNow = useLogoutNow();
  const stay = () => store.set(logoutWarningAtom, null);
  return (
    <ModalDialog open={unsent !== null} onClose={stay} title={<Trans>Unsent booking requests</Trans>}>
      <div className={styles.body}>
        <p>
          <Plural
            value={unsent ?? 0}
            one="# booking request made offline has not reached us yet. If you log out now, it is deleted from this device."
            other="# booking requests made offline have not reached us yet. If you log out now, they are deleted from this device."
          />
        </p>
        <p>
          <Plural
            value={unsent ?? 0}
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
