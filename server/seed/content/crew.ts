import type { CrewRole } from "../../../domain/catalogue/types.ts";
import type { Localized } from "../../../domain/localized.ts";

/** Captains and crew of the fleet, keyed by yacht id; partner and bareboat yachts may have none. */
export type CrewSeed = { name: Localized; role: CrewRole; years: number; languages: string[]; bio: Localized };

const c = (en: string, ru: string, role: CrewRole, years: number, languages: string[], bioEn: string, bioRu: string): CrewSeed => ({
  name: { en, ru },
  role,
  years,
  languages,
  bio: { en: bioEn, ru: bioRu },
});

export const crewSeeds: Record<string, CrewSeed[]> = {
  "baikal-pearl": [
    c("Alexei Sokolov", "Алексей Соколов", "captain", 22, ["ru", "en"], "Former captain of the lake's passenger ships, now our calmest hand in a storm.", "Бывший капитан пассажирских судов озера, теперь — самая спокойная рука в шторм."),
    c("Marina Sokolova", "Марина Соколова", "chef", 12, ["ru", "en"], "Cooks omul seven ways and bakes bread every morning at sea.", "Готовит омуль семью способами и каждое утро печёт хлеб в море."),
    c("Timur Badmaev", "Тимур Бадмаев", "mate", 6, ["ru", "bua"], "Deckhand and diver, born in Ust-Barguzin.", "Матрос и дайвер, родом из Усть-Баргузина."),
  ],
  sarma: [
    c("Nikolai Morozov", "Николай Морозов", "captain", 20, ["ru"], "Owner and captain; has crossed to Olkhon more than a thousand times.", "Владелец и капитан; ходил на Ольхон больше тысячи раз."),
    c("Darima Namsaraeva", "Дарима Намсараева", "guide", 8, ["ru", "en", "bua"], "Tells the Buryat legends of the island.", "Рассказывает бурятские легенды острова."),
  ],
  "khamar-daban": [c("Andrei Lebedev", "Андрей Лебедев", "captain", 15, ["ru", "en"], "Father of three, so children on board are his speciality.", "Отец троих детей, так что дети на борту — его специальность.")],
  aurora: [
    c("Viktor Orlov", "Виктор Орлов", "captain", 25, ["ru", "en", "de"], "Skippered superyachts in the Mediterranean before coming home to Baikal.", "Водил суперъяхты в Средиземном море, прежде чем вернуться домой на Байкал."),
    c("Elena Orlova", "Елена Орлова", "host", 10, ["ru", "en", "fr"], "Hospitality at five-star standard, from welcome to farewell.", "Гостеприимство пятизвёздочного уровня — от встречи до прощания."),
    c("Sergei Kuznetsov", "Сергей Кузнецов", "chef", 14, ["ru"], "Trained in Saint Petersburg; Siberian produce, modern plates.", "Учился в Санкт-Петербурге; сибирские продукты, современная подача."),
  ],
  podlemorye: [c("Bato Dorzhiev", "Бато Доржиев", "captain", 18, ["ru", "bua"], "Fisherman's son from Ust-Barguzin; knows every spring on the east shore.", "Сын рыбака из Усть-Баргузина; знает каждый источник восточного берега.")],
  "golden-omul": [c("Pavel Novikov", "Павел Новиков", "skipper", 9, ["ru", "en"], "Skipper and cook: his fish soup is famous in Port Baikal.", "Шкипер и повар: его уха знаменита на весь Порт Байкал.")],
  severyanka: [
    c("Mikhail Zakharov", "Михаил Захаров", "captain", 27, ["ru"], "Has sailed the north since the railway was built.", "Ходит по северу с тех пор, как строили БАМ."),
    c("Tatiana Zakharova", "Татьяна Захарова", "chef", 20, ["ru"], "Keeps the banya hot and the table full.", "Следит, чтобы баня была горячей, а стол — полным."),
  ],
  kultuk: [c("Evgeny Smirnov", "Евгений Смирнов", "skipper", 11, ["ru", "en"], "Sailing instructor in winter, skipper in summer.", "Зимой — инструктор парусного спорта, летом — шкипер.")],
  verkhovik: [c("Oleg Volkov", "Олег Волков", "skipper", 8, ["ru", "en"], "Regatta sailor who loves to teach.", "Гонщик регат, который любит учить.")],
  shelonnik: [c("Irina Petrova", "Ирина Петрова", "skipper", 7, ["ru", "en"], "Patient teacher for first-time sailors.", "Терпеливый учитель для тех, кто впервые под парусом.")],
  gornaya: [c("Dmitry Ivanov", "Дмитрий Иванов", "captain", 16, ["ru", "en"], "Knows where the Gornaya wind hides.", "Знает, где прячется ветер горная.")],
  burkhan: [c("Bair Tsyrenov", "Баир Цыренов", "captain", 14, ["ru", "en", "bua"], "Born in Khuzhir; the island's legends are his family's stories.", "Родился в Хужире; легенды острова — истории его семьи.")],
  angara: [
    c("Roman Belov", "Роман Белов", "captain", 19, ["ru", "en"], "Crossed the lake end to end more than forty times.", "Прошёл озеро из конца в конец больше сорока раз."),
    c("Anna Belova", "Анна Белова", "mate", 9, ["ru", "en"], "Navigator and photographer of the crossing.", "Штурман и фотограф перехода."),
  ],
  barguzin: [c("Sergei Tsybikov", "Сергей Цыбиков", "captain", 13, ["ru", "bua"], "Calm, careful and a great fisherman.", "Спокойный, внимательный и прекрасный рыбак.")],
  nerpa: [c("Natalia Kozlova", "Наталья Козлова", "captain", 10, ["ru", "en"], "The lake's first woman catamaran captain.", "Первая женщина-капитан катамарана на озере.")],
  olkhon: [
    c("Igor Fedorov", "Игорь Фёдоров", "captain", 17, ["ru", "en"], "Former rescue service skipper; safety is his first word.", "Бывший шкипер спасательной службы; безопасность — его первое слово."),
    c("Olga Fedorova", "Ольга Фёдорова", "chef", 11, ["ru", "en"], "Cooks with wild berries, herbs and the morning's catch.", "Готовит из лесных ягод, трав и утреннего улова."),
  ],
  ushkan: [c("Evgeny Namsaraev", "Евгений Намсараев", "skipper", 8, ["ru", "bua"], "Knows the seal rocks and how to approach them quietly.", "Знает камни с нерпами и как тихо к ним подойти.")],
  ayaya: [c("Maxim Kovalev", "Максим Ковалёв", "captain", 15, ["ru", "en"], "Northern ranger turned captain.", "Бывший инспектор заказника, ставший капитаном.")],
  golomyanka: [c("Artem Sidorov", "Артём Сидоров", "skipper", 5, ["ru"], "Driver and guide of the Small Sea beaches.", "Водитель и гид по пляжам Малого Моря.")],
  chivyrka: [c("Vladimir Budaev", "Владимир Будаев", "skipper", 12, ["ru", "bua"], "Born in Monakhovo; knows every shoal of the bay.", "Родился в Монахово; знает каждую мель залива.")],
  irkut: [c("Kirill Popov", "Кирилл Попов", "skipper", 6, ["ru", "en"], "Quick, friendly and always on time.", "Быстрый, дружелюбный и всегда вовремя.")],
  "verkhnyaya-angara": [c("Stepan Egorov", "Степан Егоров", "skipper", 10, ["ru"], "Fishing guide of the Upper Angara delta.", "Рыболовный гид дельты Верхней Ангары.")],
};
