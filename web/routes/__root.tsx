import { createRootRoute } from "@tanstack/react-router";
import { RootLayout } from "../components/shell/root-layout.tsx";
import { AppFailureScreen } from "../components/status/failure-screens.tsx";
import { NotFoundPage } from "../components/status/not-found-page.tsx";

export const Route = createRootRoute({
  component: RootLayout,
  errorComponent: AppFailureScreen,
  notFoundComponent: NotFoundPage,
});
