import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { db } from "../device/db.ts";
import { store } from "../store.ts";
import { logout, onSessionEnd, refreshSession, sessionUserAtom, setSessionUser, startSession } from "./session.ts";

const anna: PublicUser = {
  id: "8d1c5c9e-1111-4b7f-9a7a-2f1c0e000001",
  firstName: "Anna",
  lastName: "Petrova",
  email: "anna@example.com",
  phone: null,
  photoUrl: null,
  brandName: null,
  roles: ["customer"],
  emailVerified: true,
  locale: "en",
  createdAt: "2026-11-01T10:00:00.000Z",
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(async () => {
  localStorage.clear();
  await db.meta.clear();
  store.set(sessionUserAtom, undefined);
});
afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the session on the device", () => {
  it("keeps the last known user, and shows it when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(200, anna)),
    );
    await refreshSession();
    expect(store.get(sessionUserAtom)?.firstName).toBe("Anna");
    await settle();
    expect((await db.meta.get("session.user"))?.value).toMatchObject({ id: anna.id });

    store.set(sessionUserAtom, undefined);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    vi.spyOn(console, "warn").mockImplementation(() => {});
    startSession();
    await settle();
    expect(store.get(sessionUserAtom)?.email).toBe("anna@example.com");
  });

  it("is null for a visitor at once, without waiting for the server", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    startSession();
    expect(store.get(sessionUserAtom)).toBeNull();
  });

  it("drops the user and every registered cache when the server says 401", async () => {
    setSessionUser(anna);
    await settle();
    const dropped = vi.fn();
    const stop = onSessionEnd(dropped);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(401, { code: "unauthenticated", message: "x" })),
    );
    await refreshSession();
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(dropped).toHaveBeenCalledOnce();
    await settle();
    expect(await db.meta.get("session.user")).toBeUndefined();
    stop();
  });

  it("clears everything at logout even when the server fails, and reports the failure", async () => {
    setSessionUser(anna);
    await settle();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(500, { code: "internal", message: "down" })),
    );
    const failure = await logout();
    expect(failure?.message).toBe("500: down");
    expect(store.get(sessionUserAtom)).toBeNull();
    await settle();
    expect(await db.meta.get("session.user")).toBeUndefined();
    expect(localStorage.getItem("session.kept")).toBeNull();
  });
});
