import type { Activity } from "../../../domain/catalogue/types.ts";
import { money } from "../../../domain/money.ts";

/** Activities of Lake Baikal (spec section 3, Activity), referenced by destinations and trips. */
const a = (
  id: string,
  category: Activity["category"],
  en: string,
  ru: string,
  descEn: string,
  descRu: string,
  hours: number,
  priceRub: number | null,
): Activity => ({
  id,
  category,
  name: { en, ru },
  description: { en: descEn, ru: descRu },
  durationHours: hours,
  price: priceRub === null ? null : money(priceRub, "RUB"),
  included: priceRub === null,
});

export const activities = {
  shamanRock: a("shaman-rock", "culture", "Shaman Rock at Cape Burkhan", "Скала Шаманка на мысе Бурхан", "A walk to the most sacred place of the lake with a guide who tells the Buryat legends.", "Прогулка к самому священному месту озера с гидом, который расскажет бурятские легенды.", 2, null),
  sealWatching: a("seal-watching", "wildlife", "Baikal seal watching", "Наблюдение за нерпами", "Quiet approach to the rookeries where the nerpa, the lake's own freshwater seal, basks on the rocks.", "Тихий подход к лежбищам, где нерпа — пресноводный тюлень Байкала — греется на камнях.", 3, null),
  hotSprings: a("hot-springs", "wellness", "Hot springs bathing", "Купание в горячих источниках", "Pools of warm mineral water a few steps from the cold lake.", "Тёплые минеральные купели в нескольких шагах от холодного озера.", 2, 1500),
  banya: a("banya", "wellness", "Russian banya on the shore", "Русская баня на берегу", "A wood-fired sauna with birch brooms and a plunge into Baikal water.", "Баня на дровах с берёзовыми вениками и нырком в байкальскую воду.", 3, 4000),
  omulTasting: a("omul-tasting", "culinary", "Smoked omul tasting", "Дегустация копчёного омуля", "The lake's famous fish, hot- and cold-smoked, with local berries and pine nuts.", "Знаменитая байкальская рыба горячего и холодного копчения с местными ягодами и кедровыми орехами.", 1, 1200),
  fishing: a("fishing", "fishing", "Fishing for grayling and omul", "Рыбалка на хариуса и омуля", "Rods and tackle aboard; the skipper knows where the fish are this week.", "Удочки и снасти на борту; шкипер знает, где рыба на этой неделе.", 4, 2500),
  trekking: a("coastal-trek", "adventure", "Coastal trek on the Great Baikal Trail", "Поход по Большой Байкальской тропе", "A marked trail along cliffs and larch forest, back to the yacht by lunch.", "Маркированная тропа вдоль скал и лиственничного леса, к обеду — обратно на яхту.", 5, null),
  sup: a("sup", "water-sports", "Stand-up paddling in a quiet bay", "SUP-прогулка в тихой бухте", "Boards on board; clear water lets you see the stones ten metres down.", "Доски на борту; через прозрачную воду видно камни на глубине десяти метров.", 2, null),
  kayak: a("kayak", "water-sports", "Sea kayaking along the cliffs", "Каякинг вдоль скал", "Two-seat kayaks and a guide, close to grottoes no yacht can reach.", "Двухместные каяки и гид — к гротам, куда не подойдёт яхта.", 3, 3000),
  diving: a("diving", "adventure", "Dive in the clearest lake", "Дайвинг в самом прозрачном озере", "Guided dive with a local club; visibility up to 40 metres in spring.", "Погружение с местным клубом; весной видимость до 40 метров.", 3, 9000),
  stargazing: a("stargazing", "relaxation", "Stargazing at anchor", "Звёздное небо на якоре", "No lights for a hundred kilometres: the Milky Way over a silent bay.", "На сотню километров ни огонька: Млечный Путь над тихой бухтой.", 2, null),
  sunsetCruise: a("sunset-cruise", "relaxation", "Sunset cruise", "Закатная прогулка", "An evening run along the shore with tea from the samovar.", "Вечерний выход вдоль берега с чаем из самовара.", 2, null),
  photoTour: a("photo-tour", "photography", "Photo tour with a local photographer", "Фототур с местным фотографом", "Golden-hour spots, drone shots and help with your own camera.", "Места для съёмки в золотой час, съёмка с дрона и советы по вашей камере.", 3, 5500),
  limnologyMuseum: a("baikal-museum", "education", "Baikal Limnological Museum", "Байкальский музей", "Aquariums with nerpa and endemic fish, and a dive to the lake floor in a bathyscaphe simulator.", "Аквариумы с нерпами и эндемичными рыбами и спуск на дно в симуляторе батискафа.", 2, 800),
  researchStation: a("research-station", "research", "A day with the lake's scientists", "День с учёными озера", "Sample plankton and water clarity with researchers of the biological station.", "Пробы планктона и прозрачности воды вместе с сотрудниками биостанции.", 4, 3500),
  circumRailway: a("circum-railway", "culture", "Circum-Baikal Railway walk", "Прогулка по Кругобайкальской железной дороге", "Tunnels, stone galleries and bridges of the imperial railway above the water.", "Тоннели, каменные галереи и мосты имперской дороги над водой.", 4, null),
  horseRiding: a("horse-riding", "adventure", "Horse riding in the steppe", "Конная прогулка по степи", "Buryat horses and a ride over the Tazheran steppe to the lake.", "Бурятские лошади и прогулка по Тажеранской степи к озеру.", 3, 3500),
  buryatDinner: a("buryat-dinner", "culinary", "Buryat dinner with buuzy", "Бурятский ужин с буузами", "Steamed buuzy, salamat and tea with milk at a family guesthouse.", "Буузы, саламат и чай с молоком в семейной гостевой усадьбе.", 2, 1800),
  birdWatching: a("bird-watching", "wildlife", "Bird watching in the delta", "Наблюдение за птицами в дельте", "Herons, eagles and migrating ducks in the reeds of the river delta.", "Цапли, орланы и перелётные утки в тростниках речной дельты.", 3, null),
  waterfall: a("waterfall-hike", "nature", "Hike to a taiga waterfall", "Поход к таёжному водопаду", "Through cedar forest to a waterfall in a granite gorge.", "Через кедровый лес к водопаду в гранитном ущелье.", 4, null),
  iceCaves: a("ice-grottoes", "nature", "Ice grottoes of Olkhon", "Ледяные гроты Ольхона", "In late winter the cliffs wear icicles and the caves turn to glass.", "В конце зимы скалы покрыты сосульками, а гроты становятся стеклянными.", 3, null),
  yoga: a("deck-yoga", "wellness", "Yoga on deck", "Йога на палубе", "A morning class on the sun deck while the bay is still.", "Утреннее занятие на верхней палубе, пока бухта спокойна.", 1, null),
  caveKids: a("nature-school", "education", "Nature school for children", "Школа природы для детей", "Games about the lake's animals and a small aquarium of endemic shrimps.", "Игры о животных Байкала и маленький аквариум с эндемичными рачками.", 2, null),
  swimming: a("swimming", "relaxation", "Swimming in a warm shallow bay", "Купание в тёплом мелководном заливе", "Shallow bays warm up to twenty degrees in August.", "Мелководные заливы к августу прогреваются до двадцати градусов.", 2, null),
  sailingLesson: a("sailing-lesson", "education", "Sailing lesson at the helm", "Урок парусного дела", "Trim the sails and steer under the skipper's eye.", "Работа с парусами и штурвал под присмотром шкипера.", 2, null),
  petroglyphs: a("petroglyphs", "culture", "Sagan-Zaba petroglyphs", "Петроглифы Саган-Забы", "Bronze Age drawings of deer and shamans on a cliff above the water.", "Рисунки бронзового века — олени и шаманы — на скале над водой.", 2, null),
  bearWatching: a("bear-watching", "wildlife", "Brown bears from the water", "Бурые медведи с воды", "In June bears come down to the shore for caddisflies; watched from a safe distance.", "В июне медведи выходят на берег за ручейником; наблюдаем с безопасного расстояния.", 3, 6000),
  pineNuts: a("taiga-picnic", "culinary", "Taiga picnic with fish soup", "Таёжный пикник с ухой", "Fish soup on a campfire, cedar nuts and herbal tea.", "Уха на костре, кедровые орехи и чай из трав.", 2, null),
} as const satisfies Record<string, Activity>;
