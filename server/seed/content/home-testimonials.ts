import type { Testimonial } from "../../../domain/home/types.ts";

/** Guests' words for the home page's testimonials (three a page, spec section 2). */
export const testimonialSeeds: Omit<Testimonial, "position">[] = [
  {
    id: "anna-irkutsk",
    name: { en: "Anna Sokolova", ru: "Анна Соколова" },
    location: { en: "Irkutsk", ru: "Иркутск" },
    rating: 5,
    comment: {
      en: "We spent three days around Olkhon with the kids. The captain found a quiet bay every night and the sunsets were unreal.",
      ru: "Три дня вокруг Ольхона с детьми. Капитан каждый вечер находил тихую бухту, а закаты были нереальными.",
    },
    date: "2026-07-18",
    yachtName: { en: "Barguzin", ru: "Баргузин" },
  },
  {
    id: "james-london",
    name: { en: "James Whitfield", ru: "Джеймс Уитфилд" },
    location: { en: "London", ru: "Лондон" },
    rating: 5,
    comment: {
      en: "Booking from abroad was easy and the crew spoke good English. Swimming in water that clear was the highlight of our trip to Russia.",
      ru: "Забронировать из-за границы было просто, экипаж хорошо говорил по-английски. Купание в такой прозрачной воде — лучшее в нашей поездке.",
    },
    date: "2026-08-02",
    yachtName: { en: "Baikal Pearl", ru: "Жемчужина Байкала" },
  },
  {
    id: "dmitry-moscow",
    name: { en: "Dmitry Orlov", ru: "Дмитрий Орлов" },
    location: { en: "Moscow", ru: "Москва" },
    rating: 5,
    comment: {
      en: "A team day for twelve people on a catamaran. Everything ran like clockwork, and the omul lunch at anchor was superb.",
      ru: "Корпоратив на двенадцать человек на катамаране. Всё прошло как по часам, а обед с омулем на якоре был великолепен.",
    },
    date: "2026-06-27",
    yachtName: { en: "Nerpa", ru: "Нерпа" },
  },
  {
    id: "elena-novosibirsk",
    name: { en: "Elena Kuznetsova", ru: "Елена Кузнецова" },
    location: { en: "Novosibirsk", ru: "Новосибирск" },
    rating: 5,
    comment: {
      en: "I took the navigation training alone and came back able to helm and tack. Patient instructor, beautiful day.",
      ru: "Прошла обучение навигации одна и вернулась, умея держать курс и делать повороты. Терпеливый инструктор, чудесный день.",
    },
    date: "2026-07-05",
    yachtName: { en: "Kultuk", ru: "Култук" },
  },
  {
    id: "marco-milan",
    name: { en: "Marco Bellini", ru: "Марко Беллини" },
    location: { en: "Milan", ru: "Милан" },
    rating: 5,
    comment: {
      en: "The photographer caught us at golden hour by Shaman Rock. The gallery is the best souvenir we have ever brought home.",
      ru: "Фотограф поймал нас в золотой час у Шаманки. Эта галерея — лучший сувенир, который мы когда-либо привозили домой.",
    },
    date: "2026-08-21",
    yachtName: { en: "Burkhan", ru: "Бурхан" },
  },
  {
    id: "olga-irkutsk",
    name: { en: "Olga Petrova", ru: "Ольга Петрова" },
    location: { en: "Irkutsk", ru: "Иркутск" },
    rating: 5,
    comment: {
      en: "A warm cabin, a sauna on board and seals on the Ushkany islands. September on Baikal is magic.",
      ru: "Тёплая каюта, сауна на борту и нерпы на Ушканьих островах. Сентябрь на Байкале — это волшебство.",
    },
    date: "2026-09-10",
    yachtName: { en: "Severyanka", ru: "Северянка" },
  },
  {
    id: "li-beijing",
    name: { en: "Li Wei", ru: "Ли Вэй" },
    location: { en: "Beijing", ru: "Пекин" },
    rating: 5,
    comment: {
      en: "The app kept working with no signal on the water, and the captain shared the best places for photos.",
      ru: "Приложение работало без связи прямо на воде, а капитан показал лучшие места для съёмки.",
    },
    date: "2026-07-29",
    yachtName: { en: "Ushkan", ru: "Ушкан" },
  },
  {
    id: "sergey-ekaterinburg",
    name: { en: "Sergey Volkov", ru: "Сергей Волков" },
    location: { en: "Yekaterinburg", ru: "Екатеринбург" },
    rating: 5,
    comment: {
      en: "We were nervous about the wind, but the crew moved our trip by a day and we got perfect weather. Thank you!",
      ru: "Мы переживали из-за ветра, но экипаж перенёс выход на день, и нам досталась идеальная погода. Спасибо!",
    },
    date: "2026-06-14",
    yachtName: { en: "Sarma", ru: "Сарма" },
  },
  {
    id: "claire-paris",
    name: { en: "Claire Dubois", ru: "Клэр Дюбуа" },
    location: { en: "Paris", ru: "Париж" },
    rating: 5,
    comment: {
      en: "Elegant yacht, attentive crew and a lake that looks like the sea. A honeymoon we will never forget.",
      ru: "Элегантная яхта, внимательный экипаж и озеро, похожее на море. Медовый месяц, который мы никогда не забудем.",
    },
    date: "2026-08-09",
    yachtName: { en: "Angara", ru: "Ангара" },
  },
];
