import type { AccountExport } from "../../../domain/accounts/account-data.ts";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import type { Locale } from "../../../domain/shared/locale.ts";
import type { Outcome } from "../../lib/accounts/auth-api.ts";
import { api } from "../../lib/api.ts";

/** The account calls of api.md: profile, password, verification. */
export type ProfileChanges = {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  brandName?: string | null;
  locale?: Locale;
};

export const updateProfile = (changes: ProfileChanges) =>
  api<PublicUser>("/api/user", { method: "PATCH", body: changes });

export const changePassword = (currentPassword: string, newPassword: string) =>
  api<Outcome>("/api/change-password", { method: "POST", body: { currentPassword, newPassword } });

export const resendVerification = () => api<Outcome>("/api/resend-verification", { method: "POST" });

/** `alreadyVerified`: the link was opened before; the address stays verified. */
export const verifyEmail = (token: string) =>
  api<Outcome & { alreadyVerified?: boolean }>("/api/verify-email", { method: "POST", body: { token } });

/** The caller's data as the export file holds it (GET /api/user/export). */
export const exportAccountData = () => api<AccountExport>("/api/user/export");

/** Deletes the account (POST /api/user/delete); the password confirms it is the owner. */
export const deleteAccount = (password: string) =>
  api<Outcome>("/api/user/delete", { method: "POST", body: { password } });
