import { useLingui } from "@lingui/react/macro";
import type { Destination } from "../../../../domain/catalogue/types.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import { useLocale } from "../../../lib/catalogue/use-catalogue.ts";
import { formatNumber } from "../../../lib/format.ts";
import styles from "./lake-map.module.css";
import { islands, lakeShore, mapAspect, pathOf, project } from "./lake-outline.ts";

const WIDTH = 400;

/**
 * Where places lie on the lake: the shoreline, the other places as dots, the chosen ones as pins
 * (named when there is one, numbered in order for a trip's route).
 */
export function LakeMap({ pins, others = [] }: { pins: Destination[]; others?: Destination[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const height = WIDTH / mapAspect;
  const pinned = new Set(pins.map((p) => p.id));
  const single = pins.length === 1 ? pins[0] : undefined;
  const names = pins.map((p) => localized(p.name, locale)).join(", ");
  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${WIDTH} ${height.toFixed(0)}`} role="img" aria-label={t`${names} on the map of Lake Baikal`}>
        <defs>
          <linearGradient id="lake-water" x1="0" y1="1" x2="1" y2="0">
            <stop offset="0" stopColor="#2b86bd" />
            <stop offset="1" stopColor="#47bfcc" />
          </linearGradient>
        </defs>
        <rect width={WIDTH} height={height} className={styles.land} />
        <path d={pathOf(lakeShore, WIDTH)} fill="url(#lake-water)" className={styles.lake} />
        {islands.map((island) => (
          <path key={island[0]?.join()} d={pathOf(island, WIDTH)} className={styles.island} />
        ))}
        {others
          .filter((other) => !pinned.has(other.id))
          .map((other) => {
            const [ox, oy] = project([other.latitude, other.longitude], WIDTH);
            return <circle key={other.id} cx={ox} cy={oy} r={3.5} className={styles.dot} />;
          })}
        {pins.map((place, index) => {
          const [x, y] = project([place.latitude, place.longitude], WIDTH);
          const labelLeft = x > WIDTH * 0.6;
          return (
            <g key={place.id} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
              {single ? <circle r={14} className={styles.halo} /> : null}
              <path d="M0 0 C -6 -9 -9 -13 -9 -18 A 9 9 0 1 1 9 -18 C 9 -13 6 -9 0 0 Z" className={styles.pin} />
              {single ? (
                <>
                  <circle cy={-18} r={3.5} fill="#fff" />
                  <text
                    x={labelLeft ? -14 : 14}
                    y={-14}
                    textAnchor={labelLeft ? "end" : "start"}
                    className={styles.label}
                  >
                    {localized(place.name, locale)}
                  </text>
                </>
              ) : (
                <text y={-14} textAnchor="middle" className={styles.number}>
                  {index + 1}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {single ? (
        <figcaption className={styles.caption}>
          {formatNumber(single.latitude, locale, { maximumFractionDigits: 3 })}° N,{" "}
          {formatNumber(single.longitude, locale, { maximumFractionDigits: 3 })}° E
        </figcaption>
      ) : (
        <figcaption className={styles.caption}>
          <ol className={styles.legend}>
            {pins.map((place) => (
              <li key={place.id}>{localized(place.name, locale)}</li>
            ))}
          </ol>
        </figcaption>
      )}
    </figure>
  );
}
