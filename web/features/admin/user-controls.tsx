import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Ban, ShieldCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { type Role, roles } from "../../../domain/accounts/roles.ts";
import type { AdminUser } from "../../../domain/admin/user-admin.ts";
import { roleLabels } from "../../components/accounts/role-labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import styles from "./admin.module.css";
import { changeUser, deleteUser, userQuery } from "./admin-api.ts";

/**
 * The users tab's actions on one user (issue 20): their roles (admin among them) and blocking.
 * Online only, like the rest of the admin's pages; the server keeps the last admin and says why.
 */
export function UserControls({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Role[]>(user.roles);
  const [confirming, setConfirming] = useState(false);
  const name = `${user.firstName} ${user.lastName}`;
  const removal = useMutation({
    mutationFn: () => deleteUser(user.id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["admin", "users"] });
      void notify({ title: t`${name} is deleted; their bookings are kept, anonymised`, variant: "success" });
      void navigate({ to: "/admin", search: { tab: "users" } });
    },
  });
  const change = useMutation({
    mutationFn: (body: { roles?: Role[]; blocked?: boolean }) => changeUser(user.id, body),
    onSuccess: (saved, body) => {
      client.setQueryData(userQuery(user.id).queryKey, saved);
      void client.invalidateQueries({ queryKey: ["admin", "users"] });
      const savedName = `${saved.firstName} ${saved.lastName}`;
      const title =
        body.blocked === true
          ? t`${savedName} is blocked and signed out`
          : body.blocked === false
            ? t`${savedName} is no longer blocked`
            : t`The roles of ${savedName} are saved`;
      void notify({ title, variant: "success" });
    },
  });
  const failed = change.error ?? removal.error;
  const error =
    failed instanceof ApiError
      ? (failed.fields.roles ?? failed.fields.blocked ?? failed.fields.id ?? failed.message)
      : failed
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
        {confirming ? null : (
          <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 size={16} aria-hidden="true" />
            <Trans>Delete user</Trans>
          </Button>
        )}
      </div>
      {confirming ? (
        <div className={styles.controlButtons}>
          <p className={styles.muted}>
            <Trans>Delete {name}? Their bookings are kept, anonymised; this cannot be undone.</Trans>
          </p>
          <Button type="button" variant="accent" disabled={removal.isPending} onClick={() => removal.mutate()}>
            <Trans>Delete</Trans>
          </Button>
          <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
            <Trans>Keep</Trans>
          </Button>
        </div>
      ) : null}
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
