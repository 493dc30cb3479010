import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, CheckCircle2, MailCheck } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { forgotPasswordSchema, resetFormSchema } from "../../../domain/accounts/auth-schemas.ts";
import { accountMessages } from "../../../domain/accounts/messages.ts";
import { CODE_SENT_ADVANCE_MS, DIALOG_RESET_DELAY_MS, RESET_SUCCESS_CLOSE_MS } from "../../../domain/shared/timings.ts";
import { Field } from "../../components/form/field.tsx";
import { InlineSpinner } from "../../components/form/form-error.tsx";
import { PasswordField } from "../../components/form/password-field.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { fieldsOf, forgotPassword, messageOf, resetPassword } from "../../lib/accounts/auth-api.ts";
import { useEmailCheck } from "../../lib/accounts/use-email-check.ts";
import { notify } from "../../lib/toast.ts";
import formStyles from "./auth-forms.module.css";
import styles from "./forgot-password-dialog.module.css";

/**
 * The forgot-password dialog of spec section 4: (1) the e-mail, then 'Verification code sent' for
 * 2 s; (2) the code and the new password, with a way back; (3) success, closing after 3 s.
 * Closing at any time resets every stage 300 ms later, so the content stays while it closes.
 */
type Stage = "email" | "sent" | "code" | "done";
type Props = { open: boolean; onClose: () => void; initialEmail?: string };

export function ForgotPasswordDialog({ open, onClose, initialEmail = "" }: Props) {
  const { t, i18n } = useLingui();
  const [stage, setStage] = useState<Stage>("email");
  const [pending, setPending] = useState(false);
  const emailForm = useForm(forgotPasswordSchema, { email: "" });
  const codeForm = useForm(resetFormSchema, { email: "", code: "", newPassword: "", confirmPassword: "" });
  const emailCheck = useEmailCheck();
  const notFound = i18n._(accountMessages.emailNotFound.id);
  const unknown = emailCheck.existsFor(emailForm.values.email) === false;
  const sentTo = codeForm.values.email;

  const { fill: fillEmail, reset: resetEmailForm } = emailForm;
  const { reset: resetCodeForm } = codeForm;
  const { clear: clearEmailCheck } = emailCheck;

  // Each opening takes the address typed in the login form, unless this form already has one.
  const [shown, setShown] = useState(false);
  if (open !== shown) {
    setShown(open);
    if (open && initialEmail) fillEmail({ email: initialEmail.trim() });
  }

  // Closing resets the stages and forms shortly after, so the closing animation shows the last state.
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      setStage("email");
      setPending(false);
      resetEmailForm();
      resetCodeForm();
      clearEmailCheck();
    }, DIALOG_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, resetEmailForm, resetCodeForm, clearEmailCheck]);

  useEffect(() => {
    if (stage === "sent") {
      const timer = setTimeout(() => setStage("code"), CODE_SENT_ADVANCE_MS);
      return () => clearTimeout(timer);
    }
    if (stage === "done") {
      const timer = setTimeout(onClose, RESET_SUCCESS_CLOSE_MS);
      return () => clearTimeout(timer);
    }
  }, [stage, onClose]);

  const warnUnknown = () => void notify({ title: t`Email not found`, description: notFound, variant: "error" });

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!emailForm.validate()) return;
    const email = emailForm.values.email.trim();
    // The check on blur may still be under way (the click on Send left the field): wait for it.
    const exists = emailCheck.existsFor(email) ?? (await emailCheck.check(email));
    if (exists === false) return warnUnknown();
    setPending(true);
    try {
      await forgotPassword(email);
      codeForm.reset({ email, code: "", newPassword: "", confirmPassword: "" });
      setStage("sent");
      void notify({
        title: t`Verification code sent`,
        description: i18n._(accountMessages.codeSent),
        variant: "success",
      });
    } catch (error) {
      const fields = fieldsOf(error);
      emailForm.serverErrors(fields);
      if (fields.email === notFound) warnUnknown();
      else
        void notify({
          title: t`Error`,
          description: messageOf(error, i18n._(accountMessages.sendFailed)),
          variant: "error",
        });
    } finally {
      setPending(false);
    }
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    if (!codeForm.validate()) return;
    setPending(true);
    const { email, code, newPassword } = codeForm.values;
    try {
      await resetPassword({ email, code: code.trim(), newPassword });
      setStage("done");
      void notify({ title: t`Password reset successful`, variant: "success" });
    } catch (error) {
      codeForm.serverErrors(fieldsOf(error));
      void notify({
        title: t`Error`,
        description: messageOf(error, t`Failed to reset password. Please check your verification code and try again.`),
        variant: "error",
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={stage === "done" ? <Trans>Password reset successful</Trans> : <Trans>Reset your password</Trans>}
      keepMounted
    >
      {stage === "email" ? (
        <form className={formStyles.form} onSubmit={sendCode} noValidate>
          <p className={styles.lead}>
            <Trans>Enter the email of your account and we will send you a 6-digit verification code.</Trans>
          </p>
          <Field
            label={<Trans>Email</Trans>}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={emailForm.values.email}
            error={emailForm.errors.email ?? (unknown ? notFound : undefined)}
            adornment={emailCheck.checking ? <InlineSpinner label={t`Checking the email…`} /> : null}
            onChange={(e) => emailForm.set("email", e.target.value)}
            onBlur={() => {
              emailForm.blur("email");
              void emailCheck.check(emailForm.values.email);
            }}
          />
          <Button type="submit" disabled={pending || unknown} className={formStyles.submit}>
            {pending ? <Trans>Sending…</Trans> : <Trans>Send code</Trans>}
          </Button>
        </form>
      ) : null}
      {stage === "sent" ? (
        <div className={styles.panel} role="status">
          <MailCheck size={40} aria-hidden="true" />
          <p className={styles.panelTitle}>
            <Trans>Verification code sent</Trans>
          </p>
          <p>{i18n._(accountMessages.codeSent)}</p>
        </div>
      ) : null}
      {stage === "code" ? (
        <form className={formStyles.form} onSubmit={reset} noValidate>
          <p className={styles.lead}>
            <Trans>Enter the code we sent to {sentTo} and choose a new password.</Trans>
          </p>
          <Field
            label={<Trans>Verification code</Trans>}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t`6-digit code`}
            {...codeForm.field("code")}
          />
          <PasswordField
            label={<Trans>New password</Trans>}
            autoComplete="new-password"
            {...codeForm.field("newPassword")}
          />
          <PasswordField
            label={<Trans>Confirm new password</Trans>}
            autoComplete="new-password"
            {...codeForm.field("confirmPassword")}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setStage("email")}>
              <ArrowLeft size={16} aria-hidden="true" />
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Trans>Resetting…</Trans> : <Trans>Reset password</Trans>}
            </Button>
          </div>
        </form>
      ) : null}
      {stage === "done" ? (
        <div className={styles.panel} role="status">
          <CheckCircle2 size={40} aria-hidden="true" className={styles.success} />
          <p>
            <Trans>Your password has been changed. Sign in with the new password.</Trans>
          </p>
        </div>
      ) : null}
    </ModalDialog>
  );
}
