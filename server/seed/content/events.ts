import type { AnnualSpan } from "../../../domain/catalogue/sailing-season.ts";
import type { EventCategory, EventDifficulty, EventRegion, EventType } from "../../../domain/events/types.ts";
import type { Localized } from "../../../domain/shared/localized.ts";

/**
 * The sample events of issue 16: the lake's year of sailing, from the ice regattas of February and
 * March to the open-water season (June to mid-October) and the talks of the autumn. Their days come
 * back every year and are placed from the day the seed runs (server/seed/events.ts; decision record
 * 055): on their next occurrence, or, for the few marked `held`, on their last one, so a calendar
 * always shows the coming year and a few events already held, with their comments.
 */
export type EventSeed = {
  id: string;
  title: Localized;
  description: Localized;
  dates: AnnualSpan;
  location: Localized;
  destinationId: string | null;
  /** Where it is when no destination of the catalogue is (a club in town). */
  coordinates?: [number, number];
  category: EventCategory;
  type: EventType;
  region: EventRegion;
  difficulty: EventDifficulty;
  maxParticipants: number;
  entryFeeRub: number | null;
  boatClasses: string[];
  sponsor: string | null;
  prizes: Localized | null;
  organizer: Localized;
  comments?: { author: string; text: string; daysAfterStart: number }[];
  /** On the ice: the destination's summer picture would mislead, so the event shows none. */
  onIce?: true;
  /** Shown as held already: placed on its last occurrence that is over. */
  held?: true;
};

const l = (en: string, ru: string): Localized => ({ en, ru });

const club = l("Baikal Sailing Club", "Байкальский яхт-клуб");
const iceClub = l("Irkutsk Ice Yachting Federation", "Федерация буерного спорта Иркутской области");
const portal = l("Baikal Yachts", "Яхты Байкала");

