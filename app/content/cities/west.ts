import type { CityRecord } from "./types.ts";

/** Gujarat, Maharashtra and Chhattisgarh, along the old Bombay Road from Kolkata. */
export const west: CityRecord[] = [
  {
    name: "Ahmedabad",
    state: "Gujarat",
    region: "West & Central",
    office: {
      street: "3rd Floor, Shivranjani Commercial Hub, 100 Feet Road",
      locality: "Prahlad Nagar",
      pin: "380015",
    },
    phone: "9825063318",
    tagline: "Amdavad moves, from the old city's pols to the towers of South Bopal and GIFT City.",
    intro: [
      "Ahmedabad is two cities for a mover. East of the Sabarmati, the old walled city is a maze of pols: gated lanes of wooden houses where a truck will never fit. West of the river, Satellite, Bodakdev and South Bopal are all wide roads and high-rise societies with strict move rules. Our Prahlad Nagar branch has crews for both, and sends the right vehicle for each.",
      "Work brings people here: textile and pharma companies, the diamond trade, and the new financial centre at GIFT City near Gandhinagar. Many of our customers arrive from Kolkata or Mumbai on a company transfer; others are Gujarati families moving a parent's household into their own. Summer heat decides the working hours from April to June.",
    ],
    localities: [
      "Prahlad Nagar",
      "Satellite",
      "Bodakdev",
      "Vastrapur",
      "Thaltej",
      "South Bopal",
      "Navrangpura",
      "Maninagar",
      "Chandkheda",
      "Gota",
      "Gandhinagar",
      "GIFT City",
    ],
    transit: {
      km: 2050,
      days: [6, 8],
      route: "west on the old Bombay Road via Raipur and Nagpur, then north through Surat",
    },
    practicalities: [
      {
        title: "The pols of the old city",
        text: "Homes in Khadia, Raipur and Kalupur pols are reached on foot. We stage the truck on the main road and carry through the lane by hand, and we plan upper floors with steep wooden stairs at the survey.",
      },
      {
        title: "Society rules in the west",
        text: "Societies in Bodakdev, Thaltej and Bopal want a no-dues letter and a move slot booked with the chairman or office, often not on Sundays. We file it with your flat details two days ahead.",
      },
      {
        title: "Summer heat",
        text: "April to June afternoons are fierce. We load between 6 am and noon and keep candles, vinyl, medicines and wax-polished wood out of the midday truck.",
      },
      {
        title: "Festival weeks",
        text: "During Navratri evenings and the Uttarayan kite festival in January roads near ground venues and terraces are crowded. We avoid late loading in those weeks.",
      },
    ],
    testimonials: [
      {
        name: "Hetal Parikh",
        date: "2025-01",
        move: "Parents' house, Khadia → Bopal, Ahmedabad",
        service: "/home-shifting",
        text: "My parents' house in a Khadia pol had no road access at all. The team carried everything to Relief Road by hand and had it in our Bopal flat that evening.",
      },
      {
        name: "Sayan Mukherjee",
        date: "2024-10",
        move: "Transfer move, Kolkata → Gandhinagar",
        service: "/home-shifting",
        text: "Transferred from Kolkata to GIFT City. The society in Gandhinagar needed a move-in form and they had it filed before the truck reached Gujarat.",
      },
    ],
  },
  {
    name: "Mumbai",
    state: "Maharashtra",
    region: "West & Central",
    office: {
      street: "Unit 205, 2nd Floor, Andheri–Kurla Road",
      locality: "Andheri East",
      pin: "400059",
    },
    phone: "9820447719",
    tagline: "Society moves across the island city, the suburbs, Thane and Navi Mumbai.",
    intro: [
      "In Mumbai, the paperwork starts before the packing. Every housing society wants its own NOC to let goods out, a booked lift, and a move within fixed hours; many also want your maintenance dues cleared first. Our Andheri East branch handles that with your society secretary, so the watchman at the gate already knows we are coming.",
      "Space is the other constant. Flats are compact, lifts are small, and old buildings in Girgaon, Dadar and Bandra have wooden stairs that were never meant for a double-door fridge. We dismantle more here than anywhere else and carry what the lift cannot take. And from June to September we pack for rain, because in Mumbai it will rain on moving day.",
    ],
    localities: [
      "Andheri",
      "Bandra",
      "Powai",
      "Goregaon",
      "Malad",
      "Borivali",
      "Chembur",
      "Lower Parel",
      "Dadar",
      "Colaba",
      "Thane",
      "Navi Mumbai",
    ],
    transit: { km: 1970, days: [6, 8], route: "on the old Bombay Road via Raipur and Nagpur, then Nashik" },
    practicalities: [
      {
        title: "Society NOC and lift booking",
        text: "We draft the move-out or move-in letter for your society secretary, book the service lift and pad it, and work within the society's hours, usually 9 am to 6 pm and rarely on Sundays.",
      },
      {
        title: "Monsoon packing",
        text: "From June to September every carton is lined with plastic, furniture is laminated and we reschedule on red-alert days rather than load in a downpour.",
      },
      {
        title: "Truck timings and transit yards",
        text: "Long-haul trucks are kept off the city's roads at peak hours. Intercity goods are transferred at our yard near the Eastern Express Highway and brought to your building in a smaller vehicle.",
      },
      {
        title: "Old buildings and chawls",
        text: "Buildings without lifts or with narrow wooden stairs need dismantling and hand-carrying. We list these pieces at the survey and send a carpenter with the crew.",
      },
    ],
    testimonials: [
      {
        name: "Rohan Deshpande",
        date: "2025-03",
        move: "Flat, Powai, Mumbai → Kolkata",
        service: "/home-shifting",
        text: "Our Powai society needed an NOC, a lift booking and a security deposit. The team handled all of it and we moved to Kolkata without taking a day off.",
      },
      {
        name: "Farah Khan",
        date: "2024-07",
        move: "Local in July, Dadar → Thane",
        service: "/local-shifting",
        text: "From a second-floor walk-up in Dadar to a flat in Thane, in the middle of July. They laminated every piece and not one box was wet.",
      },
      {
        name: "Anirban Sen",
        date: "2024-11",
        move: "20-person studio, Lower Parel → Andheri, Mumbai",
        service: "/office-relocation",
        text: "Moved our 20-person studio from Lower Parel to Andheri over a weekend. Everything was labelled by desk and we were online on Monday morning.",
      },
    ],
  },
  {
    name: "Pune",
    state: "Maharashtra",
    region: "West & Central",
    office: { street: "Office 7, 1st Floor, Baner Road", locality: "Baner", pin: "411045" },
    phone: "9822583041",
    tagline: "IT-corridor moves from Hinjewadi to Kharadi, and the old peths in between.",
    intro: [
      "Pune's moves follow its two economies. The IT parks at Hinjewadi, Kharadi and Magarpatta bring a constant flow of engineers on transfer, usually into a rented flat in Wakad, Baner or Viman Nagar. The colleges and institutes bring students who need a few cartons and a two-wheeler moved at the end of each course. Our Baner branch runs full-house moves and part-loads side by side.",
      "The old city is a different job. Sadashiv, Narayan and Kasba peths are built of narrow lanes and old wadas with steep staircases, where we work with hand-carts and small tempos. Traffic on the IT corridors is the other constraint, so we start early and finish before the evening rush.",
    ],
    localities: [
      "Hinjewadi",
      "Baner",
      "Wakad",
      "Aundh",
      "Kharadi",
      "Viman Nagar",
      "Magarpatta",
      "Hadapsar",
      "Kothrud",
      "Koregaon Park",
      "Pimple Saudagar",
      "Pimpri-Chinchwad",
    ],
    transit: {
      km: 1880,
      days: [6, 8],
      route: "on the old Bombay Road to Nagpur, then south-west through Chhatrapati Sambhajinagar",
    },
    practicalities: [
      {
        title: "IT-corridor traffic",
        text: "Roads into Hinjewadi and Kharadi jam from 8 am and again from 5 pm. We start loading at 7 am and time deliveries for the middle of the day.",
      },
      {
        title: "Peth lanes and wadas",
        text: "In the old peths the truck stops on the main road and goods go in by hand-cart. Wooden wada stairs are steep, so large pieces are dismantled first.",
      },
      {
        title: "Society move-in rules",
        text: "Most societies want a move-in intimation and a lift booking; some ask for a police-verification copy from tenants. We tell you what your society needs when we survey.",
      },
      {
        title: "Students and two-wheelers",
        text: "For hostels and PGs we run shared trucks to Kolkata and the east, and carry scooters and bikes in crates on the same load.",
      },
    ],
    testimonials: [
      {
        name: "Shruti Kulkarni",
        date: "2025-02",
        move: "Flat, Kothrud, Pune → Kolkata",
        service: "/home-shifting",
        text: "We moved from Kothrud to Kolkata after fifteen years in the same flat. The crew dismantled the old wardrobes, packed the kitchen in a morning and everything arrived in eight days.",
      },
      {
        name: "Abhijit Das",
        date: "2024-06",
        move: "Bike and six cartons, Pune → Kolkata",
        service: "/vehicle-shifting",
        text: "Finished my MBA and needed my bike and six cartons sent home to Kolkata. Shared truck, fair price, and the bike came back without a scratch.",
      },
    ],
  },
  {
    name: "Raipur",
    state: "Chhattisgarh",
    region: "West & Central",
    office: {
      street: "1st Floor, Sapna Arcade, VIP Road",
      locality: "Shankar Nagar",
      pin: "492007",
    },
    phone: "9425217730",
    tagline: "Capital-region moves for Raipur, Nava Raipur and the steel towns of Bhilai and Durg.",
    intro: [
      "Raipur's movers are largely officers and engineers: state government staff shifting to the new capital at Nava Raipur, and families from the Bhilai steel plant and the power stations moving between company towns. Our Shankar Nagar branch covers Raipur, Nava Raipur, Bhilai and Durg as one service area, with daily vehicles between them.",
      "The city sits halfway along the old Bombay Road, which makes it a natural stop for our Kolkata–Mumbai trucks. That means more frequent departures and shared-load space for smaller Raipur moves in both directions. The months to plan around are April to June, when the heat is severe.",
    ],
    localities: [
      "Shankar Nagar",
      "Pandri",
      "Telibandha",
      "Devendra Nagar",
      "Civil Lines",
      "Tatibandh",
      "Mowa",
      "Amlidih",
      "Nava Raipur",
      "Bhilai",
      "Durg",
    ],
    transit: { km: 870, days: [3, 4], route: "west on the old Bombay Road via Kharagpur and Sambalpur" },
    practicalities: [
      {
        title: "Nava Raipur government housing",
        text: "Sector quarters in Nava Raipur are allotted and vacated through the housing office. We pack the day before your handover and leave meter readings and keys documented.",
      },
      {
        title: "Bhilai township",
        text: "Moves in the steel-plant sectors need a gate entry for the vehicle. Give us your sector and quarter number and we apply for it.",
      },
      {
        title: "Summer heat",
        text: "From April to June the afternoon passes 45 °C. Loading is done in the morning, and electronics travel with extra padding in the coolest part of the truck.",
      },
      {
        title: "Forest stretch on the highway",
        text: "The road through western Odisha crosses forest and ghat sections where trucks do not drive at night. We build that into the transit time we quote.",
      },
    ],
    testimonials: [
      {
        name: "Ajay Verma",
        date: "2025-04",
        move: "Quarter, Bhilai → Nava Raipur",
        service: "/home-shifting",
        text: "Moved from a Bhilai sector quarter to Nava Raipur. They handled the gate pass and finished both ends on the same day.",
      },
      {
        name: "Tanushree Banerjee",
        date: "2024-12",
        move: "Home, Kolkata → Telibandha, Raipur",
        service: "/home-shifting",
        text: "Our household came from Kolkata to Telibandha in three days. The crew unpacked the kitchen and set up the beds before they left.",
      },
    ],
  },
];
