import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { PAGE_SPINNER_DELAY_MS } from "../domain/shared/timings.ts";
import { RouteErrorScreen } from "./components/status/failure-screens.tsx";
import { NotFoundPage } from "./components/status/not-found-page.tsx";
import { PageSpinner } from "./components/status/page-spinner.tsx";
import { routeTree } from "./route-tree.gen.ts";

/**
 * Every page's code loads on demand (autoCodeSplitting); the spinner covers slow loads. The server
 * renders a page with a memory history and no scroll restoration (whose server part is an inline
 * script, which the page's policy forbids; decision record 066).
 */
export function createAppRouter(server?: { history: RouterHistory }) {
  return createRouter({
    routeTree,
    defaultPreload: "intent",
    defaultPendingComponent: PageSpinner,
    defaultPendingMs: PAGE_SPINNER_DELAY_MS,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: !server,
    ...(server ? { history: server.history, isServer: true } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
