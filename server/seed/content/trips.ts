import type { AnnualSpan } from "../../../domain/catalogue/sailing-season.ts";
import type { Activity, TripVesselType } from "../../../domain/catalogue/types.ts";
import type { Localized } from "../../../domain/shared/localized.ts";
import { activities as act } from "./activities.ts";

/** The six trip packages of spec section 3, priced in USD (spec README, decision 6). */
export type TripSeed = {
  id: string;
  title: Localized;
  description: Localized;
  yachtId: string | null;
  yachtName: Localized;
  yachtType: TripVesselType;
  /** The days of the trip, every summer; the seed puts them on the coming one (decision 055). */
  dates: AnnualSpan;
  capacity: number;
  basePriceUsd: number;
  destinationIds: string[];
  activities: Activity[];
  includes: Localized[];
  rating: number;
  reviews: number;
};

const l = (en: string, ru: string): Localized => ({ en, ru });
const fullBoard = l("Full board with Baikal cuisine", "Полный пансион с байкальской кухней");
const transfer = l("Transfer from Irkutsk airport", "Трансфер из аэропорта Иркутска");
const parkFees = l("National park and reserve fees", "Сборы национального парка и заповедника");
const crewTips = l("Professional captain and crew", "Профессиональный капитан и экипаж");

export const tripSeeds: TripSeed[] = [
  {
    id: "olkhon-weekend",
    title: l("Olkhon Weekend: Shaman Rock and the Small Sea", "Выходные на Ольхоне: Шаманка и Малое Море"),
    description: l(
      "Two days on a family catamaran between the warm bays of the Small Sea and the sacred cape of Olkhon, with a Buryat dinner and a night at anchor under the stars.",
      "Два дня на семейном катамаране между тёплыми заливами Малого Моря и священным мысом Ольхона, с бурятским ужином и ночёвкой на якоре под звёздами.",
    ),
    yachtId: "nerpa",
    yachtName: l("Nerpa", "Нерпа"),
    yachtType: "catamaran",
    dates: { from: "07-10", to: "07-11" },
    capacity: 8,
    basePriceUsd: 1450,
    destinationIds: ["small-sea", "olkhon-khuzhir"],
    activities: [
      act.shamanRock,
      act.swimming,
      act.sup,
      act.buryatDinner,
      act.stargazing,
      act.omulTasting,
      act.horseRiding,
    ],
    includes: [
      crewTips,
      fullBoard,
      l("Paddle boards and snorkel gear", "SUP-доски и снаряжение для снорклинга"),
      l("Bedding and towels", "Постельное бельё и полотенца"),
    ],
    rating: 4.8,
    reviews: 64,
  },
  {
    id: "southern-baikal",
    title: l("Southern Baikal: Railway Tunnels and Sandy Bays", "Южный Байкал: тоннели Кругобайкалки и песчаные бухты"),
    description: l(
      "Three days under sail from Listvyanka: the stone galleries of the Circum-Baikal Railway, the biological station of Bolshie Koty and the golden sand of Peschanaya Bay.",
      "Три дня под парусом из Листвянки: каменные галереи Кругобайкальской дороги, биостанция Больших Котов и золотой песок бухты Песчаной.",
    ),
    yachtId: "kultuk",
    yachtName: l("Kultuk", "Култук"),
    yachtType: "sail_yacht",
    dates: { from: "07-23", to: "07-25" },
    capacity: 8,
    basePriceUsd: 1600,
    destinationIds: ["port-baikal", "bolshie-koty", "peschanaya-bay", "listvyanka"],
    activities: [
      act.circumRailway,
      act.researchStation,
      act.swimming,
      act.sailingLesson,
      act.trekking,
      act.sunsetCruise,
      act.limnologyMuseum,
    ],
    includes: [crewTips, fullBoard, transfer, l("Entry to the Baikal Museum", "Вход в Байкальский музей")],
    rating: 4.7,
    reviews: 41,
  },
  {
    id: "science-expedition",
    title: l("Baikal Science Expedition", "Научная экспедиция по Байкалу"),
    description: l(
      "Five days aboard the motor yacht Khamar-Daban, fitted out as a floating lab, with limnologists of the lake's institute: plankton nets, water clarity disks, a visit to the seal rookeries and evenings of lectures on the world's oldest lake.",
      "Пять дней на моторной яхте «Хамар-Дабан», оборудованной как плавучая лаборатория, с лимнологами института озера: планктонные сети, диск Секки, визит на лежбища нерпы и вечерние лекции о древнейшем озере мира.",
    ),
    // A yacht of the catalogue (issue 15: trips name only yachts that exist), for its 10 guests.
    yachtId: "khamar-daban",
    yachtName: l("Khamar-Daban", "Хамар-Дабан"),
    yachtType: "motor_yacht",
    dates: { from: "08-02", to: "08-06" },
    capacity: 10,
    basePriceUsd: 2500,
    destinationIds: ["bolshie-koty", "olkhon-khuzhir", "ushkany-islands"],
    activities: [
      act.researchStation,
      act.sealWatching,
      act.limnologyMuseum,
      act.diving,
      act.photoTour,
      act.stargazing,
      act.caveKids,
    ],
    includes: [
      l("Lectures and lab work with scientists", "Лекции и лабораторные работы с учёными"),
      fullBoard,
      transfer,
      parkFees,
    ],
    rating: 4.9,
    reviews: 27,
  },
  {
    id: "holy-nose-hot-springs",
    title: l("Holy Nose and Chivyrkuy: Hot Springs and Seals", "Святой Нос и Чивыркуй: горячие источники и нерпы"),
    description: l(
      "Six days on the east shore: the warmest water of the lake in Chivyrkuisky Bay, hot springs of Zmeevaya, the seals of the Ushkany Islands and fishing for omul with the captain.",
      "Шесть дней на восточном берегу: самая тёплая вода озера в Чивыркуйском заливе, горячие источники Змеевой, нерпы Ушканьих островов и рыбалка на омуля с капитаном.",
    ),
    yachtId: "podlemorye",
    yachtName: l("Podlemorye", "Подлеморье"),
    yachtType: "motor_yacht",
    dates: { from: "08-14", to: "08-19" },
    capacity: 8,
    basePriceUsd: 2800,
    destinationIds: ["barguzin-bay", "chivyrkuisky-bay", "ushkany-islands"],
    activities: [
      act.hotSprings,
      act.sealWatching,
      act.fishing,
      act.swimming,
      act.banya,
      act.pineNuts,
      act.birdWatching,
    ],
    includes: [crewTips, fullBoard, parkFees, l("Fishing licences and tackle", "Лицензии и снасти для рыбалки")],
    rating: 4.8,
    reviews: 33,
  },
  {
    id: "grand-crossing",
    title: l("Grand Baikal Crossing", "Большой Байкальский переход"),
    description: l(
      "Ten days and six hundred kilometres under sail, from Listvyanka in the south to Severobaikalsk in the north, past Olkhon, the Ushkany seals and the hot springs of Kotelnikovsky.",
      "Десять дней и шестьсот километров под парусом — от Листвянки на юге до Северобайкальска на севере, мимо Ольхона, нерп Ушканьих островов и горячих источников Котельниковского.",
    ),
    yachtId: "angara",
    yachtName: l("Angara", "Ангара"),
    yachtType: "sail_yacht",
    dates: { from: "08-01", to: "08-10" },
    capacity: 10,
    basePriceUsd: 2900,
    destinationIds: ["listvyanka", "olkhon-khuzhir", "ushkany-islands", "cape-kotelnikovsky", "severobaikalsk"],
    activities: [
      act.sailingLesson,
      act.shamanRock,
      act.sealWatching,
      act.hotSprings,
      act.stargazing,
      act.fishing,
      act.trekking,
      act.banya,
    ],
    includes: [
      crewTips,
      fullBoard,
      transfer,
      parkFees,
      l("Return train from Severobaikalsk", "Обратный поезд из Северобайкальска"),
    ],
    rating: 4.9,
    reviews: 19,
  },
  {
    id: "luxury-olkhon-ushkany",
    title: l("Luxury Baikal: Olkhon and Ushkany in Style", "Роскошный Байкал: Ольхон и Ушканьи острова"),
    description: l(
      "A week aboard the lake's finest motor yacht with a chef, a sauna and a private guide: Peschanaya Bay, Olkhon's capes at sunrise, the Ushkany seals and the hot springs of Chivyrkuy.",
      "Неделя на лучшей моторной яхте озера с шеф-поваром, сауной и личным гидом: бухта Песчаная, мысы Ольхона на рассвете, нерпы Ушканьих островов и горячие источники Чивыркуя.",
    ),
    yachtId: "aurora",
    yachtName: l("Aurora", "Аврора"),
    yachtType: "luxury_yacht",
    dates: { from: "07-17", to: "07-23" },
    capacity: 12,
    basePriceUsd: 6000,
    destinationIds: ["peschanaya-bay", "olkhon-khuzhir", "ushkany-islands", "chivyrkuisky-bay"],
    activities: [
      act.shamanRock,
      act.sealWatching,
      act.hotSprings,
      act.photoTour,
      act.yoga,
      act.diving,
      act.omulTasting,
      act.stargazing,
    ],
    includes: [
      crewTips,
      l("Chef's tasting menus and wine pairing", "Дегустационные меню шефа и подбор вин"),
      l("Helicopter transfer from Irkutsk", "Трансфер на вертолёте из Иркутска"),
      parkFees,
    ],
    rating: 5,
    reviews: 12,
  },
];
