import { Trans, useLingui } from "@lingui/react/macro";
import { LogIn } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { loginFormSchema } from "../../../domain/accounts/auth-schemas.ts";
import { accountMessages } from "../../../domain/accounts/messages.ts";
import { fieldsOf, login, messageOf } from "../../lib/accounts/auth-api.ts";
import { setSessionUser } from "../../lib/accounts/session.ts";
import { ApiError, NetworkError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { Field } from "../form/field.tsx";
import { FormError } from "../form/form-error.tsx";
import { PasswordField } from "../form/password-field.tsx";
import { useForm } from "../form/use-form.ts";
import { Button } from "../ui/button.tsx";
import styles from "./auth-forms.module.css";
import { ForgotPasswordDialog } from "./forgot-password-dialog.tsx";

/** The login tab (spec section 2): e-mail, password with show/hide, forgot password, error box, submit. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: PublicUser) => void }) {
  const { t, i18n } = useLingui();
  const form = useForm(loginFormSchema, { email: "", password: "" });
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  // The dialog mounts on first use and stays, so closing can reset it after its delay.
  const [forgotUsed, setForgotUsed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!form.validate()) return;
    setPending(true);
    try {
      const user = await login(form.values.email.trim(), form.values.password);
      setSessionUser(user);
      const firstName = user.firstName;
      void notify({ title: t`Login successful`, description: t`Welcome back, ${firstName}!`, variant: "success" });
      onLoggedIn(user);
    } catch (error) {
      const { username, ...fields } = fieldsOf(error);
      form.serverErrors(username ? { ...fields, email: username } : fields);
      // The box names the reason; the toast carries the server's words (section 8).
      if (error instanceof NetworkError)
        setFormError(t`No connection to the server. Please try again when you are online.`);
      else if (error instanceof ApiError && error.status === 401)
        setFormError(i18n._(accountMessages.invalidCredentials));
      else setFormError(messageOf(error, t`Invalid credentials`));
      void notify({ title: t`Login failed`, description: messageOf(error, t`Invalid credentials`), variant: "error" });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Sign in`}>
        <Field
          label={<Trans>Email</Trans>}
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="name@example.com"
          {...form.field("email")}
        />
        <div className={styles.passwordBlock}>
          <PasswordField label={<Trans>Password</Trans>} autoComplete="current-password" {...form.field("password")} />
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setForgotUsed(true);
              setForgotOpen(true);
            }}
          >
            <Trans>Forgot password?</Trans>
          </button>
        </div>
        <FormError message={formError} />
        <Button type="submit" disabled={pending} className={styles.submit}>
          <LogIn size={18} aria-hidden="true" />
          {pending ? <Trans>Signing In...</Trans> : <Trans>Sign In</Trans>}
        </Button>
      </form>
      {forgotUsed ? (
        <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={form.values.email} />
      ) : null}
    </>
  );
}
