import { createFileRoute } from "@tanstack/react-router";
import { WeatherPage } from "../features/weather/weather-page.tsx";
import { weatherSearchSchema } from "../features/weather/weather-search.ts";

export const Route = createFileRoute("/weather")({
  validateSearch: weatherSearchSchema,
  component: WeatherRoute,
});

function WeatherRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WeatherPage
      search={search}
      onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
