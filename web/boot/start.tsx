import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { isLocale } from "../../domain/shared/locale.ts";
import { App } from "../app.tsx";
import { startSession } from "../lib/accounts/session.ts";
import { loadConsent } from "../lib/consent.ts";
import { firstScreen } from "../lib/first-screen.ts";
import { activateLocale, i18n, initialLocale } from "../lib/i18n.ts";
import { watchInstallOffer } from "../lib/pwa/install-prompt.ts";
import { store } from "../lib/store.ts";
import { loadDevice, loadDeviceAfterPageLoad } from "../lib/use-live-query.ts";
import { createAppRouter } from "../router.tsx";
import { startBackgroundServices } from "./background.ts";
import { installAppSettleHandlers } from "./settle-handlers.ts";
import { showStartFailure } from "./start-failure.ts";

/**
 * The app's start, loaded by web/main.tsx once the server's HTML has been painted: it takes that
 * HTML over (decision record 066), or renders the page itself in the worker's cached shell.
 */
async function startApp() {
  // The install offer can come before anything else is ready.
  watchInstallOffer();
  document.documentElement.dataset.build = __BUILD_ID__;
  const rootElement = document.getElementById("root");
  if (!rootElement) throw new Error("The page has no #root element to start the app in.");
  loadConsent();
  // Before anything can be sent, so that every settled write reaches its handler.
  installAppSettleHandlers();
  // Who is logged in: asked now, beside the catalog, so the header knows by the first paint.
  startSession();
  // The server rendered this page's first screen (decision record 066): the app takes that HTML
  // over in the language the server chose. The worker's cached shell has an empty #root.
  const screen = firstScreen();
  const serverLang = document.documentElement.lang;
  const hydrate = rootElement.firstElementChild !== null && screen?.path === location.pathname && isLocale(serverLang);
  await activateLocale(hydrate && isLocale(serverLang) ? serverLang : initialLocale());
  const router = createAppRouter();
  // A transition lets React yield while it renders (or takes over) the first page, so no single
  // long task blocks input.
  if (hydrate) {
    // The server's rows show the page: the device database waits for the load event.
    loadDeviceAfterPageLoad();
    // The page's code is loaded first, so the first render is the page itself, as the server rendered it.
    await router.load();
    router.ssr = { manifest: undefined };
    // What runs beside the screens (the sync, the worker) starts once the HTML is taken over: a
    // store it changed midway would make the app's render differ from the server's.
    const app = (
      <App router={router} i18n={i18n} store={store} rows={screen.rows ?? null} onCommitted={startBackgroundServices} />
    );
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    // Nothing on the page yet: the device database loads at once, beside the first render.
    void loadDevice();
    const root = createRoot(rootElement);
    startTransition(() => root.render(<App router={router} i18n={i18n} store={store} rows={null} />));
    startBackgroundServices();
  }
}

export function start(): Promise<void> {
  return startApp().catch(showStartFailure);
}
