import type { CityRecord } from "./types.ts";

/** Delhi, the NCR and Rajasthan, reached from Kolkata along the Grand Trunk Road. */
export const north: CityRecord[] = [
  {
    name: "Delhi",
    state: "Delhi",
    region: "North",
    office: {
      street: "B-27, 2nd Floor, Ring Road",
      locality: "Lajpat Nagar",
      pin: "110024",
    },
    phone: "9810274460",
    tagline: "Capital moves: government quarters, DDA flats and South Delhi bungalows.",
    intro: [
      "Delhi is the busiest lane in our network. Central government and PSU officers move in and out of the capital on transfer orders, families from Bengal and Bihar settle in Dwarka and Mayur Vihar, and students leave their PG rooms in North Campus every summer. Our Lajpat Nagar branch plans these moves, and is the receiving end for most of what leaves Kolkata for the north.",
      "Moving in Delhi is shaped by rules more than by distance. Goods vehicles have fixed entry hours, pollution controls in winter can stop older trucks at the border, and vacating a government house means a handover to the estate office on a set date. We plan around each of them so your move does not stall at a checkpoint.",
    ],
    localities: [
      "Lajpat Nagar",
      "Dwarka",
      "Rohini",
      "Saket",
      "Vasant Kunj",
      "Mayur Vihar",
      "Janakpuri",
      "Pitampura",
      "Karol Bagh",
      "Greater Kailash",
      "Laxmi Nagar",
      "R. K. Puram",
    ],
    transit: { km: 1500, days: [4, 6], route: "up the Grand Trunk Road via Dhanbad, Varanasi and Kanpur" },
    practicalities: [
      {
        title: "No-entry hours for trucks",
        text: "Heavy goods vehicles may enter Delhi's roads only late at night. The long-haul truck waits at our depot on the outskirts, and your goods come to the door in a smaller vehicle during the day.",
      },
      {
        title: "Winter pollution rules",
        text: "When the air-quality action plan is at its strictest, older diesel trucks are turned back at the border. We use BS-VI vehicles for Delhi deliveries from November to January so the ban does not hold up your goods.",
      },
      {
        title: "Government accommodation",
        text: "Type-II to Type-V quarters must be vacated and handed over to the estate office. We pack a day before the handover and leave the house empty and swept.",
      },
      {
        title: "Walk-up DDA flats",
        text: "Many DDA and builder floors have no lift and a narrow stair. Sofas and wardrobes that will not turn the landing are hoisted up the outside with ropes by a trained crew.",
      },
    ],
    testimonials: [
      {
        name: "Sandeep Chatterjee",
        date: "2024-11",
        move: "Transfer move, Kolkata → R. K. Puram, Delhi",
        service: "/home-shifting",
        text: "My transfer to the ministry in Delhi came with a tight joining date. Goods left Kolkata on Monday and were in our R. K. Puram quarter on Saturday, delivered in the morning even with the truck restrictions.",
      },
      {
        name: "Neha Arora",
        date: "2025-01",
        move: "Third-floor flat, Pitampura, Delhi",
        service: "/home-shifting",
        text: "Our third-floor DDA flat in Pitampura has no lift. They roped the sofa up from the balcony side, which I could not believe until I saw it.",
      },
      {
        name: "Col. Anil Bhatia",
        date: "2024-12",
        move: "Posting move, Delhi Cantt → Kolkata",
        service: "/defence-relocation",
        text: "Handled my move from Delhi Cantt to Kolkata in December fog. The truck was a day late and they told me in advance; everything arrived intact.",
      },
    ],
  },
  {
    name: "Gurgaon",
    state: "Haryana",
    region: "North",
    office: {
      street: "Unit 114, Orchid Business Centre, Sector 44 Road",
      locality: "Sector 44",
      pin: "122003",
    },
    phone: "9871339024",
    tagline: "High-rise moves in Gurugram's condominiums, from DLF Phase 1 to the New Gurgaon sectors.",
    intro: [
      "Gurgaon, now officially Gurugram, is a city of towers and corporate transfers. Most of our customers here work for the companies along Cyber City and Golf Course Road and live in gated condominiums with their own move-in rules. Our Sector 44 branch deals with the facility desks of these societies every week, so the gate pass and lift slot are booked before the truck sets out.",
      "A Gurgaon move often includes a car, and often a change of state: many people arrive from Delhi or Noida and need their vehicle transported and re-registered in Haryana. We carry the car on the same date as the household and give you the papers the transport office asks for.",
    ],
    localities: [
      "DLF Phase 1–5",
      "Golf Course Road",
      "Golf Course Extension Road",
      "Sohna Road",
      "South City",
      "Sector 56",
      "Palam Vihar",
      "Nirvana Country",
      "Sectors 82–95",
      "Manesar",
    ],
    transit: { km: 1530, days: [4, 6], route: "up the Grand Trunk Road to Delhi, then the Delhi–Jaipur highway" },
    practicalities: [
      {
        title: "Society gate pass and move timings",
        text: "Condominiums ask for a move-in or move-out permission from the facility desk, and many allow moves only from 9 am to 6 pm on weekdays. We file the form with your flat number and the vehicle details two days ahead.",
      },
      {
        title: "Service lift booking",
        text: "Towers of twenty floors and more have one service lift shared by everyone. We book a slot, pad the lift walls and keep a crew on each floor so the lift is never idle.",
      },
      {
        title: "Summer heat",
        text: "From May to mid-June the afternoon passes 45 °C. We load from early morning, keep electronics out of the sun and do not leave wax-finished furniture in a closed truck at midday.",
      },
      {
        title: "Monsoon underpasses",
        text: "A heavy shower floods underpasses and low roads across the city within minutes. In the rains we route around the known spots and carry goods only in closed containers.",
      },
    ],
    testimonials: [
      {
        name: "Ritu Malhotra",
        date: "2025-04",
        move: "28th-floor flat, Golf Course Extension Road, Gurgaon",
        service: "/home-shifting",
        text: "Our society on Golf Course Extension Road is strict about move timings. The team had the permission letter ready and finished on the 28th floor by 5:30 pm.",
      },
      {
        name: "Karthik Iyer",
        date: "2024-09",
        move: "Home and Hyundai Creta, Bengaluru → Sector 56, Gurgaon",
        service: "/vehicle-shifting",
        text: "Moved from Bengaluru to Sector 56 with our Creta. Car and household arrived the same week, and they explained the Haryana re-registration paperwork clearly.",
      },
    ],
  },
  {
    name: "Jaipur",
    state: "Rajasthan",
    region: "North",
    office: {
      street: "Plot 9, 1st Floor, Malviya Marg",
      locality: "Malviya Nagar",
      pin: "302017",
    },
    phone: "9829046617",
    tagline: "Pink City moves, with care for carved wood, marble and blue pottery.",
    intro: [
      "Jaipur households tend to own heavy, beautiful things: carved sheesham furniture, marble-topped tables, brass lamps and shelves of blue pottery. A move here is as much about crating as about transport, and our Malviya Nagar team builds wooden crates on site for pieces that should not travel in a carton.",
      "People move to Jaipur for government and bank postings, for the colleges on the Tonk Road side, and increasingly to retire in the colonies around Jagatpura and Vaishali Nagar. We also carry loads out of the walled city for shop owners and families whose old havelis are too cramped for a truck.",
    ],
    localities: [
      "Malviya Nagar",
      "Vaishali Nagar",
      "Mansarovar",
      "C-Scheme",
      "Raja Park",
      "Jagatpura",
      "Tonk Road",
      "Sodala",
      "Jhotwara",
      "Bani Park",
      "Walled City",
    ],
    transit: { km: 1530, days: [5, 7], route: "up the Grand Trunk Road to Agra, then west on the Agra–Jaipur highway" },
    practicalities: [
      {
        title: "Walled-city bazaars",
        text: "Trucks cannot enter the bazaars inside the old city walls. We stage the truck outside a gate and use small loaders and hand-carts through Johari, Tripolia and Chandpole bazaars.",
      },
      {
        title: "Dust storms",
        text: "May and June bring sudden aandhi dust storms. Every piece is stretch-wrapped before it leaves the house, and mattresses and upholstery travel in sealed covers.",
      },
      {
        title: "Marble and stone",
        text: "Marble table tops and stone idols are packed upright in custom wooden crates with foam, never laid flat, which is how they crack on the road.",
      },
      {
        title: "Desert heat",
        text: "Summer days pass 44 °C. Loading starts at dawn, and candles, vinyl records and medicines are packed separately and travel in the cab, not the hold.",
      },
    ],
    testimonials: [
      {
        name: "Aditi Shekhawat",
        date: "2025-02",
        move: "Carved jharokha and marble tables, Jaipur → Pune",
        service: "/fine-arts-relocation",
        text: "We moved my grandfather's carved jharokha and two marble tables from our Bani Park house to Pune. They made wooden crates in our courtyard, and everything arrived perfect.",
      },
      {
        name: "Manoj Agarwal",
        date: "2024-10",
        move: "Shop stock, Johari Bazaar → Mansarovar, Jaipur",
        service: "/local-shifting",
        text: "Shifting our stock from a shop in Johari Bazaar to Mansarovar looked like a nightmare. Hand-carts to the gate, then a truck, and all done in one afternoon.",
      },
    ],
  },
];
