import { createRootRoute } from "@tanstack/react-router";
import { AppFailureScreen } from "../components/status/failure-screens.tsx";
import { NotFoundPage } from "../components/status/not-found-page.tsx";
import { RootLayout } from "../shell/root-layout.tsx";

export const Route = createRootRoute({
  component: RootLayout,
  errorComponent: AppFailureScreen,
  notFoundComponent: NotFoundPage,
});
