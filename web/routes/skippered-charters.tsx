import { createFileRoute } from "@tanstack/react-router";
import { yachtSearchSchema } from "../features/catalogue/yachts/yacht-search.ts";
import { SkipperedChartersPage } from "../features/catalogue/yachts/yachts-page.tsx";

export const Route = createFileRoute("/skippered-charters")({
  validateSearch: yachtSearchSchema,
  component: SkipperedChartersRoute,
});

function SkipperedChartersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SkipperedChartersPage
      search={search}
      onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
