import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "../accounts/first-admin.service.ts";
import { json, login, register, STRONG_PASSWORD } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const ADMIN = { ADMIN_EMAIL: "keeper@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
let t: TestApp;
let admin: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp(ADMIN);
  await ensureFirstAdmin(t.env, t.database);
  admin = await login(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  adminId = (await (await t.request("/api/user", { headers: { cookie: admin } })).json()).id;
});
afterAll(() => t.close());

const patch = (cookie: string, id: string, body: unknown) =>
  t.request(`/api/admin/users/${id}`, { ...json(body, { cookie }), method: "PATCH" });

describe("the admin's users tab (issue 20)", () => {
  it("answers 401 to visitors and 403 to other roles when changing a user", async () => {
    const { user } = await register(t);
    expect(
      (await t.request(`/api/admin/users/${user.id}`, { ...json({ blocked: true }), method: "PATCH" })).status,
    ).toBe(401);
    for (const roles of [["customer"], ["owner"], ["captain"], ["service_company"], ["travel_manager"]]) {
      const { cookie } = await register(t, { roles });
      const res = await patch(cookie, user.id, { roles: ["admin"] });
      expect(res.status, roles[0]).toBe(403);
    }
  });

  it("changes roles, admin included, and refuses bad roles naming the field", async () => {
    const { user } = await register(t);
    const res = await patch(admin, user.id, { roles: ["owner", "admin"] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, roles: ["owner", "admin"], blocked: false });
    const bad = await patch(admin, user.id, { roles: ["pirate"] });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields)).toContain("roles");
    // Back to a plain owner: another admin (the first) still works.
    expect((await patch(admin, user.id, { roles: ["owner"] })).status).toBe(200);
  });

  it("never removes or blocks the last admin, and an admin cannot block themselves", async () => {
    const demote = await patch(admin, adminId, { roles: ["customer"] });
    expect(demote.status).toBe(409);
    const body = await demote.json();
    expect(body.code).toBe("last_admin");
    expect(Object.keys(body.fields)).toEqual(["roles"]);
    expect((await patch(admin, adminId, { blocked: true })).status).toBe(409);
    // With a second admin, the first may step down; the second then is the last.
    const second = await register(t);
    await patch(admin, second.user.id, { roles: ["admin"] });
    const secondCookie = await login(t, second.email);
    expect((await patch(secondCookie, adminId, { roles: ["owner"] })).status).toBe(200);
    expect((await patch(secondCookie, second.user.id, { roles: ["customer"] })).status).toBe(409);
    expect((await patch(secondCookie, second.user.id, { blocked: true })).status).toBe(409);
    expect((await patch(secondCookie, adminId, { roles: ["owner", "admin"] })).status).toBe(200);
    const roles = await (await t.request(`/api/admin/users/${adminId}`, { headers: { cookie: admin } })).json();
    expect(roles.roles).toContain("admin");
  });

  it("refuses a blocked user's session at once and their login, until unblocked", async () => {
    const sailor = await register(t);
    expect((await t.request("/api/user", { headers: { cookie: sailor.cookie } })).status).toBe(200);
    const res = await patch(admin, sailor.user.id, { blocked: true });
    expect(await res.json()).toMatchObject({ blocked: true });
    expect((await t.request("/api/user", { headers: { cookie: sailor.cookie } })).status).toBe(401);
    const again = await t.request("/api/login", json({ username: sailor.email, password: STRONG_PASSWORD }));
    expect(again.status).toBe(403);
    expect((await again.json()).code).toBe("account_blocked");
    const list = await (
      await t.request(`/api/admin/users?q=${encodeURIComponent(sailor.email)}`, { headers: { cookie: admin } })
    ).json();
    expect(list.items[0]).toMatchObject({ id: sailor.user.id, blocked: true });
    await patch(admin, sailor.user.id, { blocked: false });
    expect((await login(t, sailor.email)).length).toBeGreaterThan(0);
  });
});
