import { Camera, Compass, GraduationCap, LifeBuoy, Sailboat, UtensilsCrossed } from "lucide-react";
import type { ServiceIcon as Icon } from "../../../domain/home/types.ts";

const icons = {
  crew: Compass,
  charters: Sailboat,
  training: GraduationCap,
  safety: LifeBuoy,
  catering: UtensilsCrossed,
  photography: Camera,
} satisfies Record<Icon, unknown>;

/** The picture of a service category, named by the data (icon). */
export function ServiceIcon({ icon, size = 24 }: { icon: Icon; size?: number }) {
  const Component = icons[icon] ?? Compass;
  return <Component size={size} aria-hidden="true" />;
}
