/** Where to go after logging in: only a path of this site, never back to /auth, never another host. */
export function safeRedirect(target: string | undefined | null): string | null {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return null;
  if (target === "/auth" || target.startsWith("/auth?") || target.startsWith("/auth/")) return null;
  return target;
}
