/**
 * Yacht silhouettes by type, drawn around their waterline's centre (0, 0), about 320 units long,
 * facing right. The hull catches the light of the scene; windows and the boot stripe stay dark.
 */
export type BoatType = "motor_yacht" | "sail_yacht" | "catamaran" | "speedboat" | "research_vessel" | "luxury_yacht";

type Colors = { hull: string; shade: string; dark: string; sail: string; sailShade: string; accent: string };

function motorYacht(c: Colors, long = false): string {
  const k = long ? 1.18 : 1;
  return `<path d="M${-150 * k} -6L${150 * k} -6Q${178 * k} -14 ${190 * k} -32L${-142 * k} -32Q${-152 * k} -20 ${-150 * k} -6Z" fill="${c.hull}"/>
<path d="M${-150 * k} -6L${150 * k} -6Q${165 * k} -10 ${172 * k} -16L${-149 * k} -16Z" fill="${c.dark}"/>
<path d="M${-112 * k} -32L${110 * k} -32L${84 * k} -62L${-98 * k} -62Z" fill="${c.hull}"/>
<path d="M${-100 * k} -38L${96 * k} -38L${80 * k} -54L${-90 * k} -54Z" fill="${c.dark}"/>
<path d="M${-78 * k} -62L${42 * k} -62L${28 * k} -84L${-66 * k} -84Z" fill="${c.shade}"/>
<path d="M${-60 * k} -68L${30 * k} -68L${22 * k} -78L${-52 * k} -78Z" fill="${c.dark}"/>
<path d="M${-40 * k} -84L${-30 * k} -84L${-20 * k} -112L${-26 * k} -112Z" fill="${c.shade}"/>
<rect x="${-120 * k}" y="-35" width="${300 * k}" height="3" fill="${c.accent}"/>`;
}

function sailYacht(c: Colors, mastHeight = 300, hull = 1): string {
  return `<path d="M${-130 * hull} -4L${122 * hull} -4Q${152 * hull} -10 ${164 * hull} -24L${-126 * hull} -24Q${-134 * hull} -14 ${-130 * hull} -4Z" fill="${c.hull}"/>
<path d="M${-130 * hull} -4L${122 * hull} -4Q${140 * hull} -8 ${148 * hull} -12L${-131 * hull} -12Z" fill="${c.dark}"/>
<path d="M-60 -24L40 -24L30 -40L-50 -40Z" fill="${c.shade}"/>
<path d="M-46 -28L26 -28L22 -34L-42 -34Z" fill="${c.dark}"/>
<rect x="-13" y="${-mastHeight}" width="4" height="${mastHeight - 24}" fill="${c.dark}"/>
<path d="M-15 ${-mastHeight + 12}Q-70 ${-mastHeight / 2} -128 -46L-15 -46Z" fill="${c.sail}"/>
<path d="M-15 ${-mastHeight + 12}Q-48 ${-mastHeight / 2} -78 -46L-15 -46Z" fill="${c.sailShade}" opacity=".35"/>
<path d="M-7 ${-mastHeight + 30}Q62 ${-mastHeight / 2.2} ${150 * hull} -26L-7 -44Z" fill="${c.sail}"/>
<path d="M-7 ${-mastHeight + 30}Q30 ${-mastHeight / 2.2} 60 -36L-7 -44Z" fill="${c.sailShade}" opacity=".25"/>`;
}

/**
 * Two hulls (issue 15): the far one shows a little higher and ahead of the near one, a dark tunnel
 * between them under the bridge deck, so the two bows read at any size.
 */
function catamaran(c: Colors): string {
  return `<path d="M-126 -18L164 -18Q182 -24 192 -42L-130 -42Z" fill="${c.shade}"/>
<path d="M-126 -18L164 -18Q176 -22 180 -26L-127 -26Z" fill="${c.dark}"/>
<path d="M-150 -4L142 -4Q160 -10 170 -28L-154 -28Z" fill="${c.hull}"/>
<path d="M-150 -4L142 -4Q152 -7 156 -11L-151 -11Z" fill="${c.dark}"/>
<path d="M-110 -42L120 -42L116 -48L-106 -48Z" fill="${c.dark}" opacity=".9"/>
<path d="M-122 -48L138 -48L144 -58L-126 -58Z" fill="${c.hull}"/>
<path d="M-104 -58L78 -58L56 -84L-84 -84Z" fill="${c.hull}"/>
<path d="M-92 -63L70 -63L54 -78L-76 -78Z" fill="${c.dark}"/>
<rect x="-8" y="-280" width="4" height="196" fill="${c.dark}"/>
<path d="M-10 -268Q-60 -170 -112 -88L-10 -88Z" fill="${c.sail}"/>
<path d="M-10 -268Q-40 -170 -66 -88L-10 -88Z" fill="${c.sailShade}" opacity=".3"/>
<path d="M-2 -250Q60 -150 150 -60L-2 -86Z" fill="${c.sail}"/>
<path d="M-100 -28L-96 -48M0 -28L2 -48M100 -28L104 -48" stroke="${c.dark}" stroke-width="5"/>`;
}

function speedboat(c: Colors): string {
  return `<path d="M-96 -2L74 -2Q104 -8 122 -26L-90 -26Q-98 -14 -96 -2Z" fill="${c.hull}"/>
<path d="M-96 -2L74 -2Q92 -6 100 -10L-97 -10Z" fill="${c.accent}"/>
<path d="M-12 -26L30 -26L12 -44L0 -44Z" fill="${c.dark}" opacity=".85"/>
<path d="M-60 -26L-20 -26L-24 -36L-56 -36Z" fill="${c.shade}"/>
<path d="M-96 -4Q-150 -10 -230 -2Q-150 4 -96 4Z" fill="#fff" opacity=".75"/>
<path d="M-90 -1Q-190 4 -330 14Q-180 8 -90 4Z" fill="#fff" opacity=".35"/>`;
}

function researchVessel(c: Colors): string {
  return `<path d="M-160 -6L150 -6Q176 -16 184 -40L-156 -40Q-162 -22 -160 -6Z" fill="${c.hull}"/>
<path d="M-160 -6L150 -6Q168 -12 174 -20L-161 -20Z" fill="${c.accent}"/>
<path d="M-40 -40L100 -40L92 -80L-30 -80Z" fill="${c.hull}"/>
<path d="M-28 -56L92 -56L88 -70L-24 -70Z" fill="${c.dark}"/>
<path d="M20 -80L60 -80L56 -100L24 -100Z" fill="${c.shade}"/>
<rect x="36" y="-150" width="4" height="50" fill="${c.dark}"/>
<path d="M-140 -40L-140 -110L-134 -110L-80 -40Z" fill="none" stroke="${c.dark}" stroke-width="5"/>
<path d="M-120 -60L-120 -40" stroke="${c.dark}" stroke-width="3"/>`;
}

export function boatSvg(type: BoatType, c: Colors): string {
  switch (type) {
    case "motor_yacht":
      return motorYacht(c);
    case "luxury_yacht":
      return motorYacht(c, true);
    case "sail_yacht":
      return sailYacht(c);
    case "catamaran":
      return catamaran(c);
    case "speedboat":
      return speedboat(c);
    case "research_vessel":
      return researchVessel(c);
  }
}

export type { Colors as BoatColors };
