import { useDestination } from "../../lib/catalogue/use-catalogue.ts";
import { ForecastPanel } from "./forecast-panel.tsx";

/**
 * The forecast at a place of the catalogue known by id (a yacht's home harbour) for chosen dates:
 * what the booking flow shows beside its dates. Nothing while the place is read or unknown.
 */
export function HarbourForecast({ placeId, from, to }: { placeId: string; from: string; to: string }) {
  const place = useDestination(placeId);
  if (!place) return null;
  return <ForecastPanel place={place} from={from} to={to} harbour />;
}
