/** Browser cookies with the product's defaults (spec section 9): SameSite Lax, path /. */
import { readCookie } from "../../domain/shared/locale.ts";

export const DAY_SECONDS = 24 * 60 * 60;

export function getCookie(name: string): string | undefined {
  return readCookie(document.cookie, name);
}

export function setCookie(name: string, value: string, days: number): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(days * DAY_SECONDS)}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
