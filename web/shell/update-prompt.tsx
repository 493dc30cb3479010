import { Trans } from "@lingui/react/macro";
import { useRef } from "react";
import { Button } from "../components/ui/button.tsx";
import { ModalDialog } from "../components/ui/modal-dialog.tsx";
import { applyUpdate, postponeUpdate, updateReadyAtom } from "../lib/pwa/register-worker.ts";
import { useAtomValue } from "../lib/store.ts";
import styles from "./update-prompt.module.css";

/**
 * Asks before switching to a new version (spec section 4: 'Доступна новая версия приложения.
 * Обновить сейчас?'). A modal dialog: focus starts on Update, Escape declines, the page is inert.
 */
export default function UpdatePrompt() {
  const ready = useAtomValue(updateReadyAtom);
  const update = useRef<HTMLButtonElement>(null);

  return (
    <ModalDialog
      open={ready}
      onClose={postponeUpdate}
      title={<Trans>A new version of the app is available. Update now?</Trans>}
      titleAs="p"
      closeButton={false}
      className={styles.dialog}
      titleClassName={styles.text}
      initialFocus={update}
    >
      <div className={styles.actions}>
        <Button variant="secondary" onClick={postponeUpdate}>
          <Trans>Later</Trans>
        </Button>
        <Button ref={update} onClick={applyUpdate}>
          <Trans>Update</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
