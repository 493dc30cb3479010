import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, users } from "../db/schema/index.ts";
import { json, STRONG_PASSWORD } from "../test/accounts.ts";
import { as, book, bookingScene, type Person, person } from "../test/bookings.ts";
import type { TestApp } from "../test/test-app.ts";

let t: TestApp;
let customer: Person;
let admin: Person;

beforeAll(async () => {
  ({ t, customer } = await bookingScene());
  admin = await person(t, ["admin"]);
});
afterAll(() => t.close());

const remove = (cookie: string, id: string) => t.request(`/api/admin/users/${id}`, as(cookie, { method: "DELETE" }));

describe("deleting a user (issue 20)", () => {
  it("answers 401 to visitors and 403 to other roles", async () => {
    expect((await t.request(`/api/admin/users/${customer.user.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await remove(customer.cookie, admin.user.id)).status).toBe(403);
  });

  it("keeps their bookings, anonymised, and nobody can sign in as them again", async () => {
    const booking = await book(t, customer.cookie);
    const res = await remove(admin.cookie, customer.user.id);
    expect(res.status).toBe(200);
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({
      id: booking.id,
      customerId: customer.user.id,
      contactName: "",
      phone: "",
    });
    expect(kept?.email).not.toContain("anna");
    expect(kept?.specialRequests).toBeNull();
    expect(kept?.totalMinor).toBe(booking.total.amount);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row).toMatchObject({ firstName: "", lastName: "", phone: null, brandName: null });
    expect(row?.email).not.toBe(customer.email);
    expect((await t.request("/api/user", as(customer.cookie))).status).toBe(401);
    const login = await t.request("/api/login", json({ username: customer.email, password: STRONG_PASSWORD }));
    expect(login.status).toBe(401);
  });

  it("refuses an admin deleting their own account, so the last admin always stays", async () => {
    expect((await remove(admin.cookie, admin.user.id)).status).toBe(409);
  });
});
