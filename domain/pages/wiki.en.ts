import type { WikiArticle } from "./document.ts";

/** The sailing guide to Baikal in English (the named winds' list comes from domain/weather/winds.ts, see wiki.ts). */
export const wikiEn: WikiArticle[] = [
  {
    id: "winds",
    title: "The winds of Baikal",
    summary: "Six named winds, how fast they come and where to hide from each.",
    sections: [
      {
        id: "winds-overview",
        title: "Why the lake is different",
        blocks: [
          "Baikal lies in a rift between mountain ranges. Cold air drains down the valleys onto the water, so a calm morning can turn into a gale within an hour, and the waves reach 4 metres on open water. Always check the forecast and the storm warnings before leaving, and listen to the captain.",
        ],
      },
      {
        id: "winds-named",
        title: "The named winds",
        // Filled from domain/weather/winds.ts (wiki.ts), the one text of the named winds.
        blocks: [],
      },
      {
        id: "winds-shelter",
        title: "Where to shelter",
        blocks: [
          "From the sarma: the bays on the mainland shore of Maloye More (Kurkut, Mukhor) and the lee of Olkhon's eastern coast. From the barguzin and the verkhovik: Chivyrkuy Bay and the bays south of Cape Kotelnikovsky. From the kultuk: Peschanaya Bay and the harbour of Bolshiye Koty.",
        ],
      },
    ],
  },
  {
    id: "harbours",
    title: "Harbours and anchorages",
    summary: "Where yachts moor, take fuel and water, and spend a quiet night.",
    sections: [
      {
        id: "harbours-south",
        title: "Southern Baikal",
        blocks: [
          {
            list: [
              "Listvyanka: the main harbour near Irkutsk (70 km by road); fuel, water, shops; open to the kultuk.",
              "Port Baikal: across the Angara's source from Listvyanka; the ferry pier and the Circum-Baikal railway.",
              "Bolshiye Koty: a small village harbour, sheltered from the south-west.",
              "Peschanaya Bay: a sandy bay under cliffs; anchor in 5–8 m, good holding in sand.",
            ],
          },
        ],
      },
      {
        id: "harbours-middle",
        title: "Olkhon and Maloye More",
        blocks: [
          {
            list: [
              "Sakhyurta (MRS): the ferry to Olkhon and a marina with a fuel station.",
              "Khuzhir: the island's village on its west shore; anchor off the beach near Cape Burkhan in settled weather only.",
              "Kurkut and Mukhor bays: shallow, warm water, shelter from the sarma.",
              "Uzury and Cape Khoboy: on the island's open east and north; landing only in calm weather.",
            ],
          },
        ],
      },
      {
        id: "harbours-north",
        title: "The Svyatoy Nos peninsula and the north",
        blocks: [
          "Chivyrkuy Bay, with Zmeinaya Bay and its warm springs, is the best-sheltered cruising ground on the lake. The Ushkany islands have a ranger station and the lake's seal colony; landing needs the Zabaikalsky park's permit. Severobaikalsk and Nizhneangarsk close the northern end.",
        ],
      },
    ],
  },
  {
    id: "small-craft-rules",
    title: "Rules for small craft",
    summary: "Registration, the GIMS licence, life jackets and the documents on board.",
    sections: [
      {
        id: "rules-registration",
        title: "Registration with GIMS",
        blocks: [
          "The State Inspection for Small Craft (GIMS, part of the Emergencies Ministry) registers boats heavier than 200 kg or with engines over 10 horsepower (8 kW). A registered boat carries its registration number on both sides of the bow and its ship's ticket on board. Chartered yachts on this portal are registered by their owners.",
        ],
      },
      {
        id: "rules-licence",
        title: "Who may steer",
        blocks: [
          "A registered boat is steered by a skipper holding a GIMS licence for that type of craft and navigation area. Without one, book a yacht with a captain. The skipper must be sober; the limits are those for drivers on the road.",
        ],
      },
      {
        id: "rules-equipment",
        title: "Life jackets and equipment",
        blocks: [
          {
            list: [
              "A life jacket for every person on board, in the right size for children; children wear them at all times on deck.",
              "A lifebuoy, a first-aid kit, a fire extinguisher, an anchor with line, a bailer, a horn and navigation lights.",
              "A VHF radio on larger yachts; channel 16 is the distress and calling channel.",
            ],
          },
        ],
      },
      {
        id: "rules-limits",
        title: "Where and when",
        blocks: [
          "Small craft must not sail in a storm warning, at night without lights, in the ferry lanes of Olkhon when a ferry is crossing, or in the protected zones of the Baikalo-Lensky and Barguzinsky reserves. Before a longer passage, tell the GIMS station or your harbour your route and time of return.",
        ],
      },
    ],
  },
  {
    id: "season",
    title: "The season and the water",
    summary: "When the ice goes, how warm the water gets and what to pack.",
    sections: [
      {
        id: "season-navigation",
        title: "The navigation season",
        blocks: [
          "The south of the lake is free of ice from late May, the north only in mid-June. Charters run from early June to mid-October. July and August are warmest; September has the clearest water and the first autumn storms; October brings snow on the ridges.",
        ],
      },
      {
        id: "season-water",
        title: "Water temperature",
        blocks: [
          {
            list: [
              "Open lake: 4–6 °C in June, 10–14 °C at the surface in August.",
              "Shallow bays (Maloye More, Chivyrkuy, Barguzin Bay): up to 18–22 °C in late July and August.",
              "Visibility up to 40 metres in spring and autumn, less during the summer bloom.",
            ],
          },
          "Cold water takes strength within minutes: swim close to the yacht, with someone watching, and never alone.",
        ],
      },
      {
        id: "season-packing",
        title: "What to pack",
        blocks: [
          "Even in July the nights on the water drop to 8–10 °C: take a warm fleece, a windproof jacket, a hat, sunscreen (the sun is strong at 450 m above sea level), non-marking soft shoes and motion sickness pills.",
        ],
      },
    ],
  },
  {
    id: "safety",
    title: "Safety and emergency numbers",
    summary: "Who to call, what to say, and what to do if someone falls overboard.",
    sections: [
      {
        id: "safety-numbers",
        title: "Numbers",
        blocks: [
          {
            list: [
              "112: the single emergency number, free from any phone, also without a SIM card; it reaches the Emergencies Ministry's rescuers.",
              "101 fire, 102 police, 103 ambulance.",
              "VHF channel 16: distress and calling; say MAYDAY three times, the yacht's name and your position.",
            ],
          },
          "There is no mobile signal in many bays of the north and east shores. Before leaving, save your route with the harbour and take a charged power bank.",
        ],
      },
      {
        id: "safety-overboard",
        title: "Person overboard",
        blocks: [
          {
            list: [
              'Shout "man overboard", throw the lifebuoy, and keep pointing at the person.',
              "The captain turns the yacht back; the others keep watch.",
              "Out of the water, take off wet clothes, wrap the person in dry blankets and call 112: cold water causes hypothermia within 15–30 minutes.",
            ],
          },
        ],
      },
      {
        id: "safety-ice",
        title: "Ice and fog",
        blocks: [
          "Drifting ice fields remain in the north into June. Fog comes with warm air over cold water, mostly in June and July mornings: slow down, sound the horn, and use the radar or the plotter.",
        ],
      },
    ],
  },
  {
    id: "etiquette",
    title: "Etiquette in the national parks",
    summary: "Baikal's shores are protected: the rules on landing, fire, rubbish and sacred places.",
    sections: [
      {
        id: "etiquette-parks",
        title: "Parks and reserves",
        blocks: [
          "Most of the shore belongs to the Pribaikalsky and Zabaikalsky national parks and to the Baikalo-Lensky and Barguzinsky reserves. Visiting a national park needs a permit (bought online or at the ranger posts); the reserves are closed except with a special pass.",
        ],
      },
      {
        id: "etiquette-rules",
        title: "On the shore",
        blocks: [
          {
            list: [
              "Take every piece of rubbish back to the yacht and ashore in a harbour.",
              "Make fires only in marked places; in dry summers fires are banned altogether.",
              "Do not wash with soap in the lake; grey water stays on board.",
              "Keep 100 metres from the seals (nerpa) on the Ushkany islands and do not land there without a ranger.",
              "Do not pick plants or take stones from the shore.",
            ],
          },
        ],
      },
      {
        id: "etiquette-sacred",
        title: "Sacred places",
        blocks: [
          "For the Buryat people Cape Burkhan on Olkhon and other shamanic places are sacred. Walk quietly, do not climb the rock, and leave no coins or ribbons of your own; respect the posts (serge) with ribbons tied by believers.",
        ],
      },
    ],
  },
];
