import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminYacht } from "../../domain/admin/admin-yachts.ts";
import { ensureFirstAdmin } from "../accounts/first-admin.service.ts";
import { login, register } from "../test/accounts.ts";
import { book, bookingTestApp, get, OWNED_YACHT, PARTNER_YACHT } from "../test/bookings.ts";
import type { TestApp } from "../test/test-app.ts";

const ADMIN = { ADMIN_EMAIL: "captain@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t } = await bookingTestApp(ADMIN));
  await ensureFirstAdmin(t.env, t.database);
  admin = await login(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
});
afterAll(() => t.close());

const patch = (id: string, body: unknown, cookie = admin, lang = "en") =>
  t.request(`/api/admin/yachts/${id}`, {
    method: "PATCH",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", cookie, "accept-language": lang },
  });
const yachtsList = async () => {
  const res = await t.request("/api/admin/yachts", { headers: { cookie: admin } });
  expect(res.status).toBe(200);
  return (await res.json()) as AdminYacht[];
};

describe("GET /api/admin/yachts", () => {
  it("lists every yacht with its listing and owner, to admins only", async () => {
    const { cookie } = await register(t);
    expect((await t.request("/api/admin/yachts")).status).toBe(401);
    expect((await t.request("/api/admin/yachts", { headers: { cookie } })).status).toBe(403);
    expect((await patch(OWNED_YACHT, { ownerId: null }, cookie)).status).toBe(403);

    const yachts = await yachtsList();
    expect(yachts.length).toBeGreaterThanOrEqual(24);
    const kultuk = yachts.find((yacht) => yacht.id === OWNED_YACHT);
    expect(kultuk).toMatchObject({ listing: "owner", name: { en: "Kultuk" } });
    expect(yachts.find((yacht) => yacht.id === PARTNER_YACHT)?.listing).toBe("partner");
  });
});

describe("PATCH /api/admin/yachts/{id}", () => {
  it("gives a yacht to an owner, whose /bookings then shows its requests, and takes it back", async () => {
    const owner = await register(t, { firstName: "Oleg", roles: ["owner"] });
    const customer = await register(t);
    const res = await patch(OWNED_YACHT, { ownerId: owner.user.id });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminYacht).owner).toEqual({
      id: owner.user.id,
      firstName: "Oleg",
      lastName: "Petrova",
      email: owner.email,
    });
    expect((await yachtsList()).find((yacht) => yacht.id === OWNED_YACHT)?.owner?.id).toBe(owner.user.id);

    const booking = await book(t, customer.cookie);
    const incoming = await get(t, "/api/bookings?incoming=1", owner.cookie);
    expect(incoming.body.items.map((item: { id: string }) => item.id)).toEqual([booking.id]);

    const back = await patch(OWNED_YACHT, { ownerId: null });
    expect(((await back.json()) as AdminYacht).owner).toBeNull();
    expect((await get(t, "/api/bookings?incoming=1", owner.cookie)).body.items).toEqual([]);
  });

  it("refuses a user without the owner role, a partner's yacht and a malformed id, naming ownerId", async () => {
    const customer = await register(t);
    const owner = await register(t, { roles: ["owner"] });
    const notOwner = await patch(OWNED_YACHT, { ownerId: customer.user.id }, admin, "ru");
    expect(notOwner.status).toBe(400);
    expect(((await notOwner.json()) as { fields: Record<string, string> }).fields.ownerId).toBe(
      "Выберите пользователя с ролью владельца яхты.",
    );
    const partner = await patch(PARTNER_YACHT, { ownerId: owner.user.id });
    expect(partner.status).toBe(400);
    expect(((await partner.json()) as { fields: Record<string, string> }).fields.ownerId).toMatch(/partner's site/);
    expect((await patch(OWNED_YACHT, { ownerId: "not-a-uuid" })).status).toBe(400);
    expect((await patch(OWNED_YACHT, {})).status).toBe(400);
    expect((await patch("no-such-yacht", { ownerId: null })).status).toBe(404);
    // Nothing of the refused changes stuck.
    expect((await yachtsList()).find((yacht) => yacht.id === PARTNER_YACHT)?.owner).toBeNull();
  });
});
