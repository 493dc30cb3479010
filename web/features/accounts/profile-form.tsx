import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { profileSchema } from "../../../domain/accounts/auth-schemas.ts";
import formStyles from "../../components/accounts/auth-forms.module.css";
import { Field } from "../../components/form/field.tsx";
import fieldStyles from "../../components/form/form.module.css";
import { useForm } from "../../components/form/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { setSessionUser } from "../../lib/accounts/session.ts";
import { notify } from "../../lib/toast.ts";
import { updateProfile } from "./account-api.ts";
import { useAccountAction } from "./use-account-action.ts";

/** Name, phone and brand of the logged-in user (api.md: PATCH /api/user). */
export function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const form = useForm(profileSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? "",
    brandName: user.brandName ?? "",
  });
  const { pending, run } = useAccountAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    await run(async () => {
      const { firstName, lastName, phone, brandName } = form.values;
      const updated = await updateProfile({ firstName, lastName, phone: phone || null, brandName: brandName || null });
      setSessionUser(updated);
      void notify({ title: t`Profile saved`, variant: "success" });
    }, form.serverErrors);
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t`Profile`}>
      <div className={fieldStyles.row}>
        <Field label={<Trans>First name</Trans>} autoComplete="given-name" {...form.field("firstName")} />
        <Field label={<Trans>Last name</Trans>} autoComplete="family-name" {...form.field("lastName")} />
      </div>
      <div className={fieldStyles.row}>
        <Field
          label={<Trans>Phone</Trans>}
          type="tel"
          autoComplete="tel"
          optionalText={<Trans>optional</Trans>}
          {...form.field("phone")}
        />
        <Field label={<Trans>Brand name</Trans>} optionalText={<Trans>optional</Trans>} {...form.field("brandName")} />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? <Trans>Saving…</Trans> : <Trans>Save profile</Trans>}
      </Button>
    </form>
  );
}
