import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { api, apiOrNull } from "../api.ts";
import { firstScreen } from "../first-screen.ts";
import { safeStorage } from "../safe-storage.ts";
import { atom, store, useAtomValue } from "../store.ts";
import { useHydrating } from "../use-hydrating.ts";

/**
 * The current user (spec section 4, Session): loaded at start, null when the server says 401, set
 * after login or registration, cleared with every cached user datum at logout (also a failed one).
 * The last known user is kept in the device database, so the header and the user's pages render
 * offline. Visitors never load that database for this: a small flag says whether a user is kept.
 */
export const sessionUserAtom = atom<PublicUser | null | undefined>(undefined);

/**
 * The current user as a component shows it. While the app takes over the server's HTML (decision
 * record 066) it is what the server knew: nobody without a session cookie, not known yet with one.
 */
export function useSessionUser(): PublicUser | null | undefined {
  const user = useAtomValue(sessionUserAtom);
  const hydrating = useHydrating();
  if (!hydrating || typeof document === "undefined") return user;
  return firstScreen()?.session === false ? null : undefined;
}

/**
 * What a logout would delete while the user is asked whether to go on (use-logout.ts,
 * logout-warning.tsx): unsent booking requests and other writes in the user's name (event entries,
 * comments); null when nothing is asked.
 */
export type UnsentWrites = { bookings: number; others: number };
export const logoutWarningAtom = atom<UnsentWrites | null>(null);

const KEPT_FLAG = "session.kept";
const META_KEY = "session.user";

async function keep(user: PublicUser | null): Promise<void> {
  if (user) safeStorage.set(KEPT_FLAG, "1");
  else if (safeStorage.get(KEPT_FLAG) === null) return;
  const { db } = await import("../device/db.ts");
  if (user) await db.meta.put({ key: META_KEY, value: user });
  else {
    await db.meta.delete(META_KEY);
    safeStorage.remove(KEPT_FLAG);
  }
}

async function kept(): Promise<PublicUser | null> {
  const { db } = await import("../device/db.ts");
  const entry = await db.meta.get(META_KEY);
  return (entry?.value as PublicUser | undefined) ?? null;
}

export function setSessionUser(user: PublicUser | null): void {
  store.set(sessionUserAtom, user);
  void keep(user).catch((error) => console.warn("The user could not be kept on this device:", error));
}

const cleaners = new Set<() => unknown>();

/** Features that cache a user's data register here to drop it when the session ends. */
export function onSessionEnd(clean: () => unknown): () => void {
  cleaners.add(clean);
  return () => cleaners.delete(clean);
}

async function endSession(): Promise<void> {
  setSessionUser(null);
  await Promise.allSettled([...cleaners].map(async (clean) => clean()));
}

/** Asks the server who is logged in; offline, the device's answer stands. */
export async function refreshSession(): Promise<void> {
  try {
    const user = await apiOrNull<PublicUser>("/api/user");
    if (user) setSessionUser(user);
    else if (store.get(sessionUserAtom) !== null) await endSession();
    else store.set(sessionUserAtom, null);
  } catch (error) {
    console.warn("The session could not be checked:", error);
    if (safeStorage.get(KEPT_FLAG) !== "1") store.set(sessionUserAtom, null);
  }
}

/** At app start: the kept user at once (if any), then the server's word. */
export function startSession(): void {
  if (safeStorage.get(KEPT_FLAG) === "1") {
    void kept()
      .then((user) => {
        if (store.get(sessionUserAtom) === undefined) store.set(sessionUserAtom, user);
      })
      .catch(() => {
        if (store.get(sessionUserAtom) === undefined) store.set(sessionUserAtom, null);
      });
  } else {
    store.set(sessionUserAtom, null);
  }
  // The page came without a session cookie: nobody is logged in, and asking would only earn a 401.
  if (firstScreen()?.session === false) {
    if (store.get(sessionUserAtom) !== null) void endSession();
    return;
  }
  // Offline the device's answer stands; the server is asked when the connection returns.
  if (navigator.onLine) void refreshSession();
  else window.addEventListener("online", () => void refreshSession(), { once: true });
}

/**
 * Logs out on the server, then clears the user and their cached data whatever the answer (section
 * 4). Resolves with the failure, if any, so the caller can show 'Logout failed'.
 */
export async function logout(): Promise<Error | null> {
  let failure: Error | null = null;
  try {
    await api("/api/logout", { method: "POST" });
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  await endSession();
  return failure;
}
