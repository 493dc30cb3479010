/**
 * The weather page's address: the place shown (a destination id) and the day whose hours are open
 * (`YYYY-MM-DD`). Anything else is dropped, not an error page.
 */
export type WeatherSearch = { place?: string; day?: string };

export function weatherSearchSchema(raw: Record<string, unknown>): WeatherSearch {
  return {
    ...(typeof raw.place === "string" && /^[a-z0-9-]{1,64}$/.test(raw.place) ? { place: raw.place } : {}),
    ...(typeof raw.day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(raw.day) ? { day: raw.day } : {}),
  };
}
