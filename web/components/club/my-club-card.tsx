import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Anchor } from "lucide-react";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { useMyMemberships } from "../../lib/club/use-club.ts";
import styles from "./membership-card.module.css";
import { MembershipCard } from "./membership-card.tsx";

/**
 * The signed-in member's club card where the personal pages show it (/account now, the personal
 * panel later), from the device's copy: offline too. A user with no membership gets the way in.
 */
export function MyClubCard({ user }: { user: PublicUser }) {
  const mine = useMyMemberships("club");
  if (mine === undefined) return null;
  if (!mine.current) {
    return (
      <p className={styles.joinLine}>
        <Anchor size={16} aria-hidden="true" />
        <Link to="/baikal-club">
          <Trans>Join the Baikal Club: Captains, Voyagers or Fans</Trans>
        </Link>
      </p>
    );
  }
  return <MembershipCard membership={mine.current} name={`${user.firstName} ${user.lastName}`} />;
}
