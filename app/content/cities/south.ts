import type { CityRecord } from "./types.ts";

/** The three southern metros, reached down the east coast from Kolkata. */
export const south: CityRecord[] = [
  {
    name: "Bangalore",
    state: "Karnataka",
    region: "South",
    office: {
      street: "No. 48, 1st Floor, 17th Cross, 27th Main Road",
      locality: "HSR Layout",
      pin: "560102",
    },
    phone: "9845120936",
    tagline: "Bengaluru moves for the tech corridors, from Whitefield to Electronic City.",
    intro: [
      "Bengaluru draws more people from eastern India than any other southern city, and a large share of our Kolkata, Patna and Ranchi customers are moving here for a job in tech. Most land in an apartment complex near their office: Whitefield or Marathahalli for the ORR companies, Electronic City and HSR Layout for the south side, Hebbal and Yelahanka for the north. Our HSR Layout branch receives these moves and handles the return leg when people head home.",
      "The city's weather is kind to furniture, but its traffic is not. Truck hours are restricted, the Outer Ring Road can take an hour to cross, and apartment associations run tight move-in schedules. We plan the delivery for the quiet part of the day and book the lift before we set out.",
    ],
    localities: [
      "Whitefield",
      "Marathahalli",
      "Bellandur",
      "Sarjapur Road",
      "HSR Layout",
      "Koramangala",
      "Electronic City",
      "JP Nagar",
      "Indiranagar",
      "Hebbal",
      "Yelahanka",
      "Hennur",
    ],
    transit: {
      km: 1870,
      days: [6, 8],
      route: "down the east-coast highway through Vijayawada, then west via Chittoor",
    },
    practicalities: [
      {
        title: "Apartment associations",
        text: "Most complexes need a move-in form, a refundable deposit and a slot for the service lift. Moving out usually needs a no-dues letter from the association office first; we tell you which documents yours asks for.",
      },
      {
        title: "Truck hours",
        text: "Heavy vehicles are barred from city roads at peak hours. The container is parked outside the city, and goods reach your building in smaller trucks between the morning and evening rush.",
      },
      {
        title: "October–November showers",
        text: "The heaviest rain comes late in the year, in sudden downpours that flood low roads near lakes. Cartons are lined and loading waits for a dry window.",
      },
      {
        title: "Two-wheelers and cars",
        text: "Many moves include a scooter or car. We carry them in closed carriers and give you the papers for re-registering a vehicle from another state in Karnataka.",
      },
    ],
    testimonials: [
      {
        name: "Sneha Roy",
        date: "2025-03",
        move: "Flat, Salt Lake, Kolkata → Whitefield, Bangalore",
        service: "/home-shifting",
        text: "Moved from Salt Lake to Whitefield for a new job. The association needed a deposit and lift slot; the team booked it and my flat was set up the evening the truck arrived.",
      },
      {
        name: "Rahul Sinha",
        date: "2024-08",
        move: "Car, Patna → Electronic City, Bangalore",
        service: "/vehicle-shifting",
        text: "Sent my car from Patna to Electronic City. It arrived in seven days, clean, with the fuel level exactly where I left it.",
      },
      {
        name: "Deepa Hegde",
        date: "2025-01",
        move: "Local, HSR Layout → Hebbal, Bangalore",
        service: "/local-shifting",
        text: "HSR to Hebbal across the city on a weekday. They started at 6 am, beat the ORR traffic and were done by lunch.",
      },
    ],
  },
  {
    name: "Chennai",
    state: "Tamil Nadu",
    region: "South",
    office: {
      street: "No. 12, 2nd Floor, 100 Feet Bypass Road",
      locality: "Velachery",
      pin: "600042",
    },
    phone: "9840318852",
    tagline: "Coastal-city moves along OMR, ECR and the old neighbourhoods of Mylapore and T. Nagar.",
    intro: [
      "Chennai is a coastal city with a monsoon that arrives late: the heavy rain comes from October to December, just when many transfers fall due. Our Velachery branch knows which low-lying streets of Velachery, Tambaram and Pallikaranai hold water, and moves ground-floor households with that in mind.",
      "Our customers here are engineers on the IT corridor of Old Mahabalipuram Road, doctors and students at the medical colleges, and Bengali and Odia families who have lived in Chennai for a generation. Salt air near the sea is hard on metal, so appliances and cycles going to or from the ECR side get an extra protective wrap.",
    ],
    localities: [
      "Velachery",
      "Adyar",
      "Besant Nagar",
      "Thoraipakkam",
      "Sholinganallur",
      "Perungudi",
      "Anna Nagar",
      "T. Nagar",
      "Mylapore",
      "Porur",
      "Tambaram",
      "Chromepet",
    ],
    transit: {
      km: 1660,
      days: [5, 7],
      route: "down the east-coast highway via Bhubaneswar, Visakhapatnam and Vijayawada",
    },
    practicalities: [
      {
        title: "North-east monsoon",
        text: "From October to December we watch the forecast daily, line every carton, raise goods off the floor in ground-floor homes and move the date if a cyclone or very heavy rain is announced.",
      },
      {
        title: "Salt air by the sea",
        text: "Near the coast in Besant Nagar and along ECR, metal furniture and appliances are wrapped with anti-rust paper under the stretch film before they travel.",
      },
      {
        title: "Narrow streets in the old areas",
        text: "Mylapore, Triplicane and parts of T. Nagar have narrow streets and busy markets. We use smaller vehicles and avoid the shopping hours.",
      },
      {
        title: "OMR apartment rules",
        text: "Complexes along OMR fix move-in hours and ask for a lift booking. We book the slot and protect the lift and corridors.",
      },
    ],
    testimonials: [
      {
        name: "Kamala Venkatesan",
        date: "2024-11",
        move: "Ground-floor flat, Velachery, Chennai",
        service: "/home-shifting",
        text: "Our ground-floor flat in Velachery flooded in 2015, so I was nervous moving in November. They raised everything on pallets and finished before the rain started.",
      },
      {
        name: "Arpita Dutta",
        date: "2025-02",
        move: "Home, Kolkata → Sholinganallur, Chennai",
        service: "/home-shifting",
        text: "From Kolkata to Sholinganallur in six days. The OMR society's move-in slot was booked in advance and the crew even set up the washing machine.",
      },
    ],
  },
  {
    name: "Hyderabad",
    state: "Telangana",
    region: "South",
    office: {
      street: "Plot 67, 3rd Floor, Ayyappa Society Main Road",
      locality: "Madhapur",
      pin: "500081",
    },
    phone: "9848601127",
    tagline: "Cyberabad and the twin cities: gated-community moves, Secunderabad quarters and the Old City.",
    intro: [
      "Hyderabad has grown west into Gachibowli, Kondapur and Kokapet, where gated communities house the staff of the HITEC City companies. Most of our Hyderabad moves start or end there, and our Madhapur branch works with the facility managers of these communities every week. The same team covers Secunderabad, where railway and army families move in and out of quarters on a transfer cycle.",
      "Across the Musi, the Old City around Charminar is the opposite of Cyberabad: narrow lanes, old houses and busy markets. Moves there are planned on foot first. The long-distance trucks wait at the Outer Ring Road and a smaller vehicle brings goods in, which keeps the move inside the city's truck rules.",
    ],
    localities: [
      "Madhapur",
      "HITEC City",
      "Gachibowli",
      "Kondapur",
      "Kokapet",
      "Manikonda",
      "Kukatpally",
      "Miyapur",
      "Banjara Hills",
      "Jubilee Hills",
      "Secunderabad",
      "LB Nagar",
    ],
    transit: {
      km: 1500,
      days: [5, 6],
      route: "down the east-coast highway to Vijayawada, then west on the Hyderabad highway",
    },
    practicalities: [
      {
        title: "Gated communities",
        text: "Facility management wants a move-out clearance, a lift booking and the vehicle number before it opens the gate. We send them the details two days ahead.",
      },
      {
        title: "Outer Ring Road handover",
        text: "Heavy trucks cannot use the city's roads during the day. Long-distance loads are transferred at the Outer Ring Road and delivered in smaller trucks.",
      },
      {
        title: "Old City lanes",
        text: "Near Charminar and Laad Bazaar lanes are too narrow for a truck. Goods are carried to the main road by hand-cart, and we avoid market hours and Ramzan evenings.",
      },
      {
        title: "Sudden September rain",
        text: "Short, heavy downpours in August and September flood underpasses quickly. We load under cover and wrap everything before it leaves the building.",
      },
    ],
    testimonials: [
      {
        name: "Srinivas Reddy",
        date: "2024-12",
        move: "Villa, Kokapet, Hyderabad → Kolkata",
        service: "/home-shifting",
        text: "Moved from our villa in Kokapet to Kolkata for my wife's new job. The facility team got every detail in advance and the gate opened the moment the truck arrived.",
      },
      {
        name: "Ayesha Siddiqui",
        date: "2025-04",
        move: "Local, Charminar → Tolichowki, Hyderabad",
        service: "/local-shifting",
        text: "From my parents' house near Charminar to a flat in Tolichowki. They used hand-carts in our lane and finished before evening prayers.",
      },
      {
        name: "Debjit Paul",
        date: "2024-09",
        move: "Home, car and bike, Kolkata → Gachibowli, Hyderabad",
        service: "/vehicle-shifting",
        text: "My bike and car came from Kolkata to Gachibowli on the same schedule as the household. Good tracking updates all the way.",
      },
    ],
  },
];
