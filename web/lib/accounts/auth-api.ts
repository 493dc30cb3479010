import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import type { RegisterPayload } from "../../../domain/accounts/auth-schemas.ts";
import { ApiError, api } from "../api.ts";

/** The account calls of spec section 7 as the auth screens make them. */
export type Outcome = { success: boolean; message: string };

export const login = (email: string, password: string) =>
  api<PublicUser>("/api/login", { method: "POST", body: { username: email, password } });

/** Also the booking flow's quick sign-up (customer or owner) will call this. */
export const register = (payload: RegisterPayload) =>
  api<PublicUser>("/api/register", { method: "POST", body: { ...payload, photoUrl: null } });

export async function emailExists(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await api<{ exists: boolean }>(`/api/check-email-exists?email=${encodeURIComponent(email)}`, {
    signal,
  });
  return answer.exists;
}

export const forgotPassword = (email: string) =>
  api<Outcome>("/api/forgot-password", { method: "POST", body: { email } });

export const resetPassword = (body: { email: string; code: string; newPassword: string }) =>
  api<Outcome>("/api/reset-password", { method: "POST", body });

/** The server's words for a failure when it sent some, else the screen's own default. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}

export function fieldsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}
