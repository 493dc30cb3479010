import { createFileRoute } from "@tanstack/react-router";
import { ClubPage } from "../features/club/club-page.tsx";
import { clubSearchSchema } from "../features/club/club-search.ts";

export const Route = createFileRoute("/baikal-club")({
  validateSearch: clubSearchSchema,
  component: ClubRoute,
});

function ClubRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ClubPage
      search={search}
      onChange={(patch) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false })
      }
    />
  );
}
