import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, ShieldX } from "lucide-react";
import { useEffect, useState } from "react";
import { tierOffer } from "../../../domain/club/offer.ts";
import type { ClubTier } from "../../../domain/club/types.ts";
import { Notice } from "../../components/ui/notice.tsx";
import { api } from "../../lib/api.ts";

/** What a partner sees after scanning a member's QR code: whether the card is good today. */
type Check = { valid: boolean; tier: ClubTier | null; validUntil: string | null };

export function CardCheck({ card }: { card: string }) {
  const { t } = useLingui();
  const [check, setCheck] = useState<Check | "pending" | "failed">("pending");
  useEffect(() => {
    let live = true;
    setCheck("pending");
    api<Check>(`/api/club/cards/check?card=${encodeURIComponent(card)}`).then(
      (answer) => live && setCheck(answer),
      () => live && setCheck("failed"),
    );
    return () => {
      live = false;
    };
  }, [card]);
  if (check === "pending") {
    return (
      <Notice role="status">
        <Trans>Checking the card…</Trans>
      </Notice>
    );
  }
  if (check === "failed" || !check.valid || !check.tier) {
    return (
      <Notice tone="danger" role="alert" icon={<ShieldX size={18} />}>
        <Trans>This club card is not valid today, or could not be checked (a check needs a connection).</Trans>
      </Notice>
    );
  }
  const tier = t(tierOffer(check.tier).name);
  const until = check.validUntil ?? "";
  return (
    <Notice role="status" icon={<BadgeCheck size={18} />}>
      <Trans>
        Valid club card: {tier}, until {until}.
      </Trans>
    </Notice>
  );
}
