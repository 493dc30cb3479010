import { desc, eq } from "drizzle-orm";
import { outgoingMessages } from "../db/schema/index.ts";
import type { TestApp } from "./test-app.ts";

/** Helpers for tests that need people: register, log in, read the mail the server wrote. */
export const STRONG_PASSWORD = "Baikal1!sail";

let counter = 0;
export function uniqueEmail(prefix = "sailor"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers } };
}

/** The `name=value` part of the session cookie a response set, for the next request. */
export function sessionCookie(res: Response): string {
  const header = res.headers.getSetCookie().find((line) => /^(__Host-)?session=/.test(line));
  if (!header) throw new Error(`no session cookie in ${res.status} answer`);
  return header.split(";")[0] ?? "";
}

export async function register(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = {
    firstName: "Anna",
    lastName: "Petrova",
    email: uniqueEmail(),
    phone: "+7 914 000 00 00",
    brandName: null,
    roles: ["customer"],
    password: STRONG_PASSWORD,
    photoUrl: null,
    ...overrides,
  };
  const res = await t.request("/api/register", json(body));
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return { cookie: sessionCookie(res), user: await res.json(), email: body.email as string };
}

export async function login(t: TestApp, email: string, password = STRONG_PASSWORD) {
  const res = await t.request("/api/login", json({ username: email, password }));
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return sessionCookie(res);
}

/** The newest message the server logged for an address. */
export async function lastMail(t: TestApp, to: string) {
  const [row] = await t.database.db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.to, to))
    .orderBy(desc(outgoingMessages.createdAt))
    .limit(1);
  return row;
}
