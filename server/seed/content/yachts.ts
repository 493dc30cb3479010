import type { CaptainOption, ListingKind, YachtFeature, YachtType } from "../../../domain/catalogue/types.ts";
import type { Localized } from "../../../domain/localized.ts";

/** The fleet: 24 yachts of the four types, with home harbour and listing kind (spec README, decision 7). */
export type YachtSeed = {
  id: string;
  name: Localized;
  type: YachtType;
  listing: ListingKind;
  model: string;
  lengthM: number;
  capacity: number;
  cabins: number;
  yearBuilt: number;
  pricePerDayRub: number;
  captain: CaptainOption;
  captainPerDayRub?: number;
  features: YachtFeature[];
  summary: Localized;
  description: Localized;
  homeHarbourId: string;
  destinationIds: string[];
};

const l = (en: string, ru: string): Localized => ({ en, ru });

export const yachtSeeds: YachtSeed[] = [
  // Motor yachts
  {
    id: "baikal-pearl", name: l("Baikal Pearl", "Жемчужина Байкала"), type: "motor_yacht", listing: "partner", model: "Princess 62",
    lengthM: 19.1, capacity: 12, cabins: 4, yearBuilt: 2019, pricePerDayRub: 180000, captain: "included",
    features: ["flybridge", "air_conditioning", "heating", "galley", "shower", "toilet", "sound_system", "sun_deck", "wifi", "dinghy", "generator", "radar"],
    summary: l("A flybridge flagship with four cabins and a chef on board.", "Флагман с флайбриджем, четырьмя каютами и шеф-поваром на борту."),
    description: l(
      "Baikal Pearl is the largest motor yacht of the southern lake: a Princess 62 with a wide flybridge, a saloon with panoramic windows and four en-suite cabins. Her crew of three serves breakfast at anchor and smoked omul at sunset. Fast enough to reach Olkhon in a day, quiet enough to wake up in Peschanaya Bay.",
      "«Жемчужина Байкала» — крупнейшая моторная яхта южного Байкала: Princess 62 с широким флайбриджем, салоном с панорамными окнами и четырьмя каютами с санузлами. Экипаж из трёх человек подаёт завтрак на якоре и копчёный омуль на закате. Достаточно быстрая, чтобы за день дойти до Ольхона, и достаточно тихая, чтобы проснуться в бухте Песчаной.",
    ),
    homeHarbourId: "listvyanka", destinationIds: ["listvyanka", "peschanaya-bay", "olkhon-khuzhir", "small-sea", "bolshie-koty"],
  },
  {
    id: "sarma", name: l("Sarma", "Сарма"), type: "motor_yacht", listing: "owner", model: "Azimut 55",
    lengthM: 17.3, capacity: 10, cabins: 3, yearBuilt: 2016, pricePerDayRub: 120000, captain: "included",
    features: ["flybridge", "heating", "galley", "shower", "toilet", "sound_system", "sun_deck", "bbq", "fishing_gear", "dinghy", "radar"],
    summary: l("Named after the fiercest Baikal wind, built for the open lake.", "Названа в честь самого сильного байкальского ветра и создана для открытой воды."),
    description: l(
      "Sarma is based in Khuzhir and knows the Small Sea and the Olkhon shore better than any chart. Her owner-captain Nikolai has sailed here for twenty years and times every crossing around the winds. A stern barbecue, fishing gear and a tender for landings at Cape Khoboy.",
      "«Сарма» базируется в Хужире и знает Малое Море и берега Ольхона лучше любой карты. Её владелец и капитан Николай ходит здесь двадцать лет и выбирает время каждого перехода по ветрам. Гриль на корме, снасти для рыбалки и тендер для высадки на мысе Хобой.",
    ),
    homeHarbourId: "olkhon-khuzhir", destinationIds: ["olkhon-khuzhir", "small-sea", "ushkany-islands", "cape-ryty"],
  },
  {
    id: "khamar-daban", name: l("Khamar-Daban", "Хамар-Дабан"), type: "motor_yacht", listing: "owner", model: "Fairline Squadron 50",
    lengthM: 15.8, capacity: 10, cabins: 3, yearBuilt: 2012, pricePerDayRub: 95000, captain: "included",
    features: ["flybridge", "heating", "galley", "shower", "toilet", "sound_system", "sun_deck", "kids_friendly", "sup_boards"],
    summary: l("A family favourite for day trips from Listvyanka.", "Любимица семей для однодневных прогулок из Листвянки."),
    description: l(
      "Named after the mountains that frame the southern shore, Khamar-Daban is a roomy British cruiser with a big cockpit, paddle boards and a swim platform low enough for children. Day trips go to Bolshie Koty and the Circum-Baikal tunnels; longer ones to Peschanaya.",
      "Названная в честь гор южного берега, «Хамар-Дабан» — просторный британский круизёр с большим кокпитом, SUP-досками и низкой платформой для купания, удобной для детей. Однодневные выходы — в Большие Коты и к тоннелям Кругобайкалки, более длинные — в Песчаную.",
    ),
    homeHarbourId: "listvyanka", destinationIds: ["listvyanka", "bolshie-koty", "port-baikal", "peschanaya-bay"],
  },
  {
    id: "aurora", name: l("Aurora", "Аврора"), type: "motor_yacht", listing: "partner", model: "Sunseeker Manhattan 68",
    lengthM: 21.4, capacity: 12, cabins: 4, yearBuilt: 2021, pricePerDayRub: 250000, captain: "included",
    features: ["flybridge", "air_conditioning", "heating", "galley", "shower", "toilet", "sound_system", "sun_deck", "wifi", "sauna", "dinghy", "generator", "radar", "sup_boards"],
    summary: l("The lake's most luxurious yacht, with a sauna on board.", "Самая роскошная яхта озера — с сауной на борту."),
    description: l(
      "Aurora brings Mediterranean comfort to Siberia: a master suite on the full beam, a sauna for cold evenings, a crew of four and a tender for landings on wild beaches. She makes the run from Listvyanka to Olkhon in under six hours and is the yacht of our luxury trip package.",
      "«Аврора» привносит средиземноморский комфорт в Сибирь: мастер-каюта во всю ширину корпуса, сауна для прохладных вечеров, экипаж из четырёх человек и тендер для высадки на диких пляжах. Переход из Листвянки на Ольхон занимает у неё меньше шести часов; на ней проходит наш роскошный тур.",
    ),
    homeHarbourId: "listvyanka", destinationIds: ["listvyanka", "olkhon-khuzhir", "ushkany-islands", "peschanaya-bay", "chivyrkuisky-bay"],
  },
  {
    id: "podlemorye", name: l("Podlemorye", "Подлеморье"), type: "motor_yacht", listing: "owner", model: "Galeon 440 Fly",
    lengthM: 13.9, capacity: 8, cabins: 3, yearBuilt: 2015, pricePerDayRub: 85000, captain: "included",
    features: ["flybridge", "heating", "galley", "shower", "toilet", "fishing_gear", "dinghy", "bbq", "radar"],
    summary: l("The east shore's explorer, from Barguzin to the Holy Nose.", "Исследователь восточного берега — от Баргузина до Святого Носа."),
    description: l(
      "Podlemorye is the old name of the eastern shore, and this Galeon rarely leaves it. From Ust-Barguzin she runs to the hot springs of Zmeevaya bay, the Ushkany seals and the fishing grounds of Chivyrkuy, with a smokehouse on the stern for the catch.",
      "Подлеморье — старое название восточного берега, и этот Galeon редко его покидает. Из Усть-Баргузина — к горячим источникам бухты Змеевой, к нерпам Ушканьих островов и на рыбные места Чивыркуя, а на корме — коптильня для улова.",
    ),
    homeHarbourId: "barguzin-bay", destinationIds: ["barguzin-bay", "chivyrkuisky-bay", "ushkany-islands"],
  },
  {
    id: "golden-omul", name: l("Golden Omul", "Золотой омуль"), type: "motor_yacht", listing: "owner", model: "Bavaria R40 Fly",
    lengthM: 12.4, capacity: 8, cabins: 2, yearBuilt: 2018, pricePerDayRub: 65000, captain: "included",
    features: ["flybridge", "heating", "galley", "shower", "toilet", "sound_system", "fishing_gear", "pets_allowed"],
    summary: l("A compact flybridge for couples and small groups.", "Компактная яхта с флайбриджем для пар и небольших компаний."),
    description: l(
      "Golden Omul is the easy way to spend a day on the lake from Port Baikal: two double cabins, a sunny flybridge and a skipper who cooks fish soup on board. Dogs are welcome.",
      "«Золотой омуль» — простой способ провести день на озере из Порта Байкал: две двухместные каюты, солнечный флайбридж и шкипер, который варит уху прямо на борту. Можно с собакой.",
    ),
    homeHarbourId: "port-baikal", destinationIds: ["port-baikal", "listvyanka", "bolshie-koty"],
  },
  {
    id: "severyanka", name: l("Severyanka", "Северянка"), type: "motor_yacht", listing: "owner", model: "Custom steel trawler",
    lengthM: 16.2, capacity: 10, cabins: 4, yearBuilt: 2010, pricePerDayRub: 110000, captain: "included",
    features: ["ice_class", "heating", "galley", "shower", "toilet", "sauna", "fishing_gear", "dinghy", "generator", "radar"],
    summary: l("A steel expedition yacht of the wild north, with a banya.", "Стальная экспедиционная яхта дикого севера, с баней."),
    description: l(
      "Severyanka was built in Severobaikalsk for the cold northern water: a steel hull for the ice of May, a wood-heated banya, and tanks for a week away from any harbour. She goes where few yachts go: Frolikha, Ayaya and the hot springs of Kotelnikovsky.",
      "«Северянка» построена в Северобайкальске для холодной северной воды: стальной корпус для майского льда, баня на дровах и запасы на неделю вдали от гаваней. Она ходит туда, куда добираются немногие яхты: Фролиха, Аяя и горячие источники Котельниковского.",
    ),
    homeHarbourId: "severobaikalsk", destinationIds: ["severobaikalsk", "frolikha-bay", "cape-kotelnikovsky"],
  },
  // Sail yachts
  {
    id: "kultuk", name: l("Kultuk", "Култук"), type: "sail_yacht", listing: "owner", model: "Bavaria Cruiser 46",
    lengthM: 14.3, capacity: 8, cabins: 4, yearBuilt: 2017, pricePerDayRub: 45000, captain: "optional", captainPerDayRub: 9000,
    features: ["heating", "galley", "shower", "toilet", "autopilot", "dinghy", "sup_boards", "kids_friendly"],
    summary: l("A roomy cruiser named after the south-west wind.", "Просторный круизёр, названный в честь юго-западного ветра."),
    description: l(
      "Kultuk is a four-cabin cruiser that handles the southern lake's steep afternoon waves with ease. Take her with our skipper or, with a licence, on your own. She is the yacht of the Southern Baikal trip: the Circum-Baikal tunnels, Bolshie Koty and nights at anchor in Peschanaya.",
      "«Култук» — четырёхкаютный круизёр, легко справляющийся с крутой послеобеденной волной южного Байкала. Можно с нашим шкипером или, с правами, самостоятельно. На нём проходит тур «Южный Байкал»: тоннели Кругобайкалки, Большие Коты и ночёвки на якоре в Песчаной.",
    ),
    homeHarbourId: "listvyanka", destinationIds: ["listvyanka", "port-baikal", "bolshie-koty", "peschanaya-bay"],
  },
  {
    id: "verkhovik", name: l("Verkhovik", "Верховик"), type: "sail_yacht", listing: "owner", model: "Beneteau Oceanis 41.1",
    lengthM: 12.4, capacity: 6, cabins: 3, yearBuilt: 2019, pricePerDayRub: 38000, captain: "optional", captainPerDayRub: 8500,
    features: ["heating", "galley", "shower", "toilet", "autopilot", "sup_boards", "snorkel_gear"],
    summary: l("A lively modern sloop for sailors who like to steer.", "Живой современный шлюп для тех, кто любит стоять за штурвалом."),
    description: l(
      "Verkhovik, named after the north wind of the lake, is quick and light on the helm. Based in the Small Sea, she is ideal for learning to sail between the islands and for the crossing to Olkhon's northern capes.",
      "«Верховик», названный по северному ветру озера, быстрый и лёгкий в управлении. Он базируется на Малом Море и идеально подходит, чтобы учиться ходить под парусом между островами и переходить к северным мысам Ольхона.",
    ),
    homeHarbourId: "small-sea", destinationIds: ["small-sea", "olkhon-khuzhir", "cape-ryty"],
  },
  {
    id: "shelonnik", name: l("Shelonnik", "Шелоник"), type: "sail_yacht", listing: "owner", model: "Dufour 360",
    lengthM: 10.9, capacity: 6, cabins: 3, yearBuilt: 2014, pricePerDayRub: 30000, captain: "optional", captainPerDayRub: 8000,
    features: ["heating", "galley", "shower", "toilet", "autopilot", "fishing_gear"],
    summary: l("An easy-going family sloop at a friendly price.", "Неторопливый семейный шлюп по дружелюбной цене."),
    description: l(
      "Shelonnik is a tidy Dufour that families return to every summer: simple to sail, warm below deck and cheap enough for a long weekend. Her home is Port Baikal, right at the start of the Circum-Baikal Railway.",
      "«Шелоник» — ухоженный Dufour, к которому семьи возвращаются каждое лето: простой в управлении, тёплый внутри и доступный для длинных выходных. Его дом — Порт Байкал, у самого начала Кругобайкальской дороги.",
    ),
    homeHarbourId: "port-baikal", destinationIds: ["port-baikal", "bolshie-koty", "listvyanka"],
  },
  {
    id: "gornaya", name: l("Gornaya", "Горная"), type: "sail_yacht", listing: "partner", model: "Hanse 418",
    lengthM: 12.4, capacity: 8, cabins: 3, yearBuilt: 2020, pricePerDayRub: 42000, captain: "included",
    features: ["heating", "galley", "shower", "toilet", "autopilot", "dinghy", "wifi"],
    summary: l("A skippered Hanse for the gusty north-west shore.", "Hanse со шкипером для порывистого северо-западного берега."),
    description: l(
      "Gornaya takes its name from the sudden mountain wind of the western shore, and her skippers know exactly where it hides. She sails from Khuzhir to Cape Ryty and the Ushkany seals with a professional crew.",
      "«Горная» названа в честь внезапного горного ветра западного берега, и её шкиперы точно знают, где он прячется. С профессиональным экипажем она ходит из Хужира к мысу Рытый и к нерпам Ушканьих островов.",
    ),
    homeHarbourId: "olkhon-khuzhir", destinationIds: ["olkhon-khuzhir", "cape-ryty", "ushkany-islands"],
  },
  {
    id: "burkhan", name: l("Burkhan", "Бурхан"), type: "sail_yacht", listing: "owner", model: "Hanse 458",
    lengthM: 14.0, capacity: 8, cabins: 3, yearBuilt: 2018, pricePerDayRub: 52000, captain: "included",
    features: ["heating", "galley", "shower", "toilet", "autopilot", "dinghy", "sound_system", "kayak"],
    summary: l("Sail to Shaman Rock with a captain who grew up on Olkhon.", "К скале Шаманка с капитаном, выросшим на Ольхоне."),
    description: l(
      "Burkhan is sailed by Bair Tsyrenov, born in Khuzhir, who tells the island's legends on the way. A fast Hanse with two kayaks to explore the marble cliffs of the western shore.",
      "На «Бурхане» ходит Баир Цыренов, уроженец Хужира, который по пути рассказывает легенды острова. Быстрая Hanse и два каяка, чтобы исследовать мраморные скалы западного берега.",
    ),
    homeHarbourId: "olkhon-khuzhir", destinationIds: ["olkhon-khuzhir", "small-sea", "ushkany-islands"],
  },
  {
    id: "chaika", name: l("Chaika", "Чайка"), type: "sail_yacht", listing: "owner", model: "Bavaria 32",
    lengthM: 9.9, capacity: 4, cabins: 2, yearBuilt: 2011, pricePerDayRub: 25000, captain: "bareboat",
    features: ["heating", "galley", "toilet", "autopilot"],
    summary: l("A small bareboat sloop for licensed sailors.", "Небольшой шлюп без шкипера для опытных яхтсменов."),
    description: l(
      "Chaika is for sailors who hold a licence and want the lake to themselves: a sturdy Bavaria 32 with a reefed main ready for Baikal's sudden winds. Checkout with the owner at Listvyanka before the first trip.",
      "«Чайка» — для яхтсменов с правами, которым хочется побыть с озером наедине: крепкая Bavaria 32 с рифами, готовыми к внезапным байкальским ветрам. Перед первым выходом — приёмка с владельцем в Листвянке.",
    ),
    homeHarbourId: "listvyanka", destinationIds: ["listvyanka", "bolshie-koty", "port-baikal"],
  },
  {
    id: "angara", name: l("Angara", "Ангара"), type: "sail_yacht", listing: "partner", model: "Jeanneau 54",
    lengthM: 16.5, capacity: 10, cabins: 4, yearBuilt: 2020, pricePerDayRub: 70000, captain: "included",
    features: ["heating", "galley", "shower", "toilet", "autopilot", "dinghy", "generator", "radar", "wifi", "sound_system"],
    summary: l("Blue-water sailing yacht for the whole length of the lake.", "Океанская парусная яхта для перехода через всё озеро."),
    description: l(
      "Angara is a Jeanneau 54 equipped for long passages: radar, generator and watermaker. She sails the Grand Baikal Crossing, six hundred kilometres from Listvyanka to Severobaikalsk, with a crew of three.",
      "«Ангара» — Jeanneau 54, оборудованная для длинных переходов: радар, генератор и опреснитель. С экипажем из трёх человек она проходит Большой Байкальский переход — шестьсот километров от Листвянки до Северобайкальска.",
    ),
    homeHarbourId: "listvyanka", destinationIds: ["listvyanka", "olkhon-khuzhir", "ushkany-islands", "cape-kotelnikovsky", "severobaikalsk"],
  },
  // Catamarans
  {
    id: "barguzin", name: l("Barguzin", "Баргузин"), type: "catamaran", listing: "owner", model: "Lagoon 42",
    lengthM: 12.8, capacity: 10, cabins: 4, yearBuilt: 2019, pricePerDayRub: 75000, captain: "included",
    features: ["heating", "galley", "shower", "toilet", "sun_deck", "sup_boards", "kayak", "dinghy", "kids_friendly", "generator"],
    summary: l("A stable catamaran from the bay of the famous wind.", "Устойчивый катамаран из залива знаменитого ветра."),
    description: l(
      "Barguzin is as steady as a floating house: a wide saloon, a trampoline over the water and four double cabins. From Ust-Barguzin she reaches Chivyrkuisky Bay in one day for warm swimming and hot springs.",
      "«Баргузин» устойчив, как плавучий дом: широкий салон, батут над водой и четыре двухместные каюты. Из Усть-Баргузина за день доходит до Чивыркуйского залива — к тёплой воде и горячим источникам.",
    ),
    homeHarbourId: "barguzin-bay", destinationIds: ["barguzin-bay", "chivyrkuisky-bay", "ushkany-islands"],
  },
  {
    id: "nerpa", name: l("Nerpa", "Нерпа"), type: "catamaran", listing: "owner", model: "Fountaine Pajot Lucia 40",
    lengthM: 11.7, capacity: 8, cabins: 3, yearBuilt: 2018, pricePerDayRub: 60000, captain: "included",
    features: ["heating", "galley", "shower", "toilet", "sun_deck", "sup_boards", "snorkel_gear", "kids_friendly"],
    summary: l("The Olkhon weekend catamaran, loved by families.", "Катамаран для выходных на Ольхоне, любимый семьями."),
    description: l(
      "Nerpa runs our Olkhon Weekend: shallow-drafted for the warm bays of the Small Sea, with a big cockpit for meals together and paddle boards for the children.",
      "«Нерпа» ходит в нашем туре «Выходные на Ольхоне»: малая осадка для тёплых заливов Малого Моря, большой кокпит для общих обедов и SUP-доски для детей.",
    ),
    homeHarbourId: "small-sea", destinationIds: ["small-sea", "olkhon-khuzhir"],
  },
  {
    id: "olkhon", name: l("Olkhon", "Ольхон"), type: "catamaran", listing: "partner", model: "Lagoon 46",
    lengthM: 13.99, capacity: 12, cabins: 4, yearBuilt: 2021, pricePerDayRub: 95000, captain: "included",
    features: ["air_conditioning", "heating", "galley", "shower", "toilet", "sun_deck", "flybridge", "sup_boards", "dinghy", "wifi", "generator"],
    summary: l("A flybridge catamaran for twelve, with a chef.", "Катамаран с флайбриджем на двенадцать гостей и шеф-поваром."),
    description: l(
      "The largest catamaran on the lake, Olkhon has a flybridge lounge, four cabins with their own bathrooms and a chef who cooks with local fish and berries. Ideal for a group of friends crossing from Listvyanka to the island.",
      "Самый большой катамаран озера: лаунж на флайбридже, четыре каюты с собственными санузлами и шеф-повар, готовящий из местной рыбы и ягод. Идеален для компании друзей, идущей из Листвянки на остров.",
    ),
    homeHarbourId: "listvyanka", destinationIds: ["listvyanka", "peschanaya-bay", "olkhon-khuzhir", "small-sea"],
  },
  {
    id: "ushkan", name: l("Ushkan", "Ушкан"), type: "catamaran", listing: "owner", model: "Bali 4.0",
    lengthM: 11.9, capacity: 8, cabins: 4, yearBuilt: 2020, pricePerDayRub: 58000, captain: "optional", captainPerDayRub: 10000,
    features: ["heating", "galley", "shower", "toilet", "sun_deck", "kayak", "fishing_gear"],
    summary: l("An open-plan catamaran you can skipper yourself.", "Катамаран с открытой планировкой, которым можно управлять самому."),
    description: l(
      "Ushkan's saloon opens completely onto the cockpit, so the lake is always in view. Licensed skippers may take her alone; otherwise our captain comes along.",
      "Салон «Ушкана» полностью открывается в кокпит, так что озеро всегда перед глазами. Опытные яхтсмены с правами могут идти сами, иначе с вами пойдёт наш капитан.",
    ),
    homeHarbourId: "olkhon-khuzhir", destinationIds: ["olkhon-khuzhir", "small-sea", "ushkany-islands"],
  },
  {
    id: "ayaya", name: l("Ayaya", "Аяя"), type: "catamaran", listing: "partner", model: "Leopard 45",
    lengthM: 13.7, capacity: 10, cabins: 4, yearBuilt: 2022, pricePerDayRub: 88000, captain: "included",
    features: ["heating", "galley", "shower", "toilet", "sun_deck", "kayak", "dinghy", "generator", "radar", "fishing_gear"],
    summary: l("A northern catamaran for the wild bays of the northeast.", "Северный катамаран для диких бухт северо-востока."),
    description: l(
      "Ayaya is named after the bay she loves most. Based in Severobaikalsk, she carries kayaks, a tender and a ranger's contacts for trips to Frolikha and the hot springs of the northern shore.",
      "«Аяя» названа в честь бухты, которую любит больше всего. Из Северобайкальска она везёт каяки, тендер и связь с инспекторами заказника — для походов во Фролиху и к горячим источникам северного берега.",
    ),
    homeHarbourId: "severobaikalsk", destinationIds: ["severobaikalsk", "frolikha-bay", "cape-kotelnikovsky"],
  },
  // Speedboats
  {
    id: "omul", name: l("Omul", "Омуль"), type: "speedboat", listing: "owner", model: "Buster XL",
    lengthM: 6.2, capacity: 5, cabins: 0, yearBuilt: 2021, pricePerDayRub: 18000, captain: "bareboat",
    features: ["fishing_gear", "sound_system"],
    summary: l("A quick aluminium boat for fishing and beaches.", "Быстрая алюминиевая лодка для рыбалки и пляжей."),
    description: l(
      "Omul is a Finnish aluminium boat that shrugs off Baikal's chop. Self-drive with a small-craft licence; fishing rods on board.",
      "«Омуль» — финская алюминиевая лодка, которой нипочём байкальская волна. Управление самостоятельно при наличии прав на маломерное судно; удочки на борту.",
    ),
    homeHarbourId: "listvyanka", destinationIds: ["listvyanka", "bolshie-koty"],
  },
  {
    id: "golomyanka", name: l("Golomyanka", "Голомянка"), type: "speedboat", listing: "owner", model: "Bayliner VR6",
    lengthM: 6.8, capacity: 6, cabins: 0, yearBuilt: 2017, pricePerDayRub: 22000, captain: "optional", captainPerDayRub: 6000,
    features: ["sound_system", "sun_deck", "kids_friendly"],
    summary: l("A bowrider for sunny days in the Small Sea.", "Открытый катер для солнечных дней на Малом Море."),
    description: l(
      "Golomyanka is named after the lake's transparent fish that lives a kilometre deep. On the surface she is all sunshine: an open bow, music and a swim ladder. With or without our driver.",
      "«Голомянка» названа в честь прозрачной рыбы, живущей на километровой глубине. На поверхности она — сплошное солнце: открытая носовая часть, музыка и трап для купания. С нашим водителем или без.",
    ),
    homeHarbourId: "small-sea", destinationIds: ["small-sea", "olkhon-khuzhir"],
  },
  {
    id: "chivyrka", name: l("Chivyrka", "Чивырка"), type: "speedboat", listing: "owner", model: "Sea Ray 250 SLX",
    lengthM: 7.9, capacity: 7, cabins: 0, yearBuilt: 2019, pricePerDayRub: 30000, captain: "included",
    features: ["sound_system", "sun_deck", "fishing_gear", "snorkel_gear"],
    summary: l("The fastest way between the bays of Chivyrkuy.", "Самый быстрый способ перемещаться между бухтами Чивыркуя."),
    description: l(
      "Chivyrka takes seven guests from Monakhovo to the hot springs, the seal islands and back in one day, driven by a local who knows every shoal.",
      "«Чивырка» за день отвезёт семерых гостей из Монахово к горячим источникам, к островам с нерпами и обратно; за рулём местный житель, знающий каждую мель.",
    ),
    homeHarbourId: "chivyrkuisky-bay", destinationIds: ["chivyrkuisky-bay", "ushkany-islands", "barguzin-bay"],
  },
  {
    id: "irkut", name: l("Irkut", "Иркут"), type: "speedboat", listing: "partner", model: "Axopar 28",
    lengthM: 8.9, capacity: 7, cabins: 1, yearBuilt: 2022, pricePerDayRub: 35000, captain: "included",
    features: ["heating", "toilet", "sound_system", "sun_deck"],
    summary: l("A sleek Axopar with a heated cabin for cool mornings.", "Стремительный Axopar с тёплой каютой для прохладных утр."),
    description: l(
      "Irkut is a modern Finnish day boat with a small heated cabin and a toilet, fast enough to see Port Baikal, Bolshie Koty and Peschanaya in a single day.",
      "«Иркут» — современный финский катер с маленькой отапливаемой каютой и туалетом, достаточно быстрый, чтобы за один день увидеть Порт Байкал, Большие Коты и Песчаную.",
    ),
    homeHarbourId: "listvyanka", destinationIds: ["listvyanka", "port-baikal", "bolshie-koty", "peschanaya-bay"],
  },
  {
    id: "strizh", name: l("Strizh", "Стриж"), type: "speedboat", listing: "owner", model: "Quicksilver 605",
    lengthM: 6.1, capacity: 4, cabins: 0, yearBuilt: 2016, pricePerDayRub: 12000, captain: "bareboat",
    features: ["fishing_gear", "pets_allowed"],
    summary: l("The simplest and cheapest way onto the water.", "Самый простой и недорогой способ выйти на воду."),
    description: l(
      "Strizh is a small open boat for four, ideal for fishing in Barguzin Bay or a quick run to the beaches of Maksimikha. Self-drive with a small-craft licence.",
      "«Стриж» — небольшая открытая лодка на четверых, идеальная для рыбалки в Баргузинском заливе или быстрой поездки на пляжи Максимихи. Управление самостоятельно при наличии прав.",
    ),
    homeHarbourId: "barguzin-bay", destinationIds: ["barguzin-bay", "chivyrkuisky-bay"],
  },
  {
    id: "verkhnyaya-angara", name: l("Upper Angara", "Верхняя Ангара"), type: "speedboat", listing: "owner", model: "Silver Eagle 650",
    lengthM: 6.5, capacity: 6, cabins: 0, yearBuilt: 2020, pricePerDayRub: 20000, captain: "optional", captainPerDayRub: 6000,
    features: ["fishing_gear", "heating"],
    summary: l("A northern fishing boat for the Upper Angara delta.", "Северная рыболовная лодка для дельты Верхней Ангары."),
    description: l(
      "Built for the cold north, Upper Angara has a closed cabin top and a heater, and knows the channels of the delta where grayling and lenok bite.",
      "Созданная для холодного севера, «Верхняя Ангара» имеет закрытую рубку и отопитель и знает протоки дельты, где клюют хариус и ленок.",
    ),
    homeHarbourId: "severobaikalsk", destinationIds: ["severobaikalsk", "frolikha-bay"],
  },
];
