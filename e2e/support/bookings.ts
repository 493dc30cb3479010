import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { withServerDatabase } from "./catalogue.ts";
import type { RunningServer } from "./server.ts";

/** Helpers of the booking browser tests: the server's side of the story, read over its API. */
export type BookingJson = {
  id: string;
  kind: string;
  status: string;
  paymentStatus: string;
  yachtId: string;
  startDate: string;
  endDate: string;
  guests: number;
  tripId?: string | null;
  total: { amount: number; currency: string };
};

export async function serverBookings(baseUrl: string, cookie: string, incoming = false): Promise<BookingJson[]> {
  const res = await fetch(`${baseUrl}/api/bookings${incoming ? "?incoming=1" : ""}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /api/bookings: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { items: BookingJson[] }).items;
}

export const bookingBody = (
  yachtId: string,
  startDate: string,
  endDate: string,
  over: Record<string, unknown> = {},
) => ({
  yachtId,
  startDate,
  endDate,
  guests: 2,
  withCaptain: true,
  extras: [],
  contactName: "Ivan Orlov",
  email: "ivan@example.com",
  phone: "+7 914 000 11 22",
  ...over,
});

/** A request made over the API, as another device or person would. */
export async function bookViaApi(baseUrl: string, cookie: string, body: Record<string, unknown>): Promise<BookingJson> {
  const res = await fetch(`${baseUrl}/api/bookings`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`POST /api/bookings: ${res.status} ${await res.text()}`);
  return (await res.json()) as BookingJson;
}

/** Gives yachts to an owner in the database (the seed's yachts belong to nobody). */
export async function giveYachts(server: RunningServer, ownerId: string, yachtIds: string[]): Promise<void> {
  await server.stop();
  await withServerDatabase(server.dataDir, async (db) => {
    await db.query("update yachts set owner_id = $1 where id = any($2)", [ownerId, yachtIds]);
  });
  await server.start();
}

/** The header's count of writes waiting for the connection ("" when hidden). */
export async function badgeCount(page: Page): Promise<string> {
  const badge = page.getByTestId("outbox-badge");
  if (!(await badge.isVisible())) return "";
  return ((await badge.locator("span").first().textContent()) ?? "").trim();
}

/** Logs in through the form and waits until the app has the user. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string, firstName: string) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("button", { name: `Account menu: ${firstName}` }).waitFor();
}
