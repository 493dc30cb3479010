import type { HeroSlide } from "../../../domain/home/types.ts";

/** The hero's five slides (spec section 1): yacht rental, Olkhon, the crew, clear water, motor yachts. */
export const heroSlideSeeds: Omit<HeroSlide, "position">[] = [
  {
    id: "premium-rental",
    image: "home/hero-premium-rental",
    imageAlt: {
      en: "A white yacht at golden hour on Lake Baikal, mountains behind",
      ru: "Белая яхта в золотой час на Байкале, позади горы",
    },
    subtitle: { en: "Premium yacht rental", ru: "Премиальная аренда яхт" },
    title: { en: "Sail the deepest lake on Earth", ru: "Под парусом по самому глубокому озеру планеты" },
    description: {
      en: "Hand-picked yachts, sailboats and catamarans on Lake Baikal, ready for a day out or a week of discovery.",
      ru: "Отобранные яхты, парусники и катамараны на Байкале — для прогулки на день или недели открытий.",
    },
  },
  {
    id: "olkhon",
    image: "home/hero-olkhon",
    imageAlt: {
      en: "Shaman Rock on Olkhon island at dawn, the lake calm",
      ru: "Скала Шаманка на острове Ольхон на рассвете, спокойное озеро",
    },
    subtitle: { en: "Olkhon island", ru: "Остров Ольхон" },
    title: { en: "Anchor by Shaman Rock", ru: "Якорная стоянка у Шаманки" },
    description: {
      en: "The heart of Baikal: sacred capes, steppe shores and sunsets you reach best from the water.",
      ru: "Сердце Байкала: священные мысы, степные берега и закаты, которые лучше всего видны с воды.",
    },
  },
  {
    id: "captain-crew",
    image: "home/hero-captain-crew",
    imageAlt: {
      en: "A sailing yacht under full sail in a fresh breeze",
      ru: "Парусная яхта под всеми парусами при свежем ветре",
    },
    subtitle: { en: "A professional captain and crew", ru: "Профессиональный капитан и экипаж" },
    title: { en: "Your crew knows every cape", ru: "Экипаж знает каждый мыс" },
    description: {
      en: "Licensed captains who grew up on Baikal handle the winds, the harbours and the stories.",
      ru: "Капитаны с лицензией, выросшие на Байкале, берут на себя ветер, стоянки и рассказы о море.",
    },
  },
  {
    id: "clear-water",
    image: "home/hero-clear-water",
    imageAlt: {
      en: "Turquoise water so clear that the stones of the bottom show",
      ru: "Бирюзовая вода, настолько прозрачная, что видны камни на дне",
    },
    subtitle: { en: "Clear water, up to 40 metres of visibility", ru: "Прозрачность воды до 40 метров" },
    title: { en: "Look down through forty metres", ru: "Взгляд сквозь сорок метров воды" },
    description: {
      en: "Baikal's water is among the clearest in the world: swim, dive or simply watch the stones far below.",
      ru: "Байкальская вода — одна из самых чистых в мире: купайтесь, ныряйте или просто смотрите на камни в глубине.",
    },
  },
  {
    id: "motor-yachts",
    image: "home/hero-motor-yachts",
    imageAlt: {
      en: "A luxury motor yacht at dusk with lights on deck",
      ru: "Роскошная моторная яхта в сумерках с огнями на палубе",
    },
    subtitle: { en: "Luxury motor yachts", ru: "Роскошные моторные яхты" },
    title: { en: "Comfort at any speed", ru: "Комфорт на любой скорости" },
    description: {
      en: "Flybridges, warm cabins and a sauna on board: cross the lake in style, whatever the weather.",
      ru: "Флайбридж, тёплые каюты и сауна на борту: пересекайте озеро с комфортом в любую погоду.",
    },
  },
];
