import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Download, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { DeleteAccountSchema, exportFileName } from "../../../domain/accounts/account-data.ts";
import formStyles from "../../components/accounts/auth-forms.module.css";
import { PasswordField } from "../../components/form/password-field.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import frame from "../../components/ui/dialog.module.css";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { refreshSession } from "../../lib/accounts/session.ts";
import { notify } from "../../lib/toast.ts";
import { deleteAccount, exportAccountData } from "./account-api.ts";
import styles from "./account-page.module.css";
import { useAccountAction } from "./use-account-action.ts";

/**
 * The rights the privacy policy promises (decision record 078): a copy of one's data as a JSON
 * file, and the account's deletion after the password. Both need the server, so offline they wait.
 */
export function AccountDataSection({ online }: { online: boolean }) {
  const { t } = useLingui();
  const { pending, run } = useAccountAction();
  const [asking, setAsking] = useState(false);
  const download = () =>
    run(async () => {
      const data = await exportAccountData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: exportFileName(new Date()) });
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the file to the browser; the address is not needed after this turn.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    });
  return (
    <section className={styles.card} aria-labelledby="data-title">
      <h2 id="data-title">
        <Trans>Your data</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>
          Download everything we keep about you (profile, bookings, payments, requests, event entries) as a JSON file,
          or delete your account. Bookings stay, without your name or contacts, as the law requires. See the{" "}
          <a href="/privacy-policy#rights">privacy policy</a>.
        </Trans>
      </p>
      {online ? null : (
        <p className={styles.muted} role="status">
          <Trans>Both need a connection: come back online to use them.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void download()} disabled={!online || pending}>
          <Download size={18} aria-hidden="true" />
          <Trans>Download my data</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setAsking(true)} disabled={!online}>
          <Trash2 size={18} aria-hidden="true" />
          <Trans>Delete account</Trans>
        </Button>
      </div>
      <ModalDialog open={asking} onClose={() => setAsking(false)} title={t`Delete your account?`}>
        <DeleteAccountForm onCancel={() => setAsking(false)} />
      </ModalDialog>
    </section>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  const form = useForm(DeleteAccountSchema, { password: "" });
  const { pending, run } = useAccountAction();
  const navigate = useNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    await run(async () => {
      const outcome = await deleteAccount(form.values.password);
      void notify({ title: t`Account deleted`, description: outcome.message, variant: "success" });
      // The server ended every session: this device forgets the user and their data too.
      await refreshSession();
      await navigate({ to: "/" });
    }, form.serverErrors);
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t`Delete account`}>
      <p className={styles.muted}>
        <Trans>
          Your profile, requests, event entries and comments are erased and you are signed out on every device. This
          cannot be undone. Enter your password to confirm.
        </Trans>
      </p>
      <PasswordField label={<Trans>Password</Trans>} autoComplete="current-password" {...form.field("password")} />
      <div className={frame.formActions}>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="accent" disabled={pending}>
          {pending ? <Trans>Deleting…</Trans> : <Trans>Delete my account</Trans>}
        </Button>
      </div>
    </form>
  );
}
