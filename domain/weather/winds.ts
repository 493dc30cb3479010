import type { Localized } from "../shared/localized.ts";

/**
 * The named winds of Lake Baikal: which direction brings which wind where, and what warns of it.
 * Kept here with both languages' texts because the weather pages, the wiki and the assistant all
 * tell sailors about them. Sources and the reading of each sector: decision record 074.
 */
export const namedWindIds = ["sarma", "gornaya", "barguzin", "kultuk", "verkhovik", "shelonnik"] as const;
export type NamedWindId = (typeof namedWindIds)[number];

export type NamedWind = {
  id: NamedWindId;
  name: Localized;
  /** Where it blows from, as sailors say it. */
  from: Localized;
  /** What it does on the water. */
  character: Localized;
  /** What to watch for before it comes. */
  signs: Localized;
  /** Gusts it is known to reach, m/s: the reason it is named at all. */
  knownGusts: number;
  /** Warn about it whenever it is likely, however light the forecast: it arrives within minutes. */
  suddenAndViolent: boolean;
};

const l = (en: string, ru: string): Localized => ({ en, ru });

export const namedWinds: Record<NamedWindId, NamedWind> = {
  sarma: {
    id: "sarma",
    name: l("Sarma", "Сарма"),
    from: l("north-west, down the Sarma valley onto the Small Sea", "северо-запад, из долины Сармы на Малое Море"),
    character: l(
      "The most dangerous wind of the lake: it falls on the Small Sea within minutes, gusts above 40 m/s, waves up to 4 m.",
      "Самый опасный ветер Байкала: обрушивается на Малое Море за минуты, порывы свыше 40 м/с, волна до 4 м.",
    ),
    signs: l(
      "A cloud cap on the Primorsky ridge over the Sarma gorge, a sudden calm and a fall in pressure, a cold draught from the valley.",
      "Шапка облаков на Приморском хребте над ущельем Сармы, внезапное затишье и падение давления, холодный ток воздуха из долины.",
    ),
    knownGusts: 40,
    suddenAndViolent: true,
  },
  gornaya: {
    id: "gornaya",
    name: l("Gornaya", "Горная"),
    from: l(
      "north-west and west, off the mountains of the western shore",
      "северо-запад и запад, с гор западного берега",
    ),
    character: l(
      "A squall off the coastal ridges: sudden, gusty, pushes boats away from the western shore, often in autumn.",
      "Шквал с прибрежных хребтов: внезапный и порывистый, уносит суда от западного берега, чаще осенью.",
    ),
    signs: l(
      "Clouds piling on the ridges, then a clear sky above them, and dark ripples racing off the shore.",
      "Облака на гребнях хребтов, затем просвет над ними и тёмная рябь, бегущая от берега.",
    ),
    knownGusts: 30,
    suddenAndViolent: true,
  },
  barguzin: {
    id: "barguzin",
    name: l("Barguzin", "Баргузин"),
    from: l("east-north-east, out of the Barguzin valley", "восток-северо-восток, из Баргузинской долины"),
    character: l(
      "A steady, even wind across the middle of the lake; fair weather, a long swell on the western shore.",
      "Ровный устойчивый ветер поперёк средней части озера; ясная погода, длинная волна у западного берега.",
    ),
    signs: l(
      "A clear sky over the Barguzin range and a slowly rising wind from the east in the morning.",
      "Ясное небо над Баргузинским хребтом и медленно крепнущий утренний ветер с востока.",
    ),
    knownGusts: 20,
    suddenAndViolent: false,
  },
  kultuk: {
    id: "kultuk",
    name: l("Kultuk", "Култук"),
    from: l("south-west, from the lake's southern end at Kultuk", "юго-запад, с южной оконечности озера у Култука"),
    character: l(
      "Blows along the lake for days, brings cloud and rain; a short steep sea in the southern basin.",
      "Дует вдоль озера по нескольку дней, несёт облачность и дождь; короткая крутая волна в южной котловине.",
    ),
    signs: l(
      "Cloud over the Khamar-Daban peaks, a haze in the south-west and a falling barometer.",
      "Облака над вершинами Хамар-Дабана, дымка на юго-западе и падающий барометр.",
    ),
    knownGusts: 25,
    suddenAndViolent: false,
  },
  verkhovik: {
    id: "verkhovik",
    name: l("Verkhovik (Angara)", "Верховик (Ангара)"),
    from: l(
      "north and north-east, along the lake from its upper end",
      "север и северо-восток, вдоль озера с его верхнего конца",
    ),
    character: l(
      "Runs the whole length of the lake in clear weather; the highest waves of the open water, for days on end.",
      "Проходит по всей длине озера в ясную погоду; самые высокие волны открытой воды, по нескольку суток.",
    ),
    signs: l(
      "A cold clear sky in the north, a rising swell before the wind itself arrives.",
      "Холодное ясное небо на севере, зыбь приходит раньше самого ветра.",
    ),
    knownGusts: 25,
    suddenAndViolent: false,
  },
  shelonnik: {
    id: "shelonnik",
    name: l("Shelonnik", "Шелонник"),
    from: l(
      "south-east, from the Khamar-Daban and the Selenga valley",
      "юго-восток, с Хамар-Дабана и из долины Селенги",
    ),
    character: l(
      "A warm, gusty wind of late summer and autumn, strongest in the southern and middle basins.",
      "Тёплый порывистый ветер конца лета и осени, сильнее всего в южной и средней котловинах.",
    ),
    signs: l(
      "A warm dry air from the south-east, clouds streaming off the Khamar-Daban.",
      "Тёплый сухой воздух с юго-востока, облака, стекающие с Хамар-Дабана.",
    ),
    knownGusts: 25,
    suddenAndViolent: false,
  },
};

/** The Small Sea (Maloye More) between Olkhon and the western shore, where a north-westerly is Sarma. */
const SMALL_SEA = { latMin: 52.75, latMax: 53.5, lonMin: 106.4, lonMax: 107.45 } as const;

export function inSmallSea(lat: number, lon: number): boolean {
  return lat >= SMALL_SEA.latMin && lat <= SMALL_SEA.latMax && lon >= SMALL_SEA.lonMin && lon <= SMALL_SEA.lonMax;
}

/**
 * The named wind a direction (degrees, where it blows from) most likely is at a place, or null for
 * a southerly, which has no name of its own here. Sectors: decision record 074.
 */
export function namedWindAt(direction: number, lat: number, lon: number): NamedWindId | null {
  const d = ((direction % 360) + 360) % 360;
  if (d >= 280 && d < 345 && inSmallSea(lat, lon)) return "sarma";
  if (d >= 250 && d < 345) return "gornaya";
  if (d >= 345 || d < 60) return "verkhovik";
  if (d < 110) return "barguzin";
  if (d < 170) return "shelonnik";
  if (d >= 195) return "kultuk";
  return null;
}
