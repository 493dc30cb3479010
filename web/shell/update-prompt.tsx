import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Button } from "../components/ui/button.tsx";
import { applyUpdate, postponeUpdate, updateReadyAtom } from "../lib/pwa/register-worker.ts";
import { useAtomValue } from "../lib/store.ts";
import styles from "./update-prompt.module.css";

/**
 * Asks before switching to a new version (spec section 4: 'Доступна новая версия приложения.
 * Обновить сейчас?'). A native modal dialog: focus moves in, Escape declines, the page is inert.
 */
export default function UpdatePrompt() {
  const ready = useAtomValue(updateReadyAtom);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (ready && !element.open) element.showModal();
    if (!ready && element.open) element.close();
  }, [ready]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="update-title" onClose={postponeUpdate}>
      <p id="update-title" className={styles.text}>
        <Trans>A new version of the app is available. Update now?</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={postponeUpdate}>
          <Trans>Later</Trans>
        </Button>
        <Button onClick={applyUpdate} autoFocus>
          <Trans>Update</Trans>
        </Button>
      </div>
    </dialog>
  );
}
