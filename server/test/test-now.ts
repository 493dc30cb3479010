/**
 * `TEST_NOW=2027-09-15T10:00:00+08:00 npm test` runs the tests as if on that day (decision record
 * 056), so a test that leans on the day it runs fails now instead of some morning next year.
 * Imported first (a vitest setup file; `node --import` for the browser tests' server), it moves this
 * process's Date there, still ticking. The first process to read TEST_NOW leaves the offset in
 * TEST_CLOCK_OFFSET_MS, so the processes it starts, and the pages it opens, share its clock.
 * Without TEST_NOW: no change.
 */

/**
 * Moves Date (`new Date()`, `Date.now()`, `Date()`) by `offsetMs`, leaving timers alone. Self-contained,
 * so that the browser tests can hand it to each page as an init script.
 */
export function shiftDate(offsetMs: number): void {
  const RealDate = globalThis.Date;
  const now = () => RealDate.now() + offsetMs;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === "now" ? now : Reflect.get(target, key, receiver)),
  });
}

/** The offset in milliseconds, or null when the tests run on the real clock. */
export function testClockOffset(): number | null {
  const known = process.env.TEST_CLOCK_OFFSET_MS;
  if (known) return Number(known);
  const now = process.env.TEST_NOW;
  if (!now) return null;
  const at = Date.parse(now);
  if (Number.isNaN(at)) throw new Error(`TEST_NOW is not a date: ${now}`);
  const offset = at - Date.now();
  process.env.TEST_CLOCK_OFFSET_MS = String(offset);
  return offset;
}

// Once per process: vitest evaluates setup files again for every test file in a worker.
const shifted = Symbol.for("baikal.test-now");
const scope = globalThis as typeof globalThis & { [shifted]?: true };
const offset = testClockOffset();
if (offset !== null && !scope[shifted]) {
  scope[shifted] = true;
  shiftDate(offset);
}
