import type { Activity, Difficulty } from "../../../domain/catalogue/types.ts";
import type { Localized } from "../../../domain/shared/localized.ts";
import { activities as act } from "./activities.ts";

/** Real places of Lake Baikal with their coordinates (spec section 3, Destination). */
export type DestinationSeed = {
  id: string;
  name: Localized;
  shortDescription: Localized;
  description: Localized;
  durationDays: [number, number];
  distanceKm: number;
  pricePerDayRub: number;
  highlights: Localized[];
  bestSeason: [number, number];
  difficulty: Difficulty;
  activities: Activity[];
  latitude: number;
  longitude: number;
};

const h = (en: string, ru: string): Localized => ({ en, ru });

export const destinationSeeds: DestinationSeed[] = [
  {
    id: "listvyanka",
    name: h("Listvyanka", "Листвянка"),
    shortDescription: h(
      "The lake's southern gateway at the source of the Angara.",
      "Южные ворота озера у истока Ангары.",
    ),
    description: h(
      "An hour from Irkutsk, Listvyanka is where most voyages begin. The Angara leaves the lake here past the Shaman Stone, the fish market smells of smoked omul, and the Chersky Stone viewpoint looks down over the whole southern basin. Calm mornings make it the best place for a first day on the water.",
      "В часе езды от Иркутска, Листвянка — начало большинства путешествий. Здесь из озера вытекает Ангара мимо Шаман-камня, на рыбном рынке пахнет копчёным омулем, а с Камня Черского открывается вид на всю южную котловину. Спокойные утра делают её лучшим местом для первого дня на воде.",
    ),
    durationDays: [1, 2],
    distanceKm: 70,
    pricePerDayRub: 25000,
    highlights: [
      h("Shaman Stone at the source of the Angara", "Шаман-камень у истока Ангары"),
      h("Chersky Stone viewpoint", "Смотровая площадка Камень Черского"),
      h("Baikal Limnological Museum", "Байкальский музей"),
      h("Fish market with smoked omul", "Рыбный рынок с копчёным омулем"),
    ],
    bestSeason: [6, 9],
    difficulty: "easy",
    activities: [act.limnologyMuseum, act.omulTasting, act.sunsetCruise, act.banya],
    latitude: 51.8536,
    longitude: 104.8697,
  },
  {
    id: "port-baikal",
    name: h("Port Baikal", "Порт Байкал"),
    shortDescription: h(
      "Old railway port and the start of the Circum-Baikal line.",
      "Старый железнодорожный порт и начало Кругобайкалки.",
    ),
    description: h(
      "Across the Angara from Listvyanka, Port Baikal kept the ferries that carried whole trains over the lake before the Circum-Baikal Railway was cut into the cliffs. Today its quiet pier is a sheltered harbour, and the railway's tunnels and stone galleries start a short walk away.",
      "Напротив Листвянки, на другом берегу Ангары, Порт Байкал принимал паромы, перевозившие через озеро целые поезда, пока в скалах не проложили Кругобайкальскую железную дорогу. Сегодня его тихий причал — укрытая гавань, а тоннели и каменные галереи дороги начинаются в нескольких минутах ходьбы.",
    ),
    durationDays: [1, 2],
    distanceKm: 72,
    pricePerDayRub: 22000,
    highlights: [
      h("Tunnels and galleries of the Circum-Baikal Railway", "Тоннели и галереи Кругобайкальской дороги"),
      h("The old ferry pier of the icebreaker Baikal", "Старый причал ледокола «Байкал»"),
      h("View of the Angara source", "Вид на исток Ангары"),
    ],
    bestSeason: [5, 10],
    difficulty: "easy",
    activities: [act.circumRailway, act.photoTour, act.sunsetCruise],
    latitude: 51.8734,
    longitude: 104.8061,
  },
  {
    id: "bolshie-koty",
    name: h("Bolshie Koty", "Большие Коты"),
    shortDescription: h(
      "A village without roads and the lake's oldest biological station.",
      "Посёлок без дорог и старейшая биостанция озера.",
    ),
    description: h(
      "Reached only by water or on foot along the Great Baikal Trail, Bolshie Koty is a handful of wooden houses in a green valley. Irkutsk University's biological station has studied the lake here for a century, and its aquarium of endemic creatures is the best introduction to why Baikal is unlike any other lake.",
      "Добраться до Больших Котов можно только по воде или пешком по Большой Байкальской тропе: горстка деревянных домов в зелёной долине. Биостанция Иркутского университета изучает здесь озеро уже сто лет, а её аквариум с эндемиками — лучшее объяснение, почему Байкал не похож ни на одно озеро.",
    ),
    durationDays: [1, 1],
    distanceKm: 90,
    pricePerDayRub: 24000,
    highlights: [
      h("Biological station and its aquarium", "Биостанция и её аквариум"),
      h("Great Baikal Trail to Listvyanka", "Большая Байкальская тропа до Листвянки"),
      h("Gold-panning stream of the old prospectors", "Ручей старых старателей"),
    ],
    bestSeason: [6, 9],
    difficulty: "easy",
    activities: [act.researchStation, act.trekking, act.caveKids],
    latitude: 51.9047,
    longitude: 105.0683,
  },
  {
    id: "peschanaya-bay",
    name: h("Peschanaya Bay", "Бухта Песчаная"),
    shortDescription: h(
      "Golden sand between granite cliffs and stilted pines.",
      "Золотой песок между гранитными скалами и ходульными соснами.",
    ),
    description: h(
      "Often called the Baikal Riviera, Peschanaya is a crescent of fine sand sheltered by the cliffs of Big and Small Kolokolnya. Winds have blown the sand from under the pines until they stand on their roots like stilts. The bay is warm by Baikal standards and a favourite overnight anchorage.",
      "Песчаную часто называют байкальской Ривьерой: полумесяц мелкого песка под защитой скал Большая и Малая Колокольня. Ветры выдули песок из-под сосен, и они стоят на корнях, как на ходулях. Бухта тёплая по байкальским меркам и любима для ночёвки на якоре.",
    ),
    durationDays: [1, 2],
    distanceKm: 130,
    pricePerDayRub: 30000,
    highlights: [
      h("Stilted pines on their roots", "Ходульные сосны на корнях"),
      h("Cliffs of Big and Small Kolokolnya", "Скалы Большая и Малая Колокольня"),
      h("The warmest sandy beach of the south", "Самый тёплый песчаный пляж юга"),
      h("Sunrise from the cliff top", "Рассвет с вершины скалы"),
    ],
    bestSeason: [6, 8],
    difficulty: "easy",
    activities: [act.swimming, act.sup, act.trekking, act.stargazing],
    latitude: 52.2597,
    longitude: 105.7036,
  },
  {
    id: "olkhon-khuzhir",
    name: h("Olkhon and Khuzhir", "Ольхон и Хужир"),
    shortDescription: h(
      "The lake's largest island, its sacred rock and its capital.",
      "Крупнейший остров озера, его священная скала и столица.",
    ),
    description: h(
      "Olkhon is the heart of Baikal: seventy kilometres of steppe, larch forest and marble cliffs. Khuzhir, its only village of any size, sits beside Cape Burkhan, where Shaman Rock rises out of the water, one of the nine holy places of Asia. From here the north of the island runs to Cape Khoboy, where the lake is at its widest.",
      "Ольхон — сердце Байкала: семьдесят километров степи, лиственничного леса и мраморных скал. Хужир, его единственный крупный посёлок, стоит рядом с мысом Бурхан, где из воды поднимается скала Шаманка — одна из девяти святынь Азии. Отсюда остров тянется на север до мыса Хобой, где озеро шире всего.",
    ),
    durationDays: [3, 5],
    distanceKm: 290,
    pricePerDayRub: 45000,
    highlights: [
      h("Shaman Rock at Cape Burkhan", "Скала Шаманка на мысе Бурхан"),
      h("Cape Khoboy, the northern tip", "Мыс Хобой, северная оконечность"),
      h("The Three Brothers rocks", "Скалы Три Брата"),
      h("Sunset over the Small Sea", "Закат над Малым Морем"),
      h("Ice grottoes in March", "Ледяные гроты в марте"),
    ],
    bestSeason: [6, 9],
    difficulty: "moderate",
    activities: [act.shamanRock, act.buryatDinner, act.horseRiding, act.iceCaves, act.photoTour, act.omulTasting],
    latitude: 53.1933,
    longitude: 107.3395,
  },
  {
    id: "small-sea",
    name: h("The Small Sea", "Малое Море"),
    shortDescription: h(
      "A sheltered strait of islands and steppe between Olkhon and the shore.",
      "Укрытый пролив с островами и степью между Ольхоном и берегом.",
    ),
    description: h(
      "The Small Sea is the strait between Olkhon and the mainland: shallow, warm and scattered with rocky islets where gulls and cormorants nest. Bays like Kurkut and Mukhor are perfect for a first night at anchor, and the Tazheran steppe on the shore has horses, petroglyphs and Buryat guesthouses.",
      "Малое Море — пролив между Ольхоном и материком: мелкий, тёплый, усыпанный скалистыми островками, где гнездятся чайки и бакланы. Заливы Куркут и Мухор идеально подходят для первой ночи на якоре, а на берегу в Тажеранской степи — лошади, петроглифы и бурятские усадьбы.",
    ),
    durationDays: [2, 3],
    distanceKm: 260,
    pricePerDayRub: 38000,
    highlights: [
      h("Island of Ogoy and its stupa", "Остров Огой и его ступа"),
      h("Warm bays of Kurkut and Mukhor", "Тёплые заливы Куркут и Мухор"),
      h("Tazheran steppe", "Тажеранская степь"),
      h("Cormorant colonies on the islets", "Колонии бакланов на островках"),
    ],
    bestSeason: [6, 9],
    difficulty: "easy",
    activities: [act.swimming, act.horseRiding, act.kayak, act.birdWatching, act.sailingLesson],
    latitude: 53.0833,
    longitude: 107.05,
  },
  {
    id: "cape-ryty",
    name: h("Cape Ryty", "Мыс Рытый"),
    shortDescription: h(
      "A wild cape of the Baikal-Lena reserve, with permission only.",
      "Дикий мыс Байкало-Ленского заповедника, только с разрешением.",
    ),
    description: h(
      "Cape Ryty juts out beneath the high ridge of the Baikal Range, where the Rytaya river has cut a stony delta into the lake. Locals call it a place of power; rangers of the Baikal-Lena reserve allow visits only with a permit, which we arrange. Expect no one else, and strong downslope winds.",
      "Мыс Рытый выдаётся в озеро под высоким Байкальским хребтом, где река Рытая вынесла каменистую дельту. Местные называют его местом силы; инспекторы Байкало-Ленского заповедника пускают только по разрешению, которое мы оформим. Других людей не будет — как и защиты от сильных горных ветров.",
    ),
    durationDays: [3, 4],
    distanceKm: 380,
    pricePerDayRub: 55000,
    highlights: [
      h("Stone labyrinths of the delta", "Каменные лабиринты дельты"),
      h("Views of the Baikal Range", "Виды на Байкальский хребет"),
      h("Untouched shore of the reserve", "Нетронутый берег заповедника"),
    ],
    bestSeason: [7, 9],
    difficulty: "challenging",
    activities: [act.trekking, act.bearWatching, act.photoTour, act.stargazing],
    latitude: 54.1386,
    longitude: 108.1794,
  },
  {
    id: "ushkany-islands",
    name: h("Ushkany Islands", "Ушканьи острова"),
    shortDescription: h("Seal rookeries in the middle of the lake.", "Лежбища нерпы посреди озера."),
    description: h(
      "Four islands rise from the deepest water of the lake, far from either shore. The rocks of Tonky and Kruglyi islands are the best-known rookery of the Baikal seal: on calm days in June dozens of nerpas bask on them. Bolshoy Ushkany has a ranger's station and a trail through larch forest to its highest point.",
      "Четыре острова поднимаются из самых глубоких вод озера, вдали от обоих берегов. Камни островов Тонкий и Круглый — самое известное лежбище байкальской нерпы: в тихие июньские дни на них греются десятки животных. На Большом Ушканьем есть кордон и тропа через лиственничный лес к высшей точке.",
    ),
    durationDays: [4, 6],
    distanceKm: 450,
    pricePerDayRub: 60000,
    highlights: [
      h("Nerpa rookery on Tonky Island", "Лежбище нерпы на острове Тонкий"),
      h("Trail across Bolshoy Ushkany", "Тропа через Большой Ушканий"),
      h("Open water over 1,500 metres deep", "Открытая вода глубиной больше 1500 метров"),
    ],
    bestSeason: [6, 8],
    difficulty: "challenging",
    activities: [act.sealWatching, act.trekking, act.photoTour, act.stargazing],
    latitude: 53.8569,
    longitude: 108.6264,
  },
  {
    id: "chivyrkuisky-bay",
    name: h("Chivyrkuisky Bay", "Чивыркуйский залив"),
    shortDescription: h(
      "Warm bays, hot springs and islands behind the Holy Nose.",
      "Тёплые бухты, горячие источники и острова за Святым Носом.",
    ),
    description: h(
      "Sheltered by the Holy Nose peninsula, Chivyrkuisky Bay is the warmest part of Baikal, where the water in Zmeevaya bay reaches 22 degrees in August. Hot springs bubble up on its shore, the Bay of Monakhovo has quiet anchorages, and the Zabaikalsky national park keeps the forests wild.",
      "Под защитой полуострова Святой Нос Чивыркуйский залив — самая тёплая часть Байкала: в бухте Змеевой к августу вода прогревается до 22 градусов. На берегу бьют горячие источники, в бухте Монахово тихие стоянки, а Забайкальский национальный парк бережёт леса.",
    ),
    durationDays: [4, 6],
    distanceKm: 520,
    pricePerDayRub: 50000,
    highlights: [
      h("Hot springs of Zmeevaya bay", "Горячие источники бухты Змеевой"),
      h("Holy Nose peninsula", "Полуостров Святой Нос"),
      h("Islands of Chivyrkuy", "Чивыркуйские острова"),
      h("Warmest water of the lake", "Самая тёплая вода озера"),
    ],
    bestSeason: [7, 8],
    difficulty: "moderate",
    activities: [act.hotSprings, act.fishing, act.swimming, act.sealWatching, act.pineNuts],
    latitude: 53.7931,
    longitude: 109.0194,
  },
  {
    id: "barguzin-bay",
    name: h("Barguzin Bay", "Баргузинский залив"),
    shortDescription: h(
      "The lake's largest bay, home of the Barguzin wind.",
      "Крупнейший залив озера, родина ветра баргузина.",
    ),
    description: h(
      "Open to the east shore, Barguzin Bay gives its name to the wind of the famous song. Ust-Barguzin at the river mouth is the gateway to the Zabaikalsky national park, and long sandy beaches stretch south to Maksimikha. The river delta is full of birds in spring and autumn.",
      "Баргузинский залив, открытый к восточному берегу, дал имя ветру из знаменитой песни. Усть-Баргузин в устье реки — ворота Забайкальского национального парка, а к югу до Максимихи тянутся длинные песчаные пляжи. Весной и осенью дельта реки полна птиц.",
    ),
    durationDays: [2, 4],
    distanceKm: 480,
    pricePerDayRub: 35000,
    highlights: [
      h("Sandy beaches of Maksimikha", "Песчаные пляжи Максимихи"),
      h("Barguzin river delta", "Дельта Баргузина"),
      h("Ust-Barguzin fishing village", "Рыбацкий посёлок Усть-Баргузин"),
    ],
    bestSeason: [6, 9],
    difficulty: "moderate",
    activities: [act.birdWatching, act.fishing, act.buryatDinner, act.sup],
    latitude: 53.4203,
    longitude: 108.9689,
  },
  {
    id: "cape-kotelnikovsky",
    name: h("Cape Kotelnikovsky", "Мыс Котельниковский"),
    shortDescription: h("Hot springs on a wild northern shore.", "Горячие источники на диком северном берегу."),
    description: h(
      "Halfway up the western shore of the north, hot springs at 80 degrees pour out at Cape Kotelnikovsky, a few metres from the cold lake. The cape has no road; yachts anchor off the beach while guests soak in the pools, with the snowy Baikal Range behind.",
      "На полпути вдоль северо-западного берега у мыса Котельниковский бьют источники температурой до 80 градусов — в нескольких метрах от холодного озера. Дороги сюда нет: яхты встают на якорь у пляжа, пока гости греются в купелях на фоне заснеженного Байкальского хребта.",
    ),
    durationDays: [5, 7],
    distanceKm: 610,
    pricePerDayRub: 58000,
    highlights: [
      h("Hot pools beside the cold lake", "Горячие купели рядом с холодным озером"),
      h("Snow peaks of the Baikal Range", "Заснеженные вершины Байкальского хребта"),
      h("Beach anchorage with no road", "Стоянка у пляжа без дорог"),
    ],
    bestSeason: [7, 9],
    difficulty: "challenging",
    activities: [act.hotSprings, act.waterfall, act.fishing, act.stargazing],
    latitude: 55.0597,
    longitude: 109.0475,
  },
  {
    id: "severobaikalsk",
    name: h("Severobaikalsk", "Северобайкальск"),
    shortDescription: h(
      "The northern harbour on the Baikal-Amur Mainline.",
      "Северная гавань на Байкало-Амурской магистрали.",
    ),
    description: h(
      "Built with the Baikal-Amur Mainline, Severobaikalsk is the base for the wilder north of the lake. Mountains close in, the water is colder and clearer, and the harbour is the start for the Frolikha and Ayaya bays, the hot springs of Dzelinda and Goudzhekit, and the Upper Angara delta.",
      "Северобайкальск, построенный вместе с БАМом, — база для дикого севера озера. Горы подступают ближе, вода холоднее и прозрачнее, а из гавани начинаются походы в бухты Фролиха и Аяя, к горячим источникам Дзелинды и Гоуджекита и в дельту Верхней Ангары.",
    ),
    durationDays: [2, 3],
    distanceKm: 700,
    pricePerDayRub: 40000,
    highlights: [
      h("Museum of the Baikal-Amur Mainline", "Музей БАМа"),
      h("Upper Angara delta", "Дельта Верхней Ангары"),
      h("Mountain views from the harbour", "Вид на горы из гавани"),
    ],
    bestSeason: [7, 9],
    difficulty: "moderate",
    activities: [act.fishing, act.waterfall, act.hotSprings, act.birdWatching],
    latitude: 55.6353,
    longitude: 109.3364,
  },
  {
    id: "frolikha-bay",
    name: h("Frolikha Bay", "Бухта Фролиха"),
    shortDescription: h(
      "A horseshoe bay under the mountains with a lake in the taiga.",
      "Бухта-подкова под горами и озеро в тайге.",
    ),
    description: h(
      "Frolikha and its neighbour Ayaya are the most beautiful bays of the northeastern shore, enclosed by mountains of the Frolikha reserve. A trail leads inland to Lake Frolikha, where the rare Arctic char lives. Brown bears are common; hikes go with a ranger.",
      "Фролиха и соседняя Аяя — самые красивые бухты северо-восточного берега в кольце гор заказника «Фролихинский». Тропа ведёт вглубь к озеру Фролиха, где живёт редкая рыба даватчан. Медведи здесь обычны, поэтому в походы ходим с инспектором.",
    ),
    durationDays: [5, 8],
    distanceKm: 690,
    pricePerDayRub: 62000,
    highlights: [
      h("Ayaya bay's horseshoe of sand", "Песчаная подкова бухты Аяя"),
      h("Lake Frolikha in the taiga", "Озеро Фролиха в тайге"),
      h("Bears on the shore in June", "Медведи на берегу в июне"),
    ],
    bestSeason: [7, 8],
    difficulty: "challenging",
    activities: [act.bearWatching, act.waterfall, act.fishing, act.kayak, act.pineNuts],
    latitude: 55.4761,
    longitude: 109.8358,
  },
];
