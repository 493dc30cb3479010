/**
 * One Chromium for Lighthouse and one Lighthouse run (mobile, its default simulated throttling), shared
 * by bench/lighthouse.ts (one page, every category) and bench/pages.ts (every page, performance only),
 * so both measure the same way: the same flags, the same decided consent cookie, the same figures.
 */
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH, consentCookie } from "../../e2e/support/browser.ts";

export type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  lcpElement: string;
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

export type LighthouseRun = { ok: true; figures: Figures; lhr: Lhr; report: string } | { ok: false; reason: string };

/** A run that neither answers nor fails within this long is no measurement (a stuck trace). */
const RUN_TIMEOUT_MS = 150_000;

export function launchChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export async function runLighthouse(
  chrome: LaunchedChrome,
  url: string,
  options: { onlyCategories?: string[] } = {},
): Promise<LighthouseRun> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result within ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  try {
    const cookie = consentCookie("necessary");
    const result = await Promise.race([
      lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: options.onlyCategories,
        // A visitor who already chose "necessary only": the banner is a one-time overlay, not the page.
        extraHeaders: { Cookie: `${cookie.name}=${cookie.value}` },
      }),
      timeout,
    ]);
    if (!result) return { ok: false, reason: "Lighthouse returned no result" };
    // A trace Lighthouse failed to record (NO_NAVSTART on a busy machine) is no measurement.
    if (result.lhr.runtimeError) return { ok: false, reason: result.lhr.runtimeError.code };
    return { ok: true, figures: figuresOf(result.lhr), lhr: result.lhr, report: result.report as string };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

function figuresOf(lhr: Lhr): Figures {
  const { categories, audits } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  // Lighthouse 13 names the LCP element in its LCP breakdown insight.
  const lcpDetails = audits["lcp-breakdown-insight"]?.details ?? audits["largest-contentful-paint-element"]?.details;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpElement: JSON.stringify(lcpDetails ?? null).match(/"nodeLabel":"((?:[^"\\]|\\.)*)"/)?.[1] ?? "?",
  };
}

/** The middle value (the upper one of an even count), as Lighthouse advises for scores that move. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
