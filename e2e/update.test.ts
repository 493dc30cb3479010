import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

let browser: Browser;
let server: RunningServer;
let secondBuild: string;

beforeAll(async () => {
  // A second production build, as a deploy would bring it.
  secondBuild = mkdtempSync(path.join(tmpdir(), "baikal-build-"));
  execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--outDir", secondBuild, "--emptyOutDir"], {
    env: { ...process.env, BUILD_ID: "second-deploy" },
    stdio: "ignore",
  });
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  rmSync(secondBuild, { recursive: true, force: true });
});

describe("a new version", () => {
  it("is offered after a deploy, and accepting reloads onto it", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForWorkerControl(page);
    const firstBuild = await page.locator("html").getAttribute("data-build");
    expect(firstBuild).not.toBe("second-deploy");

    await server.stop();
    await server.start({ staticDir: secondBuild });
    await page.reload();

    const dialog = page.getByRole("dialog", { name: "A new version of the app is available. Update now?" });
    await dialog.waitFor();
    // Still the old version until the user says yes.
    expect(await page.locator("html").getAttribute("data-build")).toBe(firstBuild);
    await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Update" }).click()]);
    await page.waitForFunction(() => document.documentElement.dataset.build === "second-deploy");
    expect(await page.getByRole("dialog").count()).toBe(0);
    await context.close();
  });
});
