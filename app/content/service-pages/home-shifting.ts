import { words } from "../translation.ts";
import type { ServicePageContent } from "./types";

export const homeShifting: ServicePageContent = words("homeShifting", {
  path: "/home-shifting",
  name: "Home Shifting",
  meta: {
    title: "Home Shifting",
    description:
      "Door-to-door home shifting across India: free survey, multi-layer packing, careful loading, transit insurance and unpacking at your new home.",
  },
  hero: {
    eyebrow: "Household moves across India",
    title: "Home shifting services",
    intro:
      "From a 1 BHK rental to a four-bedroom villa, we pack every room, carry it door to door in a closed container and set it back up at your new address — with a written quote after a free survey.",
  },
  about: {
    heading: "A household move, room by room",
    paragraphs: [
      "A home is not one consignment: the kitchen, the wardrobe, the pooja room and the children's study each need their own packing. Our supervisor walks through your home before the move, counts the cartons room by room and notes anything delicate — a glass-top dining table, a 65-inch television, a grandmother's almirah — so the crew arrives with the right material and the right number of hands.",
      "On moving day every carton is labelled with its room and a number on a printed inventory you sign. Beds and modular wardrobes are dismantled with the hardware bagged and taped to the frame, and the truck is loaded heavy-first with quilted padding between pieces. At the new home we place furniture where you want it, reassemble beds and unpack the kitchen first so you can cook on the first evening.",
    ],
    includedHeading: "What the move includes",
    included: [
      "Free pre-move survey, in person or on a video call",
      "Bubble wrap, corrugated sheets and 5-ply cartons",
      "Dismantling and reassembly of beds and wardrobes",
      "Numbered inventory signed at loading and delivery",
      "Closed container with GPS updates for long routes",
      "Unpacking and debris removal at the new home",
    ],
  },
  image: "home-shifting",
  bannerText: "Moving a car, storing furniture or shifting an office as well? See every service we offer.",
  steps: [
    {
      title: "Share your moving details",
      text: "Tell us the two cities, the home size and your preferred date by form, call or chat.",
    },
    {
      title: "Free pre-move survey",
      text: "A supervisor lists every room's contents, in person or by video, and flags fragile and bulky items.",
    },
    {
      title: "Fixed written quotation",
      text: "You get an itemised quote — packing, transport, loading, insurance — with no hidden charges.",
    },
    {
      title: "Packing, move and unpacking",
      text: "The crew packs, loads and delivers door to door, then unpacks and reassembles at your new home.",
    },
  ],
  concerns: [
    {
      kind: "authentic",
      title: "Is the mover genuine?",
      description:
        "Fake movers quote low on the phone, load your belongings and then demand more money before they will unload.",
      solution:
        "We issue a GST invoice and a consignment note with our registered address, and you can visit our Kolkata office or verify our IBA approval before paying anything.",
    },
    {
      kind: "diy",
      title: "Hire a crew or shift it yourself?",
      description:
        "A hired tempo and a few labourers look cheaper until a fridge is carried on its side or a wardrobe door cracks on the staircase.",
      solution:
        "Our crews are trained for lifts, narrow stairs and heavy appliances, and transit insurance covers what a self-move never does.",
    },
    {
      kind: "packaging",
      title: "Will the packing survive the road?",
      description: "Newspaper and used cartons do not stop crockery breaking over 1,500 km of highway.",
      solution:
        "Crockery is wrapped piece by piece in foam and packed upright, mattresses go in sealed covers and furniture corners get corrugated guards.",
    },
    {
      kind: "budget",
      title: "Will it stay within budget?",
      description: "Quotes that leave out loading, floor charges or insurance grow on moving day.",
      solution:
        "The quote after the survey lists every charge line by line, and the price you sign is the price you pay for the listed goods.",
    },
  ],
  idealTime: {
    text: "Start planning at least 2 weeks ahead so the survey, packing material and truck can be booked calmly.",
    points: [
      "Mid-month dates are easier to book than the first and last week, when leases change hands.",
      "Avoid the peak of the monsoon on hill and coastal routes if your dates are flexible.",
      "Ask for the survey 3–5 days before you want the final quote.",
    ],
  },
  costEffective: {
    text: "Cut what you move, not the care it gets.",
    points: [
      "Sell or donate furniture that will not fit the new layout before the survey, so it is not quoted.",
      "Choose a shared container for a 1 BHK on a long route if you can wait a few extra days.",
      "Pack books and clothes yourself and leave the fragile items to our crew.",
    ],
  },
  prices: {
    heading: "Approximate home shifting charges",
    intro:
      "Indicative charges for a complete household move by road distance and home size, including packing, loading, transport and unloading.",
    tables: ["home-shifting"],
    footnote:
      "Your final quote depends on the actual volume, floor and lift access and the date, and is confirmed after the free survey.",
  },
});
