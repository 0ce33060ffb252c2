import type { CityRecord } from "./types.ts";

/** The coast to the south of Kolkata and the North-East beyond the Siliguri corridor. */
export const east: CityRecord[] = [
  {
    name: "Bhubaneshwar",
    state: "Odisha",
    region: "East & North-East",
    office: {
      street: "Plot 318, 1st Floor, Janpath Road",
      locality: "Saheed Nagar",
      pin: "751007",
    },
    phone: "9437265019",
    tagline: "Temple City and Smart City moves, from Old Town to Infocity and across to Cuttack.",
    intro: [
      "Bhubaneshwar has grown from a planned capital into an IT and education centre, and its moves show it: software teams settling in Patia and Chandrasekharpur, faculty joining IIT at Argul or AIIMS, and government officers rotating through the Secretariat. Our Saheed Nagar office serves the twin city of Cuttack as well, and Puri for families who are retiring to the coast.",
      "The city itself is easy to move in, with wide planned roads and fewer lane problems than older towns. What needs planning is the weather. The Bay of Bengal sends cyclones in May and again in October and November, and coastal humidity gets into wooden furniture and electronics that sit in cartons for too long.",
    ],
    localities: [
      "Saheed Nagar",
      "Patia",
      "Chandrasekharpur",
      "Nayapalli",
      "Jaydev Vihar",
      "Infocity",
      "Khandagiri",
      "Old Town",
      "Rasulgarh",
      "Cuttack",
      "Puri",
    ],
    transit: { km: 440, days: [1, 2], route: "down the coastal highway via Kharagpur and Balasore" },
    practicalities: [
      {
        title: "Cyclone season",
        text: "We follow the weather office's cyclone warnings in May and in October–November. If a storm is forecast, loading moves by a day or two at no charge, and goods already collected wait in our covered store.",
      },
      {
        title: "Coastal humidity",
        text: "Furniture and appliances are wrapped with moisture absorbers inside the stretch film, and leather or wooden pieces are not sealed in plastic for long hauls, so they can breathe.",
      },
      {
        title: "Rath Yatra week",
        text: "During Rath Yatra the Puri road and parts of the city carry huge crowds. Moves to or from Puri in that week are planned for other dates.",
      },
      {
        title: "Campus and quarters moves",
        text: "IIT, AIIMS and government campuses ask for a gate pass and a vehicle number a day ahead. Send us the campus contact and we arrange the pass.",
      },
    ],
    testimonials: [
      {
        name: "Subhashree Mohanty",
        date: "2024-10",
        move: "Home, Patia, Bhubaneshwar → Hyderabad",
        service: "/home-shifting",
        text: "We moved from Patia to Hyderabad just after a cyclone warning. The team held the truck for a day, then packed everything with extra plastic and silica bags. No swelling on any wooden piece.",
      },
      {
        name: "Prof. Debasis Nayak",
        date: "2025-02",
        move: "Campus quarters with a library, Bhubaneshwar",
        service: "/home-shifting",
        text: "They got the gate pass at the IIT campus on their own and packed over three hundred books in numbered cartons, shelf by shelf.",
      },
    ],
  },
  {
    name: "Guwahati",
    state: "Assam",
    region: "East & North-East",
    office: {
      street: "2nd Floor, Brahmaputra Complex, GS Road",
      locality: "Christian Basti",
      pin: "781005",
    },
    phone: "9435127788",
    tagline: "Gateway to the North-East: hillside homes, Dispur postings and onward moves to Shillong and beyond.",
    intro: [
      "Guwahati is where most moves into the North-East begin and end. Central government and bank officers posted to the region, army families heading further up to Tezpur or Shillong, and professionals returning home from Bengaluru all pass through it. Our GS Road branch handles the city itself and the onward legs into Meghalaya and Arunachal, where a second, smaller vehicle is often needed for the hill roads.",
      "The city sits between the Brahmaputra and a ring of hills, and that shapes every move. Colonies like Hengrabari and Kharguli climb up the slopes with roads too steep for a loaded truck, while Zoo Road and Anil Nagar can flood within an hour of a heavy shower. The route from Kolkata runs through the narrow Siliguri corridor, so we plan transit with a buffer for road closures.",
    ],
    localities: [
      "GS Road",
      "Dispur",
      "Beltola",
      "Six Mile",
      "Ganeshguri",
      "Zoo Road",
      "Chandmari",
      "Paltan Bazar",
      "Hengrabari",
      "Jalukbari",
      "Khanapara",
      "North Guwahati",
    ],
    transit: {
      km: 1030,
      days: [3, 5],
      route: "north to Siliguri, then east through the Siliguri corridor along the Brahmaputra",
    },
    practicalities: [
      {
        title: "Hillside colonies",
        text: "In Hengrabari, Kharguli and Nilachal the last stretch is too steep for a heavy truck. We transfer goods to a pick-up at the foot of the hill and carry by hand where the road ends in steps.",
      },
      {
        title: "Long monsoon",
        text: "Rain falls from May to September and waterlogging is quick in the low parts of the city. Every carton is lined, furniture is sheeted, and we load only under cover or in dry spells.",
      },
      {
        title: "Onward moves in the hills",
        text: "For Shillong, Itanagar or Kohima we switch to a smaller truck suited to the ghat roads. Travellers to Arunachal, Nagaland and Mizoram need an Inner Line Permit; our crew's permits are arranged by us.",
      },
      {
        title: "Transit buffer",
        text: "Landslides, floods and occasional bandhs can close the highway through North Bengal. We quote a delivery window, not a single day, and tell you if the truck is held up.",
      },
    ],
    testimonials: [
      {
        name: "Bhaskar Jyoti Baruah",
        date: "2024-12",
        move: "Home, to Hengrabari, Guwahati",
        service: "/home-shifting",
        text: "Our house in Hengrabari is up a steep road. They brought a small pick-up for the last bit and carried the fridge up by hand. Very professional crew.",
      },
      {
        name: "Lt. Col. R. S. Negi (Retd.)",
        date: "2024-07",
        move: "Retirement move, Narangi, Guwahati → Dehradun",
        service: "/defence-relocation",
        text: "Moved from Narangi to Dehradun after retirement. The truck was delayed a day by a landslide near Siliguri and they called me before I had to ask.",
      },
      {
        name: "Pallavi Deka",
        date: "2025-03",
        move: "Activa and car, Bengaluru → Six Mile, Guwahati",
        service: "/vehicle-shifting",
        text: "Shipped my Activa and my car from Bengaluru home to Guwahati. Both reached Six Mile within the promised window.",
      },
    ],
  },
];
