import "./styles/base.css";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { startBackgroundServices } from "./boot/background.ts";
import { installAppSettleHandlers } from "./boot/settle-handlers.ts";
import { showStartFailure } from "./boot/start-failure.ts";
import { AppErrorBoundary } from "./components/status/app-error-boundary.tsx";
import { startSession } from "./lib/accounts/session.ts";
import { loadConsent } from "./lib/consent.ts";
import { activateLocale, i18n, initialLocale } from "./lib/i18n.ts";
import { watchInstallOffer } from "./lib/pwa/install-prompt.ts";
import { Provider, store } from "./lib/store.ts";
import { createAppRouter } from "./router.tsx";

async function start() {
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
  await activateLocale(initialLocale());
  const router = createAppRouter();
  const root = createRoot(rootElement);
  // A transition lets React yield while it renders the first page, so no single long task blocks
  // input (and the server's first paint of the home page stays up meanwhile).
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <Provider store={store}>
            <AppErrorBoundary>
              <RouterProvider router={router} />
            </AppErrorBoundary>
          </Provider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
  startBackgroundServices();
}

start().catch(showStartFailure);
