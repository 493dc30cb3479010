import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The main navigation of the header and the mobile menu. */
export type NavItem = {
  to: "/yachts" | "/skippered-charters" | "/destinations" | "/trip-packages";
  label: MessageDescriptor;
};

export const mainNav: readonly NavItem[] = [
  { to: "/yachts", label: msg`Yachts` },
  { to: "/skippered-charters", label: msg`Skippered charters` },
  { to: "/destinations", label: msg`Destinations` },
  { to: "/trip-packages", label: msg`Trip packages` },
];
