import type { CityRecord } from "./types.ts";

/** Branches within a day or two of the Kolkata hub, where most of our repeat customers live. */
export const biharJharkhand: CityRecord[] = [
  {
    name: "Bhagalpur",
    state: "Bihar",
    region: "Bihar & Jharkhand",
    office: {
      street: "1st Floor, Sinha Complex, Khalifabagh Road",
      locality: "Khalifabagh",
      pin: "812002",
      lat: 25.2466,
      lon: 86.9768,
    },
    phone: "9471204518",
    tagline: "Silk City moves on both banks of the Ganga, from Nathnagar to Naugachia.",
    intro: [
      "Bhagalpur sends a steady stream of families to Kolkata, Delhi and Bengaluru: university lecturers changing campuses, bank officers on three-year postings, and weavers' sons who have found work in the metros. Our Khalifabagh office was opened for them, so that a move out of the Silk City is planned by people who know which lanes of Ulta Pul a tempo can actually enter.",
      "Moves into Bhagalpur are usually smaller and more personal: a retired couple coming home from Ranchi, a doctor joining JLNMCH, a family returning after a Gulf contract. We pack trunks of tussar and Bhagalpuri silk flat in acid-free tissue, not folded into cartons, and we plan river-side deliveries around the Ganga's level rather than the calendar alone.",
    ],
    localities: [
      "Khalifabagh",
      "Tilka Manjhi",
      "Adampur",
      "Mirjanhat",
      "Barari",
      "Nathnagar",
      "Sabour",
      "Kahalgaon",
      "Sultanganj",
      "Naugachia",
    ],
    transit: { km: 420, days: [1, 2], route: "through Dumka and the Santhal Parganas; overnight on most dates" },
    practicalities: [
      {
        title: "Old-market lanes",
        text: "Around Khalifabagh, Ulta Pul and the Sujaganj market the lanes are too narrow for a 14-foot truck. We stage the truck on Ghantaghar road and carry the last stretch by hand-cart, which we include in the survey so it never appears as a surprise charge.",
      },
      {
        title: "Ganga flood season",
        text: "From August to mid-September low-lying parts of Barari and the diara villages can go under water. We keep a dry hold at the office, load only on the day the road is clear, and wrap wooden furniture in polythene before it leaves the house.",
      },
      {
        title: "Shravani Mela traffic",
        text: "In the month of Sawan the Sultanganj road fills with kanwariyas walking to Deoghar. Moves along that side are planned for early mornings or shifted by a few days; we tell you this at the survey, not on moving day.",
      },
      {
        title: "Crossing to Naugachia",
        text: "Homes across the river are reached over Vikramshila Setu, which has a load and queue of its own. For Naugachia and Bihpur we book a smaller vehicle and a fixed crossing time.",
      },
    ],
    testimonials: [
      {
        name: "Anupama Jha",
        service: "/home-shifting",
        text: "My mother's house in Mirjanhat had forty years of things in it. The team listed every trunk, packed her silk saris flat the way she asked, and everything reached our flat in Salt Lake two days later.",
      },
      {
        name: "Rakesh Mandal",
        service: "/local-shifting",
        text: "Moved from Adampur to a rented house near Sabour during the rains. They came on the one dry morning, covered the almirahs in plastic and finished before noon.",
      },
    ],
  },
  {
    name: "Chhapra",
    state: "Bihar",
    region: "Bihar & Jharkhand",
    office: {
      street: "Ground Floor, Shanti Bhawan, Nagar Palika Chowk Road",
      locality: "Sahebganj",
      pin: "841301",
      lat: 25.7814,
      lon: 84.7312,
    },
    phone: "9431187632",
    tagline: "Saran district moves, from the old town's galis to the rail factories at Marhaura.",
    intro: [
      "Chhapra is a town people leave for work and come back to for family. A great many of our Saran customers are moving a parent into a son's flat in Delhi or Pune, or bringing a household home after a job in the Gulf ends. The Sahebganj branch handles those long-distance moves as well as short hops to Patna across the river.",
      "Newer arrivals come with the rail factories: staff of the Rail Wheel Plant at Bela and the locomotive works at Marhaura often get a posting order with a week's notice. We keep part-load space on the Patna run for them, so a single officer's household does not have to pay for a whole truck.",
    ],
    localities: [
      "Sahebganj",
      "Daulatganj",
      "Bhagwan Bazar",
      "Rauza",
      "Gudri Bazar",
      "Marhaura",
      "Dighwara",
      "Sonepur",
      "Revelganj",
      "Ekma",
      "Parsa",
    ],
    transit: { km: 620, days: [2, 3], route: "via Patna and the Digha–Sonepur bridge, with one overnight halt" },
    practicalities: [
      {
        title: "Narrow galis in the old town",
        text: "Houses off Gudri Bazar and Daulatganj are often reached by a gali only a rickshaw wide. We send a pick-up and four loaders rather than a truck, and hoist large beds and sofas through the roof or a window when the stair will not take them.",
      },
      {
        title: "Crossing to Patna",
        text: "Goods for Patna cross the Ganga on the Digha–Sonepur bridge. Morning queues are long, so we load the evening before and cross at first light.",
      },
      {
        title: "Sonepur Mela month",
        text: "During the Harihar Kshetra fair in November the Sonepur side is congested for weeks. Moves through it are booked for weekdays and timed around the fair's peak days.",
      },
      {
        title: "Ghaghra and Ganga floods",
        text: "Riverside villages towards Revelganj flood in a heavy monsoon. We check the approach road a day before and keep goods in our Sahebganj store if the road is under water.",
      },
    ],
    testimonials: [
      {
        name: "Md. Shahid Ansari",
        service: "/home-shifting",
        text: "I came back from Doha and had to set up the family house in Rauza. They collected my shipment from Patna, brought it down the gali on a handcart and even helped fix the ceiling fans.",
      },
      {
        name: "Sunita Kumari Singh",
        service: "/home-shifting",
        text: "Shifting my in-laws from Daulatganj to our flat in Noida felt impossible. The Chhapra office packed everything in one day and gave us a list with box numbers, which made unpacking easy.",
      },
      {
        name: "Vivek Ranjan",
        service: "/vehicle-shifting",
        text: "Got posted to Marhaura with my bike and a few cartons. They put both on a shared truck from Patna, so I paid only for the space I used.",
      },
    ],
  },
  {
    name: "Jamshedpur",
    state: "Jharkhand",
    region: "Bihar & Jharkhand",
    office: {
      street: "2nd Floor, 14 Main Road, near Regal Circle",
      locality: "Bistupur",
      pin: "831001",
      lat: 22.7886,
      lon: 86.1843,
    },
    phone: "9234510267",
    tagline: "Steel City moves for company quarters, Adityapur flats and everything in between.",
    intro: [
      "Jamshedpur is a company town, and most moves here begin with a transfer letter. Engineers leaving a Telco or Northern Town quarter have a fixed handover date, a list of fittings that belong to the company, and usually a reimbursement claim that needs an itemised GST invoice. Our Bistupur branch has been doing these moves for years and knows what the town services office checks before it signs.",
      "The city is also the closest branch to our Kolkata hub, a single day's run along the Kharagpur highway. That makes Jamshedpur–Kolkata one of our most frequent lanes, with weekly shared trucks for students, small families and anyone sending a few pieces of furniture rather than a whole house.",
    ],
    localities: [
      "Bistupur",
      "Sakchi",
      "Kadma",
      "Sonari",
      "Telco Colony",
      "Golmuri",
      "Baridih",
      "Parsudih",
      "Mango",
      "Jugsalai",
      "Adityapur",
      "Gamharia",
    ],
    transit: { km: 280, days: [1, 1], route: "along the Kharagpur–Baharagora highway; same-day or overnight" },
    practicalities: [
      {
        title: "Company quarter handover",
        text: "Town quarters must be handed back with the company's fans, geysers and fittings in place. We tag those items at the survey so nothing of the company's ends up on the truck, and time the move to your handover appointment.",
      },
      {
        title: "Reimbursement paperwork",
        text: "Most transfers are reimbursed. You get a GST invoice, an itemised packing list and a lorry receipt in the format most steel and auto companies ask for.",
      },
      {
        title: "Apartments in Adityapur and Mango",
        text: "Newer towers across the Subarnarekha expect a move-in slot booked with the society office and the lift protected with padding. We carry our own lift sheets and corner guards.",
      },
      {
        title: "Pre-monsoon storms",
        text: "May and June bring sudden evening thunderstorms. We load in the morning and keep tarpaulins on every open truck between the house and the warehouse.",
      },
    ],
    testimonials: [
      {
        name: "Arindam Ghosh",
        service: "/home-shifting",
        text: "Our Northern Town quarter had to be handed over on a Saturday. The team packed on Friday, left the company geyser and fans untouched as agreed, and the house in Kolkata was set up by Sunday.",
      },
      {
        name: "Priya Sahu",
        service: "/office-relocation",
        text: "We moved our small design office from Sakchi to Bistupur over one weekend. Computers were labelled desk by desk and we were working again on Monday.",
      },
    ],
  },
  {
    name: "Patna",
    state: "Bihar",
    region: "Bihar & Jharkhand",
    office: {
      street: "2nd Floor, Gyan Kunj Complex, near A. N. College",
      locality: "Boring Road",
      pin: "800001",
      lat: 25.6128,
      lon: 85.1232,
    },
    phone: "9308167245",
    tagline: "Bihar's capital, from Kankarbagh to Danapur, with daily links to Kolkata and Delhi.",
    intro: [
      "Patna is our largest branch in Bihar and the hub for every town around it. Government officers, bank staff and doctors are transferred in and out all year; students leave for Kota, Delhi and Bengaluru every June; and families who have lived in Rajendra Nagar for decades are moving into the new towers on Bailey Road and Saguna More. The Boring Road team handles all of these, and runs the trucks that connect Chhapra and Bhagalpur to the national network.",
      "Moving in Patna is mostly a matter of timing. Heavy trucks are kept off the city roads in the daytime, the bridges over the Ganga have their own rush hours, and the weeks around Chhath are the busiest of the year. Our Patna surveyors plan the date around all three before they quote.",
    ],
    localities: [
      "Boring Road",
      "Kankarbagh",
      "Rajendra Nagar",
      "Patliputra Colony",
      "Bailey Road",
      "Saguna More",
      "Danapur",
      "Anisabad",
      "Phulwari Sharif",
      "Raja Bazar",
      "Digha",
      "Bihta",
    ],
    transit: { km: 580, days: [2, 2], route: "over the Grand Trunk Road via Dhanbad and Aurangabad" },
    practicalities: [
      {
        title: "Truck entry hours",
        text: "Large goods vehicles may enter the city only at night. We park the long-haul truck outside town, bring your goods to it in smaller vehicles during the day, or load late in the evening where the lane allows.",
      },
      {
        title: "Monsoon waterlogging",
        text: "Kankarbagh, Rajendra Nagar and parts of Patliputra can stand in water for days after heavy rain. We watch the forecast from July to September, raise cartons on pallets and reschedule rather than carry goods through water.",
      },
      {
        title: "Chhath and the festival season",
        text: "From Durga Puja to Chhath, trucks and labour are booked weeks ahead and the ghats close roads on the main days. Book early if your transfer falls in October or November.",
      },
      {
        title: "Apartment lifts",
        text: "Many of the newer buildings on Bailey Road have small lifts. Big wardrobes and double beds go down the stairs, dismantled by our carpenter and reassembled at the other end.",
      },
    ],
    testimonials: [
      {
        name: "Dr. Nivedita Prasad",
        service: "/home-shifting",
        text: "I was transferred from PMCH to Kolkata with ten days' notice. The Patna team surveyed on a Sunday, packed on a Thursday night after the no-entry hours and my flat in Behala was ready by Monday.",
      },
      {
        name: "Saurabh Kumar",
        service: "/vehicle-shifting",
        text: "Sent my Swift from Kankarbagh to Bengaluru. It went in a closed carrier, I got photos at loading, and it arrived without a single scratch.",
      },
      {
        name: "Meena Devi",
        service: "/local-shifting",
        text: "Moving from Rajendra Nagar to Saguna More during the rains worried me. They waited for the water to clear, came the next day and shifted the whole house in one trip.",
      },
    ],
  },
  {
    name: "Ranchi",
    state: "Jharkhand",
    region: "Bihar & Jharkhand",
    office: {
      street: "1st Floor, Plaza Building, Circular Road",
      locality: "Lalpur",
      pin: "834001",
      lat: 23.3756,
      lon: 85.3349,
    },
    phone: "9204318876",
    tagline: "Plateau-city moves across Ranchi's slopes, from Bariatu to the HEC township.",
    intro: [
      "Ranchi sits on the Chotanagpur plateau, and moving here means hills: streets in Bariatu and Morabadi climb steeply, and many bungalows have a flight of steps between the gate and the front door. Our Lalpur branch plans the crew size for the slope, not just the floor number, and carries ramps and webbing straps for the heavy pieces.",
      "The city's movers are a mix of state government staff, HEC and Mecon engineers, and students heading to Kolkata and Bengaluru from the colleges on Kanke Road. Kolkata is an overnight run for us, and we also carry regular loads to Jamshedpur, Dhanbad and Bokaro for families moving within Jharkhand.",
    ],
    localities: [
      "Lalpur",
      "Morabadi",
      "Bariatu",
      "Kanke Road",
      "Harmu",
      "Doranda",
      "Hinoo",
      "Ashok Nagar",
      "Ratu Road",
      "Namkum",
      "Dhurwa",
      "Booty More",
    ],
    transit: { km: 400, days: [1, 2], route: "via Purulia and the Jhalda ghat, overnight" },
    practicalities: [
      {
        title: "Slopes and steps",
        text: "Houses on the hillsides of Bariatu, Morabadi and Kanke need more hands than a flat of the same size. We send a larger crew, carry goods on straps rather than trolleys, and plan the truck's position on the slope so it can be loaded safely.",
      },
      {
        title: "HEC township quarters",
        text: "Vacating an HEC or government quarter in Dhurwa comes with an inspection and a handover date. We schedule packing a day ahead so the quarter is empty and swept for the inspector.",
      },
      {
        title: "Ghat roads in the rains",
        text: "The road down the plateau can be slow in heavy monsoon rain. We pack with waterproof covers on every piece and build a spare day into transit from July to September.",
      },
      {
        title: "Cold winter mornings",
        text: "December and January mornings are cold and foggy on the highway. Long-distance trucks leave after the fog lifts, which we allow for in the delivery date.",
      },
    ],
    priceRow: "Ranchi",
    testimonials: [
      {
        name: "Kumar Abhishek Oraon",
        service: "/home-shifting",
        text: "Our house in Bariatu has thirty steps down to the road. Six loaders carried everything on straps, including my father's teak almirah, and nothing was even scuffed.",
      },
      {
        name: "Shalini Tirkey",
        service: "/defence-relocation",
        text: "My husband's posting took us from Dipatoli cantonment to Kolkata. The team knew the cantonment gate rules and had our passes sorted before they arrived.",
      },
    ],
  },
];
