import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { CatalogueImage } from "../../../components/catalogue/catalogue-image.tsx";
import styles from "./yacht-gallery.module.css";

/** The yacht's pictures: one large, the others as buttons that bring them forward. */
export function YachtGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return null;
  return (
    <div className={styles.gallery}>
      <CatalogueImage
        image={shown}
        alt={t`${name}, picture ${current + 1} of ${images.length}`}
        ratio="16 / 9"
        priority={current === 0}
        eager
        className={styles.main}
      />
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === current}
                aria-label={t`Show picture ${index + 1} of ${images.length}`}
                onClick={() => setCurrent(index)}
              >
                <CatalogueImage image={image} alt="" ratio="3 / 2" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
