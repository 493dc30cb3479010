import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { YachtForSale } from "../../domain/pages/yacht-sales.ts";
import { contactRequests, yachtSales } from "../db/schema/index.ts";
import { seedYachtSales } from "../seed/yacht-sales.ts";
import { json, lastMail, register, uniqueEmail } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: "team@baikal.test", ADMIN_PASSWORD: "Baikal1!admin" });
  await seedYachtSales(t.database.db);
});
afterAll(() => t.close());

const enquiry = (email: string, listing: unknown) => ({
  name: "Pavel Smirnov",
  email,
  phone: "+7 902 111 22 33",
  message: "Is the price negotiable? Can I see her in Listvyanka next week?",
  listing,
});

describe("GET /api/yacht-sales", () => {
  it("lists the yachts still for sale, newest first, priced in roubles", async () => {
    await t.database.db.update(yachtSales).set({ status: "sold" }).where(eq(yachtSales.id, "princess-v48-angara"));
    const res = await t.request("/api/yacht-sales");
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: YachtForSale[] };
    expect(items.map((item) => item.id)).toEqual(["lagoon-42-olkhon", "bavaria-cruiser-37-veter"]);
    expect(items[0]).toMatchObject({
      type: "catamaran",
      lengthM: 12.8,
      price: { amount: 3_850_000_000, currency: "RUB" },
    });
    expect(JSON.stringify(items)).not.toContain("sellerId");
  });
});

describe("an enquiry about a yacht for sale", () => {
  it("reaches the seller in their language, and the team, naming the yacht", async () => {
    const seller = await register(t, { roles: ["owner"] });
    await t.database.db
      .update(yachtSales)
      .set({ sellerId: seller.user.id })
      .where(eq(yachtSales.id, "bavaria-cruiser-37-veter"));
    const email = uniqueEmail("buyer");
    const res = await t.request(
      "/api/contact-requests",
      json(enquiry(email, "bavaria-cruiser-37-veter"), { "idempotency-key": randomUUID() }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.database.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(row?.listingId).toBe("bavaria-cruiser-37-veter");
    const toSeller = await lastMail(t, seller.email);
    expect(toSeller).toMatchObject({ template: "contact_team" });
    expect(toSeller?.subject).toContain("Veter (Bavaria Cruiser 37)");
    expect(toSeller?.body).toContain(email);
    expect((await lastMail(t, "team@baikal.test"))?.subject).toContain("Veter (Bavaria Cruiser 37)");
  });

  it("about a yacht sold or unknown is refused with 400 naming the listing", async () => {
    for (const listing of ["princess-v48-angara", "no-such-yacht", "../etc", 12]) {
      const res = await t.request("/api/contact-requests", json(enquiry(uniqueEmail("late"), listing)));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { fields: Record<string, string> };
      expect(Object.keys(body.fields)).toEqual(["listing"]);
    }
  });
});
