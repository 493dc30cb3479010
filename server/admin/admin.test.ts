import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "../accounts/first-admin.service.ts";
import { json, login, register } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const ADMIN = { ADMIN_EMAIL: "captain@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(ADMIN);
  expect(await ensureFirstAdmin(t.env, t.database)).toBe("created");
  admin = await login(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
});
afterAll(() => t.close());

const as = (cookie: string, init: RequestInit = {}) => ({ ...init, headers: { ...init.headers, cookie } });

describe("the first admin", () => {
  it("is created once from ADMIN_EMAIL / ADMIN_PASSWORD, and restarts change nothing", async () => {
    expect(await ensureFirstAdmin(t.env, t.database)).toBe("present");
    const me = await (await t.request("/api/user", as(admin))).json();
    expect(me.roles).toEqual(["admin"]);
    expect(me.emailVerified).toBe(true);
  });
});

describe("admin-only calls", () => {
  it("answer 401 to visitors and 403 to a customer on every /api/admin path", async () => {
    const { cookie } = await register(t);
    const paths = ["/api/admin/notifications", "/api/admin/users", "/api/admin/communications", "/api/admin/anything"];
    const { user } = await register(t);
    paths.push(`/api/admin/users/${user.id}`);
    for (const path of paths) {
      expect((await t.request(path)).status, path).toBe(401);
      const res = await t.request(path, as(cookie));
      expect(res.status, path).toBe(403);
      expect((await res.json()).code).toBe("forbidden");
    }
    const list = await (await t.request("/api/admin/notifications", as(admin))).json();
    const id = list[0]?.id;
    expect((await t.request(`/api/notifications/${id}/read`, as(cookie, { method: "PATCH" }))).status).toBe(403);
    expect((await t.request(`/api/notifications/${id}`, as(cookie, { method: "DELETE" }))).status).toBe(403);
  });

  it("list a registration as a new_user_registration notification; read, then delete", async () => {
    const { user } = await register(t, { firstName: "Pavel", lastName: "Orlov" });
    const list = await (
      await t.request("/api/admin/notifications", as(admin, { headers: { "accept-language": "en" } }))
    ).json();
    const note = list.find((n: { metadata: { userId?: string } }) => n.metadata.userId === user.id);
    expect(note).toMatchObject({
      type: "new_user_registration",
      title: "New user registration",
      isRead: false,
      priority: "normal",
    });
    expect(note.message).toContain("Pavel Orlov");
    const ru = await (
      await t.request("/api/admin/notifications", as(admin, { headers: { "accept-language": "ru" } }))
    ).json();
    expect(ru[0].title).toBe("Регистрация нового пользователя");

    expect((await t.request(`/api/notifications/${note.id}/read`, as(admin, { method: "PATCH" }))).status).toBe(200);
    const after = await (await t.request("/api/admin/notifications", as(admin))).json();
    expect(after.find((n: { id: string }) => n.id === note.id)?.isRead).toBe(true);
    expect((await t.request(`/api/notifications/${note.id}`, as(admin, { method: "DELETE" }))).status).toBe(200);
    expect((await t.request(`/api/notifications/${note.id}`, as(admin, { method: "DELETE" }))).status).toBe(404);
    expect((await t.request("/api/notifications/not-a-uuid/read", as(admin, { method: "PATCH" }))).status).toBe(404);
  });

  it("show a user's profile by id, and search users by name or e-mail and by role", async () => {
    const { user } = await register(t, {
      firstName: "Zhanna",
      lastName: "Listvyanka",
      roles: ["owner"],
      brandName: "Nerpa",
    });
    const profile = await (await t.request(`/api/admin/users/${user.id}`, as(admin))).json();
    expect(Object.keys(profile).sort()).toEqual(
      [
        // Added by issue 20: whether an admin has blocked the user.
        "blocked",
        "brandName",
        "createdAt",
        "email",
        "emailVerified",
        "firstName",
        "id",
        "lastName",
        "locale",
        "phone",
        "photoUrl",
        "roles",
      ].sort(),
    );
    expect(profile).toMatchObject({ firstName: "Zhanna", brandName: "Nerpa", roles: ["owner"] });
    expect((await t.request("/api/admin/users/00000000-0000-4000-8000-000000000000", as(admin))).status).toBe(404);

    const found = await (await t.request("/api/admin/users?q=listvy", as(admin))).json();
    expect(found.items.map((u: { id: string }) => u.id)).toEqual([user.id]);
    const owners = await (await t.request("/api/admin/users?role=owner&pageSize=100", as(admin))).json();
    expect(owners.items.every((u: { roles: string[] }) => u.roles.includes("owner"))).toBe(true);
    expect(owners.total).toBeGreaterThan(0);
    const bad = await t.request("/api/admin/users?role=pirate&page=abc", as(admin));
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(["page", "role"]);
  });

  it("list outgoing messages newest first with their status", async () => {
    const { email } = await register(t);
    await t.request("/api/forgot-password", json({ email }));
    const log = await (await t.request("/api/admin/communications?pageSize=5", as(admin))).json();
    expect(log.items[0]).toMatchObject({ to: email, template: "reset_code", status: "stored" });
    expect(log.items[1]).toMatchObject({ to: email, template: "verify_email", status: "stored" });
    expect(log.total).toBeGreaterThanOrEqual(2);
  });
});
