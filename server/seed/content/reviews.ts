import type { Localized } from "../../../domain/localized.ts";

/** Guests' reviews, given to yachts in turn by seed.ts (3 to 5 each, deterministic). */
export type ReviewSeed = { author: string; location: Localized; rating: number; comment: Localized };

const r = (author: string, locEn: string, locRu: string, rating: number, en: string, ru: string): ReviewSeed => ({
  author,
  location: { en: locEn, ru: locRu },
  rating,
  comment: { en, ru },
});

export const reviewSeeds: ReviewSeed[] = [
  r("Anna K.", "Moscow", "Москва", 5, "The captain timed the crossing so well that we had glassy water all the way to Olkhon. The best holiday of our lives.", "Капитан так точно выбрал время перехода, что до самого Ольхона вода была как стекло. Лучший отпуск в нашей жизни."),
  r("Dmitry S.", "Irkutsk", "Иркутск", 5, "Spotless yacht, warm cabins even in September, and the smoked omul at sunset was unforgettable.", "Идеально чистая яхта, тёплые каюты даже в сентябре, а копчёный омуль на закате — незабываем."),
  r("Emma W.", "London", "Лондон", 5, "We saw seals on the Ushkany rocks from twenty metres away. The crew were patient, kind and spoke good English.", "Мы видели нерп на Ушканьих камнях с двадцати метров. Экипаж — терпеливый, добрый и хорошо говорит по-английски."),
  r("Sergei and Olga", "Novosibirsk", "Новосибирск", 4, "Great boat and route. The wind turned on the second day and we waited a morning in a bay, but the captain was right to.", "Отличная лодка и маршрут. На второй день поменялся ветер, и мы полдня переждали в бухте, но капитан был прав."),
  r("Li Wei", "Beijing", "Пекин", 5, "Crystal clear water, stars like I have never seen, and very good food on board.", "Кристально чистая вода, звёзды, каких я никогда не видел, и очень вкусная еда на борту."),
  r("Maria P.", "Saint Petersburg", "Санкт-Петербург", 5, "Our children did not want to leave: paddle boards, fishing and a banya on the shore. Everything was organised perfectly.", "Дети не хотели уезжать: SUP-доски, рыбалка и баня на берегу. Всё было организовано идеально."),
  r("Thomas B.", "Munich", "Мюнхен", 4, "A real adventure. The yacht is not new, but well kept and very seaworthy. The skipper knows every bay.", "Настоящее приключение. Яхта не новая, но ухоженная и очень мореходная. Шкипер знает каждую бухту."),
  r("Ekaterina V.", "Yekaterinburg", "Екатеринбург", 5, "We sailed to Peschanaya and spent the night at anchor. Sunrise over the cliffs was pure magic.", "Мы дошли до Песчаной и ночевали на якоре. Рассвет над скалами — настоящее волшебство."),
  r("Alexei M.", "Krasnoyarsk", "Красноярск", 5, "Took the helm for half the day under the skipper's eye. Learned more than in a season at home.", "Полдня стоял за штурвалом под присмотром шкипера. Научился большему, чем за сезон дома."),
  r("Sophie L.", "Lyon", "Лион", 5, "Booking was simple, the yacht was exactly as described and the captain made us tea from a samovar.", "Бронирование было простым, яхта — точно как в описании, а капитан угощал нас чаем из самовара."),
  r("Igor N.", "Ulan-Ude", "Улан-Удэ", 4, "Good value for a group. The cabins are compact, but you spend all the time on deck anyway.", "Хорошая цена для компании. Каюты компактные, но всё равно всё время проводишь на палубе."),
  r("Natalia G.", "Kazan", "Казань", 5, "The hot springs of Zmeevaya and swimming in warm water on Baikal — I did not believe it possible.", "Горячие источники Змеевой и купание в тёплой воде на Байкале — не верила, что такое возможно."),
  r("Pavel D.", "Irkutsk", "Иркутск", 5, "Fast, comfortable, and the driver found us a beach with nobody else on it.", "Быстро, удобно, и водитель нашёл нам пляж, где не было ни души."),
  r("Hannah R.", "Zurich", "Цюрих", 5, "The most beautiful water I have ever sailed on. The crew's stories about the lake made the trip.", "Самая красивая вода, по которой я когда-либо ходила. Рассказы экипажа об озере сделали эту поездку."),
  r("Viktor and Irina", "Omsk", "Омск", 4, "Lovely trip, a little cold in the evenings in early June, but blankets and the heater helped.", "Чудесная поездка, в начале июня вечерами прохладно, но пледы и отопитель выручали."),
  r("Kenji T.", "Osaka", "Осака", 5, "Seeing Shaman Rock from the water at dawn was a spiritual experience.", "Увидеть скалу Шаманка с воды на рассвете — духовное переживание."),
  r("Olga B.", "Moscow", "Москва", 5, "We celebrated our anniversary on board. The crew decorated the saloon and the chef made a cake with lingonberries.", "Мы отмечали годовщину на борту. Экипаж украсил салон, а повар испёк торт с брусникой."),
  r("Roman F.", "Tomsk", "Томск", 3, "Nice boat, but we lost a day to the weather and the refund policy was not explained clearly.", "Хорошая лодка, но мы потеряли день из-за погоды, а условия возврата объяснили не очень понятно."),
  r("Julia H.", "Berlin", "Берлин", 5, "Caught grayling, cooked fish soup on the shore and swam in 12-degree water. Unforgettable.", "Поймали хариуса, сварили уху на берегу и искупались в двенадцатиградусной воде. Незабываемо."),
  r("Andrei Ch.", "Irkutsk", "Иркутск", 5, "I have lived by the lake all my life and still saw places I never knew. Thank you!", "Всю жизнь живу у озера и всё равно увидел места, о которых не знал. Спасибо!"),
  r("Marco R.", "Milan", "Милан", 4, "Wonderful scenery and a professional crew. The breakfast could be more varied.", "Чудесные пейзажи и профессиональный экипаж. Завтраки могли бы быть разнообразнее."),
  r("Svetlana K.", "Chita", "Чита", 5, "A safe, clean boat and a careful skipper: exactly what you need with small children.", "Безопасная, чистая лодка и внимательный шкипер — именно то, что нужно с маленькими детьми."),
];

/** Trip dates of the reviews: summers past, spread across June to September. */
export const reviewDates = [
  "2026-06-14", "2026-07-03", "2026-07-21", "2026-08-09", "2026-08-27", "2026-09-12",
  "2025-06-28", "2025-07-16", "2025-08-04", "2025-08-22", "2025-09-06",
];
