import { Trans, useLingui } from "@lingui/react/macro";
import { Info, UserPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { registerFormSchema } from "../../../domain/accounts/auth-schemas.ts";
import { accountMessages } from "../../../domain/accounts/messages.ts";
import { passwordStrength } from "../../../domain/accounts/password-strength.ts";
import { quickSignupRoles, type SelectableRole, selectableRoles } from "../../../domain/accounts/roles.ts";
import { validationMessages } from "../../../domain/http/validation-messages.ts";
import { ChoiceCards } from "../../components/form/choice-cards.tsx";
import { Field } from "../../components/form/field.tsx";
import formStyles from "../../components/form/form.module.css";
import { FormError, InlineSpinner } from "../../components/form/form-error.tsx";
import { PasswordField } from "../../components/form/password-field.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { fieldsOf, messageOf, register } from "../../lib/accounts/auth-api.ts";
import { setSessionUser } from "../../lib/accounts/session.ts";
import { useEmailCheck } from "../../lib/accounts/use-email-check.ts";
import { notify } from "../../lib/toast.ts";
import styles from "./auth-forms.module.css";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";
import { roleHints, roleLabels } from "./role-labels.ts";

/**
 * The register tab (spec section 2): every field of the registration payload, the roles as
 * checkboxes with customer checked, the strength widget, and submit kept disabled until the
 * password is valid. With `roleChoice="quick"` it offers the booking flow's short choice of
 * account type, customer or owner (spec README, decision 5), without the brand name and phone.
 */
type Props = { onRegistered: (user: PublicUser) => void; roleChoice?: "all" | "quick" };

const empty = {
  firstName: "",
  lastName: "",
  brandName: "",
  email: "",
  phone: "",
  roles: ["customer"] as string[],
  password: "",
  confirmPassword: "",
};

export function RegisterForm({ onRegistered, roleChoice = "all" }: Props) {
  const { t, i18n } = useLingui();
  const form = useForm(registerFormSchema, empty);
  const emailCheck = useEmailCheck();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const meterId = useId();
  const { values, errors } = form;
  const passwordValid = passwordStrength(values.password).valid;
  const taken = emailCheck.existsFor(values.email) === true;
  const inUse = i18n._(validationMessages.emailInUse.id);
  // The booking flow's quick sign-up asks only what an account needs; the flow asks the phone itself.
  const quick = roleChoice === "quick";
  const choices: readonly SelectableRole[] = quick ? quickSignupRoles : selectableRoles;

  const toggleRole = (role: string, on: boolean) => {
    if (quick) form.set("roles", [role]);
    else form.set("roles", on ? [...values.roles, role] : values.roles.filter((r) => r !== role));
    form.blur("roles");
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!form.validate() || !passwordValid) return;
    if (taken) {
      void notify({ title: i18n._(accountMessages.emailExists), description: inUse, variant: "error" });
      return;
    }
    setPending(true);
    try {
      const { confirmPassword: _, ...payload } = values;
      const user = await register({
        ...payload,
        email: payload.email.trim(),
        roles: payload.roles as SelectableRole[],
      });
      setSessionUser(user);
      const firstName = user.firstName;
      void notify({
        title: t`Registration successful`,
        description: t`Welcome, ${firstName}!`,
        variant: "success",
      });
      onRegistered(user);
    } catch (error) {
      form.serverErrors(fieldsOf(error));
      setFormError(messageOf(error, t`Could not create account`));
      void notify({
        title: t`Registration failed`,
        description: messageOf(error, t`Could not create account`),
        variant: "error",
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Create an account`}>
      <div className={formStyles.row}>
        <Field label={<Trans>First name</Trans>} autoComplete="given-name" {...form.field("firstName")} />
        <Field label={<Trans>Last name</Trans>} autoComplete="family-name" {...form.field("lastName")} />
      </div>
      {quick ? null : (
        <Field
          label={<Trans>Brand name</Trans>}
          optionalText={<Trans>optional</Trans>}
          autoComplete="organization"
          {...form.field("brandName")}
        />
      )}
      <Field
        label={<Trans>Email</Trans>}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="name@example.com"
        value={values.email}
        error={errors.email ?? (taken ? inUse : undefined)}
        adornment={emailCheck.checking ? <InlineSpinner label={t`Checking the email…`} /> : null}
        onChange={(e) => form.set("email", e.target.value)}
        onBlur={() => {
          form.blur("email");
          void emailCheck.check(values.email);
        }}
      />
      {quick ? null : (
        <Field
          label={<Trans>Phone</Trans>}
          optionalText={<Trans>optional</Trans>}
          type="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          {...form.field("phone")}
        />
      )}
      <fieldset className={styles.roles} aria-describedby={errors.roles ? `${meterId}-roles` : undefined}>
        <legend>{quick ? <Trans>Account type</Trans> : <Trans>I am joining as</Trans>}</legend>
        <ChoiceCards
          type={quick ? "radio" : "checkbox"}
          name="roles"
          selected={values.roles}
          onChange={toggleRole}
          choices={choices.map((role) => ({
            value: role,
            name: t(roleLabels[role]),
            hint: roleHints[role] ? t(roleHints[role]) : null,
          }))}
        />
        {errors.roles ? (
          <p id={`${meterId}-roles`} className={styles.fieldError} role="alert">
            {errors.roles}
          </p>
        ) : null}
      </fieldset>
      <PasswordField
        label={<Trans>Password</Trans>}
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        aria-describedby={meterId}
        onChange={(e) => form.set("password", e.target.value)}
        onBlur={() => form.blur("password")}
      />
      <PasswordStrengthMeter password={values.password} id={meterId} />
      <PasswordField
        label={<Trans>Confirm password</Trans>}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(e) => form.set("confirmPassword", e.target.value)}
        onBlur={() => form.blur("confirmPassword")}
      />
      <p className={styles.note}>
        <Info size={18} aria-hidden="true" />
        <span>
          <Trans>
            After registering, confirm your email address with the link we send you: it is required for full
            functionality.
          </Trans>
        </span>
      </p>
      <FormError message={formError} />
      <Button type="submit" disabled={pending || !passwordValid} className={styles.submit}>
        <UserPlus size={18} aria-hidden="true" />
        {pending ? <Trans>Creating Account...</Trans> : <Trans>Create Account</Trans>}
      </Button>
    </form>
  );
}
