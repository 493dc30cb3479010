import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import styles from "./membership-card.module.css";

/**
 * The card's QR code for the club's partners. The encoder (uqr, 4 KB gzipped in its own chunk) is loaded only
 * here, when a card is shown, so no other page pays for it; it runs on the device, offline too.
 */
export function QrCode({ value }: { value: string }) {
  const { t } = useLingui();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("uqr").then(({ renderSVG }) => {
      if (live) setSvg(renderSVG(value, { border: 1, ecc: "M" }));
    });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div
      className={styles.qr}
      role="img"
      aria-label={t`QR code of the club card, for partners to check`}
      // The SVG is made on the device from the card's own number and code; it holds no input of others.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup generated locally by the QR encoder
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
