import "./styles/base.css";
import { APP_MODULES_ELEMENT_ID, parseAppModules, START_AFTER_LOAD_CAP_MS } from "../domain/shell/app-modules.ts";
import { keepEarlyClicks } from "./lib/early-clicks.ts";

/**
 * The entry: the page's first screen is already in the HTML (decision record 066), so the browser
 * paints it before the app's scripts run (decision record 072). On a server-rendered page the
 * app's code (web/boot/start.tsx, the framework, the shell, the page's chunks) is not preloaded
 * with the document: its picture and styles get the connection first, and the app is announced
 * and started once the page has loaded (at most START_AFTER_LOAD_CAP_MS from now). Meanwhile
 * links work as links and a tap on a button is kept and replayed (web/lib/early-clicks.ts). The
 * worker's cached shell has nothing to paint: the app starts at once.
 */
function afterPageLoad(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, START_AFTER_LOAD_CAP_MS);
    // The task after the load event's: what the app asks for comes after the page has loaded.
    window.addEventListener(
      "load",
      () => {
        clearTimeout(timer);
        setTimeout(resolve, 0);
      },
      { once: true },
    );
  });
}

/** The app's scripts, announced together so they download side by side, not in waves. */
function announceAppModules(): void {
  const hrefs = parseAppModules(document.getElementById(APP_MODULES_ELEMENT_ID)?.textContent);
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

const serverRendered = document.getElementById("root")?.firstElementChild != null;
if (serverRendered) keepEarlyClicks();

(serverRendered ? afterPageLoad().then(announceAppModules) : Promise.resolve())
  .then(() => import("./boot/start.tsx"))
  .then(({ start }) => start())
  .catch(async (error: unknown) => (await import("./boot/start-failure.ts")).showStartFailure(error));
