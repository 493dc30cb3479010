import "./styles/base.css";

/**
 * The entry: the page's first screen is already in the HTML (decision record 066), so the browser
 * paints it before the app's scripts run (decision record 072). The app's code (web/boot/start.tsx,
 * the framework, the shell) is announced in the HTML with modulepreload, so it downloads beside this
 * file and runs right after the first frame. The worker's cached shell has nothing to paint: the
 * app starts at once.
 */
function afterFirstPaint(): Promise<void> {
  if (!document.getElementById("root")?.firstElementChild) return Promise.resolve();
  return new Promise((resolve) => {
    // A task queued in a frame's animation callback runs once that frame is painted; a hidden tab
    // paints no frame, so the app does not wait for one longer than a moment.
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

afterFirstPaint()
  .then(() => import("./boot/start.tsx"))
  .then(({ start }) => start())
  .catch(async (error: unknown) => (await import("./boot/start-failure.ts")).showStartFailure(error));
