import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { changePasswordFormSchema } from "../../../domain/accounts/auth-schemas.ts";
import formStyles from "../../components/accounts/auth-forms.module.css";
import { PasswordStrengthMeter } from "../../components/accounts/password-strength-meter.tsx";
import { PasswordField } from "../../components/form/password-field.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { notify } from "../../lib/toast.ts";
import { changePassword } from "./account-api.ts";
import { useAccountAction } from "./use-account-action.ts";

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** A new password with the registration rules; other devices are signed out (api.md: change-password). */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const form = useForm(changePasswordFormSchema, empty);
  const { pending, run } = useAccountAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    await run(async () => {
      const outcome = await changePassword(form.values.currentPassword, form.values.newPassword);
      form.reset(empty);
      void notify({ title: t`Password changed`, description: outcome.message, variant: "success" });
    }, form.serverErrors);
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t`Change password`}>
      <PasswordField
        label={<Trans>Current password</Trans>}
        autoComplete="current-password"
        {...form.field("currentPassword")}
      />
      <PasswordField label={<Trans>New password</Trans>} autoComplete="new-password" {...form.field("newPassword")} />
      <PasswordStrengthMeter password={form.values.newPassword} />
      <PasswordField
        label={<Trans>Confirm new password</Trans>}
        autoComplete="new-password"
        {...form.field("confirmPassword")}
      />
      <Button type="submit" disabled={pending}>
        {pending ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
      </Button>
    </form>
  );
}
