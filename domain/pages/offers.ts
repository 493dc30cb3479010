import type { Localized } from "../shared/localized.ts";
import type { RequestTopic } from "./request-topics.ts";

/**
 * The offers of /concierge (services around a trip) and /special-events (celebrations on board):
 * what each includes and its starting price in roubles, as the team quotes them. A request names
 * the offer by its topic.
 */
export type Offer = {
  topic: RequestTopic;
  icon: "car" | "hotel" | "compass" | "backpack" | "camera" | "heart" | "briefcase" | "cake";
  text: Localized;
  includes: Localized[];
  /** The starting price in whole roubles, or null when it is quoted per request. */
  fromRub: number | null;
  /** What the price is counted per. */
  unit: Localized | null;
};

export const conciergeOffers: Offer[] = [
  {
    topic: "concierge-transfer",
    icon: "car",
    text: {
      en: "From Irkutsk airport or railway station to Listvyanka, Bolshoye Goloustnoye or the Olkhon ferry at Sakhyurta, by car or minibus.",
      ru: "Из аэропорта или с вокзала Иркутска в Листвянку, Большое Голоустное или к парому на Ольхон в Сахюрте — на машине или микроавтобусе.",
    },
    includes: [
      { en: "Meeting with a name sign", ru: "Встреча с табличкой" },
      { en: "Child seats on request", ru: "Детские кресла по запросу" },
      { en: "Waiting for a delayed flight", ru: "Ожидание при задержке рейса" },
    ],
    fromRub: 4500,
    unit: { en: "per car to Listvyanka", ru: "за машину до Листвянки" },
  },
  {
    topic: "concierge-hotel",
    icon: "hotel",
    text: {
      en: "A room before or after the charter: hotels in Irkutsk and Listvyanka, guest houses in Khuzhir on Olkhon, close to the pier.",
      ru: "Номер до или после аренды: гостиницы в Иркутске и Листвянке, гостевые дома в Хужире на Ольхоне, рядом с причалом.",
    },
    includes: [
      { en: "Booking in your name", ru: "Бронирование на ваше имя" },
      { en: "Early check-in arranged", ru: "Договоримся о раннем заезде" },
      { en: "Storage of luggage while you sail", ru: "Хранение багажа, пока вы в плавании" },
    ],
    fromRub: null,
    unit: null,
  },
  {
    topic: "concierge-guide",
    icon: "compass",
    text: {
      en: "Local guides for the shore: the Great Baikal Trail, shaman rock Burkhan, Cape Khoboy, the Circum-Baikal railway; in Russian or English.",
      ru: "Местные гиды на берегу: Большая Байкальская тропа, скала Шаманка, мыс Хобой, Кругобайкальская железная дорога; на русском или английском.",
    },
    includes: [
      { en: "Licensed guide of the national park", ru: "Гид с разрешением национального парка" },
      { en: "Park entry permits", ru: "Разрешения на посещение парка" },
      { en: "Routes matched to the yacht's stops", ru: "Маршруты под стоянки яхты" },
    ],
    fromRub: 6000,
    unit: { en: "per day", ru: "за день" },
  },
  {
    topic: "concierge-equipment",
    icon: "backpack",
    text: {
      en: "Equipment delivered to the yacht: SUP boards, kayaks, wetsuits for the 10 °C water, fishing tackle, warm sleeping bags.",
      ru: "Снаряжение с доставкой на яхту: SUP-доски, каяки, гидрокостюмы для воды 10 °C, рыболовные снасти, тёплые спальники.",
    },
    includes: [
      { en: "Delivery to the pier", ru: "Доставка к причалу" },
      { en: "Sizes for adults and children", ru: "Размеры для взрослых и детей" },
      { en: "A short safety briefing", ru: "Короткий инструктаж" },
    ],
    fromRub: 1500,
    unit: { en: "per item per day", ru: "за предмет в день" },
  },
  {
    topic: "concierge-photographer",
    icon: "camera",
    text: {
      en: "A photographer on board or on the shore: the trip, a proposal, a family portrait against the cliffs of Olkhon.",
      ru: "Фотограф на борту или на берегу: путешествие, предложение руки и сердца, семейный портрет на фоне скал Ольхона.",
    },
    includes: [
      { en: "Edited photos within 5 days", ru: "Обработанные фото в течение 5 дней" },
      { en: "Drone shots where allowed", ru: "Съёмка с дрона, где разрешено" },
      { en: "A private online gallery", ru: "Закрытая онлайн-галерея" },
    ],
    fromRub: 5500,
    unit: { en: "per day", ru: "за день" },
  },
];

export const specialEventOffers: Offer[] = [
  {
    topic: "event-wedding",
    icon: "heart",
    text: {
      en: "A ceremony on deck with the lake around you, a dinner on board and a night anchorage in a quiet bay.",
      ru: "Церемония на палубе посреди озера, ужин на борту и ночная стоянка в тихой бухте.",
    },
    includes: [
      { en: "Decorated yacht for up to 12 guests", ru: "Украшенная яхта до 12 гостей" },
      { en: "Catering and a wedding cake", ru: "Кейтеринг и свадебный торт" },
      { en: "Photographer for the day", ru: "Фотограф на весь день" },
    ],
    fromRub: 120000,
    unit: { en: "per day", ru: "за день" },
  },
  {
    topic: "event-corporate",
    icon: "briefcase",
    text: {
      en: "A team day or several yachts for a company: a regatta between teams, a strategy session in a bay, a banquet on shore.",
      ru: "День для команды или несколько яхт для компании: регата между командами, стратегическая сессия в бухте, банкет на берегу.",
    },
    includes: [
      { en: "Group charters for 2–12 guests per yacht", ru: "Групповая аренда на 2–12 гостей на яхту" },
      { en: "A mini-regatta with an umpire", ru: "Мини-регата с судьёй" },
      { en: "Closing documents for the company", ru: "Закрывающие документы для компании" },
    ],
    fromRub: 15000,
    unit: { en: "per yacht per day", ru: "за яхту в день" },
  },
  {
    topic: "event-birthday",
    icon: "cake",
    text: {
      en: "A birthday at sea: a sunset sail from Listvyanka, music, a cake and swimming for the brave.",
      ru: "День рождения на воде: закатная прогулка из Листвянки, музыка, торт и купание для смелых.",
    },
    includes: [
      { en: "3-hour sunset cruise", ru: "3-часовая закатная прогулка" },
      { en: "Catering from 2,500 RUB per person", ru: "Кейтеринг от 2 500 ₽ на человека" },
      { en: "Decorations and a playlist of your choice", ru: "Украшения и ваш плейлист" },
    ],
    fromRub: 25000,
    unit: { en: "per cruise", ru: "за прогулку" },
  },
];
