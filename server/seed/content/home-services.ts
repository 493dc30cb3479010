import type { ServiceCategory } from "../../../domain/home/types.ts";

/**
 * The six service categories of the home page (spec section 2) with the prices of section 1:
 * group charters for 2-12 guests from 15,000 RUB/day, navigation training 8,500 RUB/person,
 * catering 2,500 RUB/person, photography 5,500 RUB/day.
 */
export const serviceSeeds: Omit<ServiceCategory, "position">[] = [
  {
    id: "crew",
    icon: "crew",
    bookingTarget: "skippered",
    title: { en: "Captain and crew", ru: "Капитан и экипаж" },
    priceText: { en: "from 9,000 RUB/day", ru: "от 9\u00a0000\u00a0₽/день" },
    description: {
      en: "A licensed captain, a deckhand or a full crew for any yacht in the fleet.",
      ru: "Капитан с лицензией, матрос или полный экипаж для любой яхты флота.",
    },
    features: [
      { en: "Licensed Baikal captains", ru: "Капитаны с байкальской лицензией" },
      { en: "English-speaking crew", ru: "Экипаж говорит по-английски" },
      { en: "Local routes and anchorages", ru: "Местные маршруты и стоянки" },
      { en: "Day or multi-day hire", ru: "На день или на несколько дней" },
    ],
    detailedDescription: {
      en: "Baikal's winds change fast and its harbours are few. Our captains have sailed the lake for years: they plan the route around the forecast, moor in the quiet bays and leave you free to enjoy the trip.",
      ru: "Ветер на Байкале меняется быстро, а гаваней немного. Наши капитаны ходят по озеру много лет: прокладывают маршрут по прогнозу, встают в тихих бухтах и оставляют вам только удовольствие от похода.",
    },
    included: [
      { en: "Captain with a small-craft licence", ru: "Капитан с удостоверением на маломерное судно" },
      { en: "Route planning by the forecast", ru: "Маршрут с учётом прогноза" },
      { en: "Mooring and anchoring", ru: "Швартовка и постановка на якорь" },
      { en: "Safety briefing on board", ru: "Инструктаж по безопасности на борту" },
    ],
    benefits: [
      { en: "No licence needed on your side", ru: "Вам не нужны права" },
      { en: "Safe in Baikal's sudden winds", ru: "Безопасно при внезапных байкальских ветрах" },
      { en: "Stories of the lake from a local", ru: "Рассказы о Байкале от местного жителя" },
    ],
    costLine: {
      en: "Captain from 9,000 RUB per day; deckhand from 5,000 RUB per day",
      ru: "Капитан от 9\u00a0000\u00a0₽ в день; матрос от 5\u00a0000\u00a0₽ в день",
    },
  },
  {
    id: "charters",
    icon: "charters",
    bookingTarget: "skippered",
    title: { en: "Group charters", ru: "Групповые чартеры" },
    priceText: { en: "from 15,000 RUB/day", ru: "от 15\u00a0000\u00a0₽/день" },
    description: {
      en: "Skippered charters for 2-12 guests: birthdays, team days and family trips.",
      ru: "Чартеры с капитаном для групп от 2 до 12 гостей: праздники, корпоративы и семейные поездки.",
    },
    features: [
      { en: "2-12 guests", ru: "От 2 до 12 гостей" },
      { en: "Captain included", ru: "Капитан включён" },
      { en: "Flexible routes", ru: "Гибкие маршруты" },
      { en: "Fuel for the day's route", ru: "Топливо на дневной маршрут" },
    ],
    detailedDescription: {
      en: "Choose a yacht for your group and we shape the day around it: a morning departure from Listvyanka or Olkhon, swimming stops in clear bays, lunch at anchor and a return before sunset.",
      ru: "Выберите яхту для вашей компании, а день мы выстроим вокруг неё: утренний выход из Листвянки или с Ольхона, остановки для купания в прозрачных бухтах, обед на якоре и возвращение до заката.",
    },
    included: [
      { en: "Yacht with captain", ru: "Яхта с капитаном" },
      { en: "Fuel for the agreed route", ru: "Топливо на согласованный маршрут" },
      { en: "Life jackets for every guest", ru: "Спасательные жилеты для каждого гостя" },
      { en: "Tea, coffee and water on board", ru: "Чай, кофе и вода на борту" },
    ],
    benefits: [
      { en: "One price for the whole group", ru: "Одна цена на всю компанию" },
      { en: "Routes to suit the weather", ru: "Маршрут по погоде" },
      { en: "Private: only your guests on board", ru: "Только ваши гости на борту" },
    ],
    costLine: {
      en: "From 15,000 RUB per day for 2-12 guests",
      ru: "От 15\u00a0000\u00a0₽ в день за группу от 2 до 12 гостей",
    },
  },
  {
    id: "training",
    icon: "training",
    bookingTarget: "request",
    title: { en: "Navigation training", ru: "Обучение навигации" },
    priceText: { en: "8,500 RUB/person", ru: "8\u00a0500\u00a0₽/чел." },
    description: {
      en: "Learn to helm, trim the sails and read the lake with an instructor on board.",
      ru: "Научитесь стоять за штурвалом, работать с парусами и читать озеро вместе с инструктором.",
    },
    features: [
      { en: "Practice on a real yacht", ru: "Практика на настоящей яхте" },
      { en: "Small groups, up to 4", ru: "Малые группы, до 4 человек" },
      { en: "Charts and weather reading", ru: "Карты и чтение погоды" },
      { en: "Certificate of completion", ru: "Сертификат о прохождении" },
    ],
    detailedDescription: {
      en: "A full day of hands-on sailing: knots and lines in the morning, helming and tacking by noon, and a short passage you plan and steer yourself in the afternoon, with the instructor beside you.",
      ru: "Целый день практики: утром узлы и снасти, к полудню штурвал и повороты, а после обеда — короткий переход, который вы прокладываете и ведёте сами, с инструктором рядом.",
    },
    included: [
      { en: "Instructor and training yacht", ru: "Инструктор и учебная яхта" },
      { en: "Course notes in Russian or English", ru: "Материалы курса на русском или английском" },
      { en: "Lunch on board", ru: "Обед на борту" },
      { en: "Certificate of completion", ru: "Сертификат о прохождении" },
    ],
    benefits: [
      { en: "Confidence at the helm", ru: "Уверенность за штурвалом" },
      { en: "A first step towards a licence", ru: "Первый шаг к получению прав" },
      { en: "Sail safely with family and friends", ru: "Безопасные походы с семьёй и друзьями" },
    ],
    costLine: { en: "8,500 RUB per person for a full day", ru: "8\u00a0500\u00a0₽ с человека за полный день" },
  },
  {
    id: "safety",
    icon: "safety",
    bookingTarget: "request",
    title: { en: "Safety on board", ru: "Безопасность на борту" },
    priceText: { en: "included with every charter", ru: "входит в каждый чартер" },
    description: {
      en: "Certified equipment, a briefing before departure and a watch on the forecast.",
      ru: "Сертифицированное снаряжение, инструктаж перед выходом и контроль прогноза.",
    },
    features: [
      { en: "Life jackets in all sizes", ru: "Спасжилеты всех размеров" },
      { en: "VHF radio and GPS", ru: "УКВ-радио и GPS" },
      { en: "First-aid kit on board", ru: "Аптечка на борту" },
      { en: "Forecast checked before sailing", ru: "Проверка прогноза перед выходом" },
    ],
    detailedDescription: {
      en: "Baikal is cold even in summer and its storms come quickly. Every yacht we list carries certified safety gear, and every trip starts with a briefing and a check of the latest forecast.",
      ru: "Байкал холодный даже летом, а шторм приходит быстро. Каждая яхта у нас оснащена сертифицированным снаряжением, и каждый выход начинается с инструктажа и проверки свежего прогноза.",
    },
    included: [
      { en: "Life jackets for adults and children", ru: "Спасжилеты для взрослых и детей" },
      { en: "VHF radio, GPS and flares", ru: "УКВ-радио, GPS и сигнальные ракеты" },
      { en: "First-aid kit and thermal blankets", ru: "Аптечка и термоодеяла" },
      { en: "Briefing before departure", ru: "Инструктаж перед выходом" },
    ],
    benefits: [
      { en: "Peace of mind for families", ru: "Спокойствие для семей с детьми" },
      { en: "Crews trained in rescue", ru: "Экипажи обучены спасению" },
      { en: "Trips moved, not risked, in a storm", ru: "В шторм поход переносим, а не рискуем" },
    ],
    costLine: { en: "Included with every charter at no extra cost", ru: "Входит в каждый чартер без доплаты" },
  },
  {
    id: "catering",
    icon: "catering",
    bookingTarget: "request",
    title: { en: "Catering on board", ru: "Питание на борту" },
    priceText: { en: "2,500 RUB/person", ru: "2\u00a0500\u00a0₽/чел." },
    description: {
      en: "Fresh Baikal omul, Siberian dishes and a picnic at anchor, prepared for you.",
      ru: "Свежий байкальский омуль, сибирская кухня и пикник на якоре — всё приготовят для вас.",
    },
    features: [
      { en: "Smoked and fresh omul", ru: "Омуль копчёный и свежий" },
      { en: "Vegetarian menu on request", ru: "Вегетарианское меню по запросу" },
      { en: "Hot tea from the samovar", ru: "Горячий чай из самовара" },
      { en: "Served at anchor", ru: "Подача на якорной стоянке" },
    ],
    detailedDescription: {
      en: "Our cooks buy fish from Baikal fishermen on the morning of your trip and prepare a Siberian lunch on board: fish soup, omul, salads, pies and tea, served while the yacht rests at anchor.",
      ru: "Наши повара покупают рыбу у байкальских рыбаков утром в день похода и готовят сибирский обед на борту: уху, омуль, салаты, пироги и чай — пока яхта стоит на якоре.",
    },
    included: [
      { en: "Lunch of three courses", ru: "Обед из трёх блюд" },
      { en: "Tea, coffee and soft drinks", ru: "Чай, кофе и безалкогольные напитки" },
      { en: "Tableware and serving", ru: "Посуда и сервировка" },
      { en: "Dietary needs on request", ru: "Учёт диеты по запросу" },
    ],
    benefits: [
      { en: "Local food, caught that morning", ru: "Местные продукты, улов того же утра" },
      { en: "No need to bring anything", ru: "Ничего не нужно брать с собой" },
      { en: "Lunch with a view of the lake", ru: "Обед с видом на Байкал" },
    ],
    costLine: { en: "2,500 RUB per person", ru: "2\u00a0500\u00a0₽ с человека" },
  },
  {
    id: "photography",
    icon: "photography",
    bookingTarget: "request",
    title: { en: "Photography", ru: "Фотосъёмка" },
    priceText: { en: "5,500 RUB/day", ru: "5\u00a0500\u00a0₽/день" },
    description: {
      en: "A photographer on board to capture the trip, the lake and your people.",
      ru: "Фотограф на борту запечатлеет поход, Байкал и ваших близких.",
    },
    features: [
      { en: "Professional photographer", ru: "Профессиональный фотограф" },
      { en: "Drone shots where allowed", ru: "Съёмка с дрона, где разрешено" },
      { en: "100+ edited photos", ru: "Более 100 обработанных фото" },
      { en: "Online gallery in 5 days", ru: "Онлайн-галерея через 5 дней" },
    ],
    detailedDescription: {
      en: "Golden light on the water, the sails against the mountains, your family at the bow: our photographer sails with you for the day and sends an edited gallery within five days.",
      ru: "Золотой свет на воде, паруса на фоне гор, ваша семья на носу яхты: фотограф проведёт с вами весь день и пришлёт обработанную галерею в течение пяти дней.",
    },
    included: [
      { en: "A photographer for the whole day", ru: "Фотограф на весь день" },
      { en: "At least 100 edited photos", ru: "Не менее 100 обработанных фотографий" },
      { en: "Drone shots where allowed", ru: "Съёмка с дрона, где это разрешено" },
      { en: "Private online gallery", ru: "Личная онлайн-галерея" },
    ],
    benefits: [
      { en: "Everyone in the picture, you too", ru: "В кадре все, и вы тоже" },
      { en: "Photos ready to print", ru: "Фото готовы к печати" },
      { en: "Memories of Baikal for years", ru: "Память о Байкале на долгие годы" },
    ],
    costLine: { en: "5,500 RUB per day", ru: "5\u00a0500\u00a0₽ в день" },
  },
];
