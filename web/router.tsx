import { createRouter } from "@tanstack/react-router";
import { PAGE_SPINNER_DELAY_MS } from "../domain/shared/timings.ts";
import { RouteErrorScreen } from "./components/status/failure-screens.tsx";
import { NotFoundPage } from "./components/status/not-found-page.tsx";
import { PageSpinner } from "./components/status/page-spinner.tsx";
import { routeTree } from "./route-tree.gen.ts";

/** Every page's code loads on demand (autoCodeSplitting); the spinner covers slow loads. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: "intent",
    defaultPendingComponent: PageSpinner,
    defaultPendingMs: PAGE_SPINNER_DELAY_MS,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
