import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Ban, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { type Role, roles } from "../../../domain/accounts/roles.ts";
import type { AdminUser } from "../../../domain/admin/user-admin.ts";
import { roleLabels } from "../../components/accounts/role-labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import styles from "./admin.module.css";
import { changeUser, userQuery } from "./admin-api.ts";

/**
 * The users tab's actions on one user (issue 20): their roles (admin among them) and blocking.
 * Online only, like the rest of the admin's pages; the server keeps the last admin and says why.
 */
export function UserControls({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<Role[]>(user.roles);
  const change = useMutation({
    mutationFn: (body: { roles?: Role[]; blocked?: boolean }) => changeUser(user.id, body),
    onSuccess: (saved, body) => {
      client.setQueryData(userQuery(user.id).queryKey, saved);
      void client.invalidateQueries({ queryKey: ["admin", "users"] });
      const name = `${saved.firstName} ${saved.lastName}`;
      const title =
        body.blocked === true
          ? t`${name} is blocked and signed out`
          : body.blocked === false
            ? t`${name} is no longer blocked`
            : t`The roles of ${name} are saved`;
      void notify({ title, variant: "success" });
    },
  });
  const error =
    change.error instanceof ApiError
      ? (change.error.fields.roles ?? change.error.fields.blocked ?? change.error.message)
      : change.isError
        ? t`The change could not be saved. Please try again.`
        : null;
  const toggle = (role: Role, on: boolean) =>
    setChosen((list) => (on ? roles.filter((r) => r === role || list.includes(r)) : list.filter((r) => r !== role)));

  return (
    <div className={styles.userControls}>
      <fieldset className={styles.roleChoice}>
        <legend>
          <Trans>Roles</Trans>
        </legend>
        {roles.map((role) => (
          <label key={role}>
            <input
              type="checkbox"
              checked={chosen.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />
            {t(roleLabels[role])}
          </label>
        ))}
      </fieldset>
      <div className={styles.controlButtons}>
        <Button
          type="button"
          disabled={change.isPending || chosen.length === 0}
          onClick={() => change.mutate({ roles: chosen })}
        >
          <ShieldCheck size={16} aria-hidden="true" />
          <Trans>Save roles</Trans>
        </Button>
        <Button
          type="button"
          variant={user.blocked ? "accent" : "secondary"}
          disabled={change.isPending}
          onClick={() => change.mutate({ blocked: !user.blocked })}
        >
          <Ban size={16} aria-hidden="true" />
          {user.blocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
        </Button>
      </div>
      {user.blocked ? (
        <p className={styles.unverified}>
          <Trans>Blocked: this user cannot log in.</Trans>
        </p>
      ) : null}
      {error ? (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
