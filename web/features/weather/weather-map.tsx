import { useLingui } from "@lingui/react/macro";
import type { Destination } from "../../../domain/catalogue/types.ts";
import { islands, lakeShore, mapAspect, pathOf, project } from "../../../domain/weather/lake-outline.ts";
import type { Verdict } from "../../../domain/weather/types.ts";
import styles from "./weather-map.module.css";

const WIDTH = 400;

/**
 * The lake drawn from its outline (no tiles: it works offline) with each place as a dot coloured by
 * today's verdict; the chosen place ringed and named. A dot is a link to that place's forecast.
 */
export function WeatherMap({
  places,
  verdicts,
  selected,
  locale,
  onSelect,
}: {
  places: readonly Destination[];
  verdicts: Map<string, Verdict>;
  selected: string | undefined;
  locale: "en" | "ru";
  onSelect: (id: string) => void;
}) {
  const { t } = useLingui();
  const height = WIDTH / mapAspect;
  const chosen = places.find((p) => p.id === selected);
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height.toFixed(0)}`}
        role="img"
        aria-label={t`Map of Lake Baikal with today's verdicts`}
      >
        <rect width={WIDTH} height={height} className={styles.land} />
        <path d={pathOf(lakeShore, WIDTH)} className={styles.lake} />
        {islands.map((island) => (
          <path key={island[0]?.join()} d={pathOf(island, WIDTH)} className={styles.island} />
        ))}
        {places.map((place) => {
          const [x, y] = project([place.latitude, place.longitude], WIDTH);
          const name = place.name[locale];
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG dot cannot be a <button>; the list beside it is the keyboard's way.
            <g
              key={place.id}
              role="button"
              tabIndex={-1}
              aria-label={name}
              className={styles.place}
              data-verdict={verdicts.get(place.id) ?? "unknown"}
              onClick={() => onSelect(place.id)}
              onKeyDown={(event) => event.key === "Enter" && onSelect(place.id)}
            >
              {place.id === selected ? <circle cx={x} cy={y} r={13} className={styles.ring} /> : null}
              <circle cx={x} cy={y} r={8} className={styles.dot} />
            </g>
          );
        })}
        {chosen
          ? (() => {
              const [x, y] = project([chosen.latitude, chosen.longitude], WIDTH);
              const left = x > WIDTH * 0.55;
              return (
                <text x={left ? x - 17 : x + 17} y={y + 4} textAnchor={left ? "end" : "start"} className={styles.label}>
                  {chosen.name[locale]}
                </text>
              );
            })()
          : null}
      </svg>
    </figure>
  );
}
