import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { OWNER_NOTE_MAX } from "../../../../domain/bookings/answers.ts";
import { TextAreaField } from "../../../components/form/textarea-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import styles from "../history/bookings-page.module.css";

/** Declining asks for an optional note: the customer reads it with the answer. */
type Props = { open: boolean; pending: boolean; onClose: () => void; onDecline: (note: string) => void };

export function DeclineDialog({ open, pending, onClose, onDecline }: Props) {
  const { t } = useLingui();
  const [note, setNote] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDecline(note);
  };
  return (
    <ModalDialog open={open} onClose={onClose} title={<Trans>Decline this request?</Trans>}>
      <form className={styles.dialogBody} onSubmit={submit}>
        <TextAreaField
          label={<Trans>A note for the customer</Trans>}
          optionalText={<Trans>optional</Trans>}
          maxLength={OWNER_NOTE_MAX}
          placeholder={t`For example: the yacht is in the yard that week.`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onClose}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Trans>Declining…</Trans> : <Trans>Decline request</Trans>}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
