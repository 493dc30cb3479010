import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { roleLabels } from "../../components/accounts/role-labels.ts";
import { initialsOf } from "../../lib/accounts/account-links.ts";
import { formatDate } from "../../lib/format.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./admin.module.css";

/**
 * A user as admins see them (spec section 2, new-user panel): photo or initials, name, brand,
 * registration date, e-mail, phone and role badges.
 */
export function UserCard({ user, children }: { user: PublicUser; children?: ReactNode }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const registered = formatDate(user.createdAt, locale, { dateStyle: "long", timeStyle: "short" });
  return (
    <article className={styles.userCard} aria-label={`${user.firstName} ${user.lastName}`}>
      <div className={styles.userHead}>
        <span className={styles.userAvatar} aria-hidden="true">
          {user.photoUrl ? <img src={user.photoUrl} alt="" /> : initialsOf(user)}
        </span>
        <div>
          <h3 className={styles.userName}>
            {user.firstName} {user.lastName}
          </h3>
          {user.brandName ? <p className={styles.brand}>{user.brandName}</p> : null}
          <p className={styles.muted}>
            <Trans>Registered {registered}</Trans>
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Mail size={16} aria-hidden="true" />
            <span className="visually-hidden">
              <Trans>Email</Trans>
            </span>
          </dt>
          <dd>
            <a href={`mailto:${user.email}`}>{user.email}</a>{" "}
            {user.emailVerified ? (
              <span className={styles.verified}>
                <BadgeCheck size={14} aria-hidden="true" />
                <Trans>verified</Trans>
              </span>
            ) : (
              <span className={styles.unverified}>
                <Trans>not verified</Trans>
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Phone size={16} aria-hidden="true" />
            <span className="visually-hidden">
              <Trans>Phone</Trans>
            </span>
          </dt>
          <dd>{user.phone ?? <span className={styles.muted}>{t`No phone given`}</span>}</dd>
        </div>
      </dl>
      <ul className={styles.badges} aria-label={t`Roles`}>
        {user.roles.map((role) => (
          <li key={role} className={styles.badge} data-role={role}>
            {t(roleLabels[role])}
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}
