import type { CityRecord } from "./types.ts";

/**
 * The head office's own city page. Its street, phone and e-mail on the page are the site
 * configuration's (the route fills them in with `atHeadOffice`); the values here are the defaults.
 */
export const kolkata: CityRecord = {
  name: "Kolkata",
  state: "West Bengal",
  region: "East & North-East",
  office: {
    street: "3rd Floor, Plot DD-14, Action Area I",
    locality: "Newtown",
    pin: "700161",
  },
  phone: "9830012345",
  tagline: "Our head office and hub: every route starts here, from Salt Lake and Behala to the rest of India.",
  intro: [
    "Kolkata is where the company is run from. Planning, billing and claims sit in our Newtown office, and loads for different branches are combined at the hub before the trucks leave — which is why most of our published prices are for moves from Kolkata. Families moving out for a job in Bangalore, Pune or Delhi are the bulk of our work, followed by transfers of bank and PSU officers and moves between the old city and the new townships.",
    "Moving inside the city is its own craft. North Kolkata's lanes around Shyambazar and Baghbazar take only small trucks, many older buildings have no lift and narrow stairs, and Newtown and Rajarhat towers want lift bookings and gate passes. Our crews work the city every day and plan the vehicle and the team size to the building, not only to the home size.",
  ],
  localities: [
    "Newtown",
    "Salt Lake",
    "Rajarhat",
    "Behala",
    "Tollygunge",
    "Garia",
    "Ballygunge",
    "Park Street",
    "Shyambazar",
    "Dum Dum",
    "Howrah",
    "Barasat",
  ],
  practicalities: [
    {
      title: "Lane width in the old city",
      text: "In North and Central Kolkata a full truck often cannot reach the door. We bring a small vehicle to ferry goods to the main road, and the survey tells you in advance if that is needed.",
    },
    {
      title: "Police hours for trucks",
      text: "Goods vehicles may enter much of the city only at night. Long-distance loads are packed by day and driven out after the restriction lifts, so your moving day is not cut short.",
    },
    {
      title: "Puja season",
      text: "During Durga Puja roads close around the pandals and crews are in short supply. Book at least two weeks ahead for moves between Mahalaya and Lakshmi Puja.",
    },
    {
      title: "Monsoon waterlogging",
      text: "Parts of the city flood after heavy rain. We watch the forecast, cover cartons in plastic and keep a covered store at the hub for goods that must wait a day.",
    },
  ],
  testimonials: [],
};
