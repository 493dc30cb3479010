import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, LogOut } from "lucide-react";
import { useId, useRef } from "react";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { AppLink } from "../../components/ui/app-link.tsx";
import { initialsOf, profileLinks } from "../../lib/accounts/account-links.ts";
import { useLogout } from "../../lib/accounts/use-logout.ts";
import styles from "./profile-menu.module.css";

/**
 * The profile menu of a logged-in user (spec section 2): first name, then settings, the personal
 * or role panel, bookings, the social club and logout. A native popover (decision record 013):
 * light dismiss, Escape, focus order after its button, and no script to load for it.
 */
export function ProfileMenu({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const id = useId();
  const menu = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  const close = () => menu.current?.hidePopover();
  const firstName = user.firstName;

  return (
    <>
      {/* Named by its content, not aria-label: the visible first name must be part of the name in
          every language (axe label-content-name-mismatch failed in Russian). */}
      <button type="button" className={styles.trigger} popoverTarget={id}>
        <span className={styles.avatar} aria-hidden="true">
          {user.photoUrl ? <img src={user.photoUrl} alt="" /> : initialsOf(user)}
        </span>
        <span className="visually-hidden">{t`Account menu:`} </span>
        <span className={styles.name}>{firstName}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      <div ref={menu} id={id} popover="auto" className={styles.menu}>
        <div className={styles.who}>
          <strong>
            {user.firstName} {user.lastName}
          </strong>
          <span>{user.email}</span>
        </div>
        <nav aria-label={t`Account`}>
          <ul className={styles.list}>
            {profileLinks(user).map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} className={styles.item} onClick={close}>
                  {t(link.label)}
                </AppLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={`${styles.item} ${styles.logout}`}
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                <LogOut size={16} aria-hidden="true" />
                <Trans>Log out</Trans>
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
