import { createFileRoute } from "@tanstack/react-router";
import { yachtSearchSchema } from "../features/catalogue/yachts/yacht-search.ts";
import { YachtsPage } from "../features/catalogue/yachts/yachts-page.tsx";

export const Route = createFileRoute("/yachts/")({
  validateSearch: yachtSearchSchema,
  component: YachtsRoute,
});

function YachtsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <YachtsPage
      search={search}
      onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
