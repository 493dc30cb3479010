import type { Locale } from "../shared/locale.ts";
import type { Role } from "./roles.ts";

/**
 * Account limits of the spec (section 9, passwords and codes) and of issue 3 (reset codes, sessions),
 * and the user as the API shows it: never a secret.
 */
export const PASSWORD_MIN_REGISTER = 8;
export const PASSWORD_MIN_LOGIN = 6;
export const NAME_MIN = 2;
export const TEXT_MAX = 120;

export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_TRIES = 5;
export const RESET_CODES_PER_HOUR = 5;

export const VERIFICATION_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

/** Sliding expiry: a session lives 30 days and is renewed when less than half of that remains. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_RENEW_BEFORE_MS = 15 * 24 * 60 * 60 * 1000;

/** The special characters of the registration rule (section 5). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

export type PublicUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  photoUrl: string | null;
  brandName: string | null;
  roles: Role[];
  emailVerified: boolean;
  locale: Locale;
  createdAt: string;
};

export type AdminNotification = {
  id: string;
  type: string;
  title: string;
  message: string;
  priority: "urgent" | "high" | "normal" | "low";
  isRead: boolean;
  createdAt: string;
  metadata: Record<string, unknown>;
};

export type OutgoingMessage = {
  id: string;
  to: string;
  subject: string;
  template: string;
  locale: Locale;
  /** `queued`: written with the change it reports, not tried yet (decision record 061). */
  status: "queued" | "sent" | "stored" | "failed";
  body: string;
  error: string | null;
  createdAt: string;
  /** Tries so far: a failed message is tried again up to 5 times in all (decision record 061). */
  attempts: number;
  /** When the next try is due; null when none will be made. */
  nextAttemptAt: string | null;
};

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