export const eventSeeds: EventSeed[] = [
  {
    id: "ice-sailing-camp",
    held: true,
    onIce: true,
    title: l("Ice sailing training camp", "Учебные сборы по буерному спорту"),
    description: l(
      "A week on the frozen Small Sea: rigging an ice yacht, steering on clear ice, starts and marks, and safety on the ice with a rescue drill. Ice yachts and helmets are provided.",
      "Неделя на льду Малого моря: вооружение буера, управление на прозрачном льду, старты и знаки, безопасность на льду и отработка спасения. Буеры и шлемы выдаются.",
    ),
    dates: { from: "02-14", to: "02-20" },
    location: l("Small Sea, near Kurkut Bay", "Малое море, у залива Куркут"),
    destinationId: "small-sea",
    category: "trainingCamp",
    type: "dinghy",
    region: "baikal",
    difficulty: "beginner",
    maxParticipants: 16,
    entryFeeRub: 18000,
    boatClasses: ["DN", "Ice Optimist"],
    sponsor: null,
    prizes: null,
    organizer: iceClub,
    comments: [
      { author: "Irina", text: "The ice was like glass this year. Bring crampons!", daysAfterStart: 3 },
      { author: "Дмитрий", text: "Отличные сборы, инструкторы терпеливые. Приеду ещё.", daysAfterStart: 7 },
    ],
  },
  {
    id: "baikal-ice-regatta",
    onIce: true,
    title: l("Baikal Ice Regatta", "Байкальская ледовая регата"),
    description: l(
      "The lake's classic ice yacht race off Listvyanka: fleet races in the DN and Monotype XV classes on the ice of the Angara's source, with a spectator area on the shore.",
      "Классическая буерная регата Байкала у Листвянки: флотские гонки в классах DN и «Монотип XV» на льду у истока Ангары, со зрительской зоной на берегу.",
    ),
    dates: { from: "03-06", to: "03-08" },
    location: l("Listvyanka, the ice off the harbour", "Листвянка, лёд напротив гавани"),
    destinationId: "listvyanka",
    category: "regatta",
    type: "oneDesign",
    region: "baikal",
    difficulty: "advanced",
    maxParticipants: 40,
    entryFeeRub: 5000,
    boatClasses: ["DN", "Monotype XV"],
    sponsor: "Irkutsk Energy",
    prizes: l("Cups for the first three in each class", "Кубки первым трём в каждом классе"),
    organizer: iceClub,
  },
  {
    id: "olkhon-ice-cup",
    onIce: true,
    title: l("Olkhon Ice Cup", "Кубок Ольхона на льду"),
    description: l(
      "Match races on ice yachts between Khuzhir and the Shaman Rock, two boats at a time, knock-out to the final.",
      "Матчевые гонки на буерах между Хужиром и скалой Шаманкой: по две лодки, на выбывание до финала.",
    ),
    dates: { from: "03-20", to: "03-21" },
    location: l("Khuzhir, Olkhon Island", "Хужир, остров Ольхон"),
    destinationId: "olkhon-khuzhir",
    category: "cup",
    type: "match",
    region: "baikal",
    difficulty: "advanced",
    maxParticipants: 12,
    entryFeeRub: null,
    boatClasses: ["DN"],
    sponsor: null,
    prizes: l("The Olkhon Cup and a carved omul", "Кубок Ольхона и резной омуль"),
    organizer: iceClub,
  },
  {
    id: "irkutsk-boat-show",
    title: l("Irkutsk Boat Show", "Иркутская выставка яхт и катеров"),
    description: l(
      "Yachts, motor boats, engines and gear for the coming season, with talks by the lake's charter skippers.",
      "Яхты, катера, моторы и снаряжение к новому сезону, с рассказами шкиперов чартеров Байкала.",
    ),
    dates: { from: "04-17", to: "04-19" },
    location: l("Sibexpocentre, Irkutsk", "Сибэкспоцентр, Иркутск"),
    destinationId: null,
    coordinates: [52.2719, 104.2434],
    category: "exhibition",
    type: "cruiseRacing",
    region: "regional",
    difficulty: "beginner",
    maxParticipants: 500,
    entryFeeRub: null,
    boatClasses: [],
    sponsor: "Sibexpocentre",
    prizes: null,
    organizer: portal,
  },
  {
    id: "navigation-workshop",
    title: l("Navigation and weather on Baikal", "Навигация и погода на Байкале"),
    description: l(
      "An evening workshop before the season: the lake's named winds (sarma, kultuk, barguzin), reading a forecast, charts of the coast and where to shelter.",
      "Вечерний семинар перед сезоном: ветры Байкала (сарма, култук, баргузин), чтение прогноза, карты побережья и где укрыться.",
    ),
    dates: { from: "05-16", to: "05-16" },
    location: l("Yacht club, Irkutsk reservoir", "Яхт-клуб на Иркутском водохранилище"),
    destinationId: null,
    coordinates: [52.2206, 104.3419],
    category: "workshop",
    type: "cruiseRacing",
    region: "local",
    difficulty: "beginner",
    maxParticipants: 30,
    entryFeeRub: 1500,
    boatClasses: [],
    sponsor: null,
    prizes: null,
    organizer: club,
  },
  {
    id: "season-opening-festival",
    title: l("Opening of the sailing season", "Открытие парусного сезона"),
    description: l(
      "The yachts go back into the water: a parade of sail past Port Baikal, trial sails for guests, and a fish soup on the shore.",
      "Яхты снова на воде: парад парусов у Порта Байкал, пробные выходы для гостей и уха на берегу.",
    ),
    dates: { from: "06-06", to: "06-07" },
    location: l("Port Baikal", "Порт Байкал"),
    destinationId: "port-baikal",
    category: "festival",
    type: "cruiseRacing",
    region: "baikal",
    difficulty: "beginner",
    maxParticipants: 60,
    entryFeeRub: null,
    boatClasses: ["Cruiser", "Catamaran"],
    sponsor: null,
    prizes: null,
    organizer: club,
  },
  {
    id: "listvyanka-j70-cup",
    title: l("Listvyanka J/70 Cup", "Кубок Листвянки в классе J/70"),
    description: l(
      "One-design racing in J/70 keelboats provided by the club: short windward-leeward races in front of the village.",
      "Гонки монотипов J/70, лодки предоставляет клуб: короткие гонки «лавировка — фордевинд» напротив посёлка.",
    ),
    dates: { from: "06-20", to: "06-21" },
    location: l("Listvyanka", "Листвянка"),
    destinationId: "listvyanka",
    category: "cup",
    type: "oneDesign",
    region: "baikal",
    difficulty: "intermediate",
    maxParticipants: 8,
    entryFeeRub: 8000,
    boatClasses: ["J/70"],
    sponsor: null,
    prizes: l("The Listvyanka Cup", "Кубок Листвянки"),
    organizer: club,
  },
  {
    id: "small-sea-match-race",
    title: l("Small Sea Match Race", "Матч-рейс на Малом море"),
    description: l(
      "Two identical boats, one umpire boat, and the strait's steady afternoon wind: a weekend of match racing for crews of four.",
      "Две одинаковые лодки, судейский катер и ровный дневной ветер пролива: выходные матчевых гонок для экипажей из четырёх.",
    ),
    dates: { from: "07-04", to: "07-05" },
    location: l("Small Sea strait", "Пролив Малое море"),
    destinationId: "small-sea",
    category: "competition",
    type: "match",
    region: "baikal",
    difficulty: "advanced",
    maxParticipants: 4,
    entryFeeRub: null,
    boatClasses: ["J/70"],
    sponsor: null,
    prizes: null,
    organizer: club,
  },
  {
    id: "youth-dinghy-championship",
    title: l("Baikal Youth Dinghy Championship", "Первенство Байкала среди юношей на швертботах"),
    description: l(
      "The region's young sailors in Optimist and ILCA 4 dinghies, three days of racing in the sheltered bay of Port Baikal.",
      "Юные яхтсмены региона в классах «Оптимист» и ILCA 4: три дня гонок в защищённой бухте Порта Байкал.",
    ),
    dates: { from: "07-10", to: "07-12" },
    location: l("Port Baikal", "Порт Байкал"),
    destinationId: "port-baikal",
    category: "championship",
    type: "dinghy",
    region: "regional",
    difficulty: "intermediate",
    maxParticipants: 50,
    entryFeeRub: 2000,
    boatClasses: ["Optimist", "ILCA 4"],
    sponsor: "Baikal Water",
    prizes: l("Medals and a training week for the winners", "Медали и учебная неделя для победителей"),
    organizer: club,
  },
  {
    id: "baikal-sailing-week",
    title: l("Baikal Sailing Week", "Байкальская парусная неделя"),
    description: l(
      "The lake's big regatta: a passage race from Listvyanka to Olkhon with stops at Bolshie Koty and Peschanaya Bay, handicap scoring for cruisers of every size.",
      "Главная регата Байкала: переходы от Листвянки до Ольхона со стоянками в Больших Котах и бухте Песчаной, зачёт с гандикапом для крейсерских яхт любого размера.",
    ),
    dates: { from: "07-18", to: "07-25" },
    location: l("Listvyanka to Olkhon", "От Листвянки до Ольхона"),
    destinationId: "listvyanka",
    category: "regatta",
    type: "handicap",
    region: "international",
    difficulty: "intermediate",
    maxParticipants: 30,
    entryFeeRub: 25000,
    boatClasses: ["ORC", "Cruiser"],
    sponsor: "Baikal Yachts",
    prizes: l("The Baikal Cup and places in next year's Week", "Кубок Байкала и места в неделе следующего года"),
    organizer: club,
  },
  {
    id: "chivyrkuy-bay-race",
    held: true,
    title: l("Chivyrkuy Bay Race", "Гонка в Чивыркуйском заливе"),
    description: l(
      "A day race around the islands of Chivyrkuy Bay, on the lake's warmest water, with a banya on the shore after the finish.",
      "Однодневная гонка вокруг островов Чивыркуйского залива, на самой тёплой воде Байкала, с баней на берегу после финиша.",
    ),
    dates: { from: "08-08", to: "08-09" },
    location: l("Chivyrkuy Bay", "Чивыркуйский залив"),
    destinationId: "chivyrkuisky-bay",
    category: "race",
    type: "handicap",
    region: "baikal",
    difficulty: "intermediate",
    maxParticipants: 20,
    entryFeeRub: null,
    boatClasses: ["Cruiser", "Catamaran"],
    sponsor: null,
    prizes: null,
    organizer: club,
    comments: [{ author: "Marat", text: "Warm water, light wind and the best banya on the lake.", daysAfterStart: 1 }],
  },
  {
    id: "ushkany-offshore",
    title: l("Ushkany Islands Offshore", "Офшорная гонка к Ушканьим островам"),
    description: l(
      "The lake's longest race: from Olkhon across open water to the Ushkany Islands and back, about 200 km day and night, for crews with offshore experience.",
      "Самая длинная гонка Байкала: от Ольхона через открытый Байкал к Ушканьим островам и обратно, около 200 км днём и ночью, для экипажей с опытом дальних переходов.",
    ),
    dates: { from: "08-20", to: "08-23" },
    location: l("Olkhon to the Ushkany Islands", "От Ольхона к Ушканьим островам"),
    destinationId: "ushkany-islands",
    category: "championship",
    type: "offshore",
    region: "national",
    difficulty: "advanced",
    maxParticipants: 15,
    entryFeeRub: 15000,
    boatClasses: ["ORC"],
    sponsor: null,
    prizes: l("The Ushkany Trophy", "Приз Ушканьих островов"),
    organizer: club,
  },
  {
    id: "season-closing-cup",
    held: true,
    title: l("Season Closing Cup", "Кубок закрытия сезона"),
    description: l(
      "The last race before the lay-up: teams of three boats race together off Bolshie Koty, then the club's autumn dinner.",
      "Последняя гонка перед зимней стоянкой: команды из трёх лодок гоняются вместе у Больших Котов, потом осенний ужин клуба.",
    ),
    dates: { from: "09-26", to: "09-27" },
    location: l("Bolshie Koty", "Большие Коты"),
    destinationId: "bolshie-koty",
    category: "cup",
    type: "team",
    region: "baikal",
    difficulty: "intermediate",
    maxParticipants: 24,
    entryFeeRub: null,
    boatClasses: ["Cruiser"],
    sponsor: null,
    prizes: l("The Closing Cup", "Кубок закрытия"),
    organizer: club,
    comments: [
      { author: "Sergei", text: "Wind up to 12 m/s on the second day, great racing.", daysAfterStart: 2 },
      { author: "Ольга", text: "Спасибо клубу за ужин и за сезон! До встречи весной.", daysAfterStart: 3 },
    ],
  },
  {
    id: "owners-meetup",
    held: true,
    title: l("Yacht owners' meetup", "Встреча владельцев яхт"),
    description: l(
      "After the lay-up: winter storage, repairs, insurance and next season's charter calendar, over tea.",
      "После подъёма яхт: зимнее хранение, ремонт, страховка и чартерный календарь следующего сезона, за чаем.",
    ),
    dates: { from: "10-24", to: "10-24" },
    location: l("Listvyanka harbour", "Гавань Листвянки"),
    destinationId: "listvyanka",
    category: "meetup",
    type: "cruiseRacing",
    region: "local",
    difficulty: "beginner",
    maxParticipants: 40,
    entryFeeRub: null,
    boatClasses: [],
    sponsor: null,
    prizes: null,
    organizer: portal,
  },
  {
    id: "baikal-sailing-conference",
    title: l("Baikal Sailing Conference", "Конференция «Парус на Байкале»"),
    description: l(
      "Two days of talks for clubs, coaches and charter companies: racing rules, youth sailing, safety on the lake and the protection of its shores.",
      "Два дня докладов для клубов, тренеров и чартерных компаний: правила гонок, детский парус, безопасность на озере и охрана его берегов.",
    ),
    dates: { from: "11-14", to: "11-15" },
    location: l("Irkutsk", "Иркутск"),
    destinationId: null,
    coordinates: [52.2869, 104.305],
    category: "conference",
    type: "team",
    region: "national",
    difficulty: "beginner",
    maxParticipants: 120,
    entryFeeRub: 3000,
    boatClasses: [],
    sponsor: null,
    prizes: null,
    organizer: club,
  },
];
