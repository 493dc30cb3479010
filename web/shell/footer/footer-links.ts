import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { site } from "../../../domain/shell/site.ts";

/** The footer's link columns of spec section 2. Pages of later issues are plain links for now. */
export type FooterLink = { href: string; label: MessageDescriptor };

export const navigationLinks: readonly FooterLink[] = [
  { href: "/yachts", label: msg`Yachts` },
  { href: "/destinations", label: msg`Destinations` },
  { href: "/events", label: msg`Events` },
  { href: "/weather", label: msg`Sailing weather` },
  { href: site.clubPath, label: msg`Baikal Club` },
];

export const supportLinks: readonly FooterLink[] = [
  { href: "/contact", label: msg`Contact` },
  { href: "/subscription-plans", label: msg`Subscriptions` },
  { href: "/privacy-policy", label: msg`Privacy Policy` },
  { href: "/offer", label: msg`Terms of Service` },
];
