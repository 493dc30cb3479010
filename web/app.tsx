import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, useEffect, useRef, useState } from "react";
import type { FirstScreenRows } from "../domain/shell/first-screen.ts";
import { AppErrorBoundary } from "./components/status/app-error-boundary.tsx";
import { FirstScreenRowsContext } from "./lib/first-screen.ts";
import { Provider } from "./lib/store.ts";
import type { AppRouter } from "./router.tsx";

type Store = Parameters<typeof Provider>[0]["store"];

/**
 * The whole app, as the browser renders it and as the server renders a page's first screen
 * (web/entry-server.tsx, decision record 066). `rows` are the rows the server rendered the page
 * from: they stand in for the device's copy on that page only, and are dropped at the first move
 * to another path.
 */
export function App({
  router,
  i18n,
  store,
  rows,
  onCommitted,
}: {
  router: AppRouter;
  i18n: I18n;
  store: Store;
  rows: FirstScreenRows | null;
  /** Called once the first render is on the page (in the browser, after taking over the server's HTML). */
  onCommitted?: () => void;
}) {
  const [firstRows, setFirstRows] = useState(rows);
  const committed = useRef(false);
  useEffect(() => {
    if (committed.current) return;
    committed.current = true;
    // The page is the app's now (its handlers attached): tests and benches wait for this mark.
    document.documentElement.dataset.ready = "true";
    onCommitted?.();
  }, [onCommitted]);
  useEffect(() => {
    if (!firstRows) return;
    return router.subscribe("onBeforeNavigate", ({ pathChanged }) => {
      if (pathChanged) setFirstRows(null);
    });
  }, [router, firstRows]);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Provider store={store}>
          <FirstScreenRowsContext value={firstRows}>
            <AppErrorBoundary>
              <RouterProvider router={router} />
            </AppErrorBoundary>
          </FirstScreenRowsContext>
        </Provider>
      </I18nProvider>
    </StrictMode>
  );
}
