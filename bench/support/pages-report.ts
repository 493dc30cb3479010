/**
 * The goals of issue 13 and the table bench/pages.ts prints and writes: one row per page, each figure
 * with a pass or fail mark, so a reader sees at once which page misses which goal. The same rows go to
 * the console, to Markdown (docs/performance.md, linked from the README) and to JSON.
 */
import { cpus, loadavg } from "node:os";
import type { VisitFigures } from "./browser-visit.ts";

export type PageResult = {
  path: string;
  lighthouseRuns: number;
  lighthouseFailures: string[];
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  visit: VisitFigures;
};

export const GOALS = {
  performance: 95,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
  jsHomeKb: 100,
  jsOtherKb: 130,
  offlineMs: 300,
};

const kb = (bytes: number) => bytes / 1024;
const mark = (ok: boolean) => (ok ? "✓" : "✗");
const shown = (value: number, text: string) => (Number.isNaN(value) ? "n/a" : text);

/** Each cell: the figure and ✓ or ✗ against its goal. */
export function cells(r: PageResult): string[] {
  const jsGoal = r.path === "/" ? GOALS.jsHomeKb : GOALS.jsOtherKb;
  const v = r.visit;
  const offline = v.failure
    ? `failed: ${v.failure}`
    : `${shown(v.offlineContentMs, `${v.offlineContentMs} ms`)} ${mark(v.offlineContentMs <= GOALS.offlineMs && v.fromWorker)}` +
      ` (FCP ${shown(v.offlineFcpMs, `${v.offlineFcpMs} ms`)}${v.fromWorker ? "" : ", not from the worker"}${v.synced ? "" : ", sync not seen"})`;
  return [
    r.path,
    `${shown(r.performance, String(r.performance))} ${mark(r.performance >= GOALS.performance)}`,
    `${shown(r.lcpMs, `${(r.lcpMs / 1000).toFixed(2)} s`)} ${mark(r.lcpMs <= GOALS.lcpMs)}`,
    `${shown(r.tbtMs, `${r.tbtMs} ms`)} ${mark(r.tbtMs <= GOALS.tbtMs)}`,
    `${shown(r.cls, String(r.cls))} ${mark(r.cls <= GOALS.cls)}`,
    `${kb(v.jsBeforeLoadGz).toFixed(1)} KB (${v.scriptsBeforeLoad}) ${mark(kb(v.jsBeforeLoadGz) <= jsGoal)}`,
    offline,
  ];
}

const HEADER = [
  "page",
  `performance (≥ ${GOALS.performance})`,
  `LCP (≤ ${GOALS.lcpMs / 1000} s)`,
  `TBT (≤ ${GOALS.tbtMs} ms)`,
  `CLS (≤ ${GOALS.cls})`,
  `JS before load, gz (≤ ${GOALS.jsHomeKb} KB on /, ${GOALS.jsOtherKb} KB else)`,
  `offline repeat view (≤ ${GOALS.offlineMs} ms)`,
];

export function consoleTable(results: PageResult[]): string {
  const rows = [HEADER, ...results.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ")).join("\n");
}

export type RunNote = { startedAt: Date; runs: number; loadAtStart: number[]; loadAtEnd: number[] };

export function machineNote(note: RunNote): string {
  const cores = cpus();
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(" / ");
  const busy = Math.max(...note.loadAtStart, ...note.loadAtEnd) > cores.length;
  return [
    `Measured ${note.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC on ${cores.length} × ${cores[0]?.model.trim() ?? "?"}, Node ${process.version}.`,
    `Load average (1 / 5 / 15 min) ${load(note.loadAtStart)} at the start, ${load(note.loadAtEnd)} at the end.`,
    busy
      ? "The machine was busy with other work (load above its core count): the figures are indicative, not a verdict."
      : "The machine was otherwise idle.",
  ].join(" ");
}

export function markdown(results: PageResult[], note: RunNote): string {
  const row = (cellsOfRow: string[]) => `| ${cellsOfRow.map((c) => c.replaceAll("|", "\\|")).join(" | ")} |`;
  return [
    "# Performance of every page",
    "",
    "Written by `npm run bench` (`node bench/pages.ts`; issue 13). Lighthouse mobile (simulated slow 4G,",
    `4× CPU slowdown), median of ${note.runs} run${note.runs === 1 ? "" : "s"} per page. JavaScript: gzipped scripts a first visit`,
    "asks for before the load event (Chromium, phone viewport; the number of files in brackets). Offline",
    "repeat view: after one online visit (worker in control, catalogue synced) the page is reloaded",
    "offline, without CPU throttling; the figure is the median time from navigation start until the frame",
    "showing the page's main content (a catalogue card, or the heading) has been painted, never before",
    "FCP, which is beside it. The detail pages show the first yacht, destination and trip the seeded API",
    "lists. ✓ meets the goal, ✗ misses it.",
    "",
    machineNote(note),
    "",
    row(HEADER),
    row(HEADER.map(() => "---")),
    ...results.map((r) => row(cells(r))),
    "",
    ...results
      .filter((r) => r.lighthouseFailures.length)
      .map(
        (r) =>
          `- ${r.path}: median of ${r.lighthouseRuns}; ${r.lighthouseFailures.length} Lighthouse run(s) not measured (${r.lighthouseFailures.join("; ")})`,
      ),
    "",
  ].join("\n");
}

export const currentLoad = () => loadavg();
