import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { primaryRole } from "../../../domain/accounts/roles.ts";

/**
 * Where a logged-in user's header leads (spec section 2): a dashboard button by role (admin,
 * owner, service company, travel manager, crew), and the profile menu's links exactly as spec
 * section 2 lists them: settings, the personal panel or the role's panel, the social club.
 */
export type AccountLink = { href: string; label: MessageDescriptor };
type WithRoles = { roles?: unknown };

export function dashboardFor(user: WithRoles): AccountLink | null {
  switch (primaryRole(user)) {
    case "admin":
      // Its own entry: the breadcrumb's "Admin" reads long in Russian for a header button.
      return { href: "/admin", label: msg({ message: "Admin", context: "header button" }) };
    case "owner":
      return { href: "/owner/dashboard", label: msg`Dashboard` };
    case "service_company":
      return { href: "/service-company/dashboard", label: msg`Company dashboard` };
    case "travel_manager":
      return { href: "/travel-manager/dashboard", label: msg`Travel dashboard` };
    // Captains come before crew members in the primary-role order; both keep the crew panel.
    case "captain":
    case "crew_member":
      return { href: "/crew/dashboard", label: msg`Crew dashboard` };
    default:
      return null;
  }
}

export function profileLinks(user: WithRoles): AccountLink[] {
  const dashboard = dashboardFor(user);
  return [
    { href: "/account", label: msg`Settings` },
    dashboard
      ? { href: dashboard.href, label: msg`Role panel` }
      : { href: "/user/dashboard", label: msg`Personal panel` },
    { href: "/social-club", label: msg`Social club` },
  ];
}

export function initialsOf(user: { firstName: string; lastName: string }): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
