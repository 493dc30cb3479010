import { beforeEach } from "vitest";

/**
 * Browser tests run a second time when the first fails (decision record 059). The reporter then
 * shows only "retry x1"; this prints the first attempt's error, so a flaky step is named in the log.
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(({ task }) => {
    const errors = task.result?.errors ?? [];
    const detail = errors.map((error) => `${error.name ?? "Error"}: ${error.message}`).join("\n");
    console.error(`[failed attempt ${task.result?.retryCount ?? 0}] ${task.name}\n${detail}`);
  });
});
