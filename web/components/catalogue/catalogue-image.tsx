import { useState } from "react";
import { imageUrl } from "../../../domain/shared/images.ts";
import styles from "./catalogue-image.module.css";

/**
 * A catalogue illustration (SVG shipped with the app, decision record 021). It keeps its shape while
 * loading, and a picture that cannot load offline leaves a calm lake-coloured frame, not a broken icon.
 * `priority` marks the page's largest picture: fetched first, and preloaded by the server's HTML,
 * which names the first `fetchpriority="high"` picture it rendered (decision record 066).
 */
export function CatalogueImage({
  image,
  alt,
  ratio = "3 / 2",
  eager = false,
  priority = false,
  className,
}: {
  image: string;
  alt: string;
  ratio?: string;
  eager?: boolean;
  priority?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={`${styles.frame} ${className ?? ""}`} style={{ aspectRatio: ratio }}>
      {failed ? null : (
        <img
          src={imageUrl(image)}
          alt={alt}
          loading={eager || priority ? "eager" : "lazy"}
          {...(priority ? { fetchPriority: "high" as const } : {})}
          decoding="async"
          width={1200}
          height={800}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
