import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-app.ts";
import { type Database, openDatabase } from "./client.ts";

/**
 * The advisory locks that let one of several server processes do a piece of work (decision record
 * 079): two connection pools on one PostgreSQL database stand for two processes. PGlite belongs to
 * one process, so there the work simply runs.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)("advisory locks across two pools on PostgreSQL", () => {
  let one: Database;
  let two: Database;
  beforeAll(async () => {
    let url = "";
    one = await openTestDatabase({
      through: (address) => {
        url = address;
        return address;
      },
    });
    two = await openDatabase({ url });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it("exclusive: the second waits for the first to finish", async () => {
    const order: string[] = [];
    const first = one.exclusive("startup-test", async () => {
      order.push("one starts");
      await pause(300);
      order.push("one ends");
    });
    await pause(50);
    const second = two.exclusive("startup-test", async () => {
      order.push("two runs");
    });
    await Promise.all([first, second]);
    expect(order).toEqual(["one starts", "one ends", "two runs"]);
  });

  it("ifFree: skipped while another holds the lock, run once it is released", async () => {
    const held = one.ifFree("sweep-test", () => pause(300).then(() => "one"));
    await pause(50);
    expect(await two.ifFree("sweep-test", async () => "two")).toBeUndefined();
    expect(await held).toBe("one");
    expect(await two.ifFree("sweep-test", async () => "two")).toBe("two");
  });

  it("a lock is released when its work throws", async () => {
    await expect(one.exclusive("throwing-test", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await two.ifFree("throwing-test", async () => "free")).toBe("free");
  });
});

describe.skipIf(onPostgres)("advisory locks on PGlite", () => {
  it("run the work at once: one process owns the database", async () => {
    const database = await openTestDatabase();
    try {
      expect(await database.exclusive("x", async () => 1)).toBe(1);
      expect(await database.ifFree("x", async () => 2)).toBe(2);
    } finally {
      await database.close();
    }
  });
});
