import { request as httpRequest } from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser.ts";
import { withServerDatabase } from "./support/catalogue.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The whole answer as it crossed the wire: status line, headers and body, in bytes. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; bytes: number; etag: string | undefined; body: string }>((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => {
        const statusLine = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`;
        let head = statusLine.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        }
        resolve({ status: res.statusCode ?? 0, bytes: head + Buffer.byteLength(body), etag: res.headers.etag, body });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("GET /api/sync over HTTP", () => {
  it("answers the current ETag with a 304 under 1 KB", async () => {
    const full = await rawGet(`${server.url}/api/sync`);
    expect(full.status).toBe(200);
    const { cursor } = JSON.parse(full.body);
    const again = await rawGet(`${server.url}/api/sync?since=${cursor}`, { "if-none-match": full.etag ?? "" });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.bytes).toBeLessThan(1024);
  });
});

describe("changes on the server reach an open app", () => {
  it("shows a new price and drops a deleted yacht after reconnecting, without a reload", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/yachts?q=a`);
    await page.getByTestId("yacht-card").first().waitFor();
    await waitForWorkerControl(page);
    const sarma = page.getByTestId("yacht-card").filter({ hasText: "Sarma" });
    await sarma.getByText("RUB 120,000").waitFor();
    await page.getByTestId("yacht-card").filter({ hasText: "Strizh" }).waitFor();
    const count = page.getByTestId("result-count");
    const before = Number.parseInt((await count.textContent()) ?? "", 10);
    await page.evaluate(() => {
      (window as unknown as { stayedOpen: boolean }).stayedOpen = true;
    });

    // The connection drops; meanwhile the server's data changes.
    await context.setOffline(true);
    await server.stop();
    await withServerDatabase(server.dataDir, async (db) => {
      await db.query("update yachts set price_per_day_minor = 13500000 where id = 'sarma'");
      await db.query("delete from yachts where id = 'strizh'");
    });
    await server.start();
    await context.setOffline(false);

    await sarma.getByText("RUB 135,000").waitFor({ timeout: 20_000 });
    await page.getByTestId("yacht-card").filter({ hasText: "Strizh" }).waitFor({ state: "detached" });
    expect(await count.textContent()).toBe(`${before - 1} yachts`);
    expect(await page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen)).toBe(true);

    // A link to the deleted yacht now says it has gone.
    await page.goto(`${server.url}/yachts/strizh`);
    await page.getByRole("heading", { name: "This yacht is no longer in the catalogue" }).waitFor();
    await context.close();
  });
});
