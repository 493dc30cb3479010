import { useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import type { Destination } from "../../../domain/catalogue/types.ts";
import { islands, lakeShore, mapAspect, pathOf, project } from "../../../domain/weather/lake-outline.ts";
import type { Verdict } from "../../../domain/weather/types.ts";
import { VerdictBadge } from "../../components/weather/weather-bits.tsx";
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
  // A dot is a shortcut for a pointer; the list beside the map is the way for keyboards and screen
  // readers (the map is one image to them), so the dots are not buttons of their own.
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const id = (event.target as Element).closest("[data-place]")?.getAttribute("data-place");
    if (id) onSelect(id);
  };
  return (
    <figure className={styles.figure}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the list of places beside the map is the keyboard's way to choose. */}
      <svg
        viewBox={`0 0 ${WIDTH} ${height.toFixed(0)}`}
        role="img"
        aria-label={t`Map of Lake Baikal with today's verdicts`}
        onClick={pick}
      >
        <rect width={WIDTH} height={height} className={styles.land} />
        <path d={pathOf(lakeShore, WIDTH)} className={styles.lake} />
        {islands.map((island) => (
          <path key={island[0]?.join()} d={pathOf(island, WIDTH)} className={styles.island} />
        ))}
        {places.map((place) => {
          const [x, y] = project([place.latitude, place.longitude], WIDTH);
          return (
            <g
              key={place.id}
              className={styles.place}
              data-place={place.id}
              data-verdict={verdicts.get(place.id) ?? "unknown"}
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
      <figcaption className={styles.legend}>
        <VerdictBadge verdict="good" />
        <VerdictBadge verdict="caution" />
        <VerdictBadge verdict="stay_ashore" />
      </figcaption>
    </figure>
  );
}
