import { createFileRoute } from "@tanstack/react-router";
import { plannedPageAt } from "../../domain/shell/planned-pages.ts";
import { NotFoundPage } from "../components/status/not-found-page.tsx";
import { PlannedPageView } from "../shell/planned-page.tsx";

/** Every path no other route takes: a spec page still to come, or the not-found page. */
export const Route = createFileRoute("/$")({ component: UnmatchedRoute });

function UnmatchedRoute() {
  const { _splat } = Route.useParams();
  const page = plannedPageAt(`/${_splat ?? ""}`);
  return page ? <PlannedPageView page={page} /> : <NotFoundPage />;
}
