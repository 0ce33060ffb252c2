import { words } from "../translation.ts";
import type { ServicePageContent } from "./types";

export const localShifting: ServicePageContent = words("localShifting", {
  path: "/local-shifting",
  name: "Local Shifting",
  meta: {
    title: "Local Shifting",
    description:
      "Same-day local shifting within your city: morning packing, one trip in a closed tempo or truck, and unpacking by evening. Free survey and quote.",
  },
  hero: {
    eyebrow: "Within the city",
    title: "Local shifting services",
    intro:
      "Packed in the morning, moved across town by afternoon and unpacked before dinner — local moves in one day, with the crew staying until the last carton is opened.",
  },
  about: {
    heading: "A one-day move across town",
    paragraphs: [
      "Within a city the hard part is not the distance but the day: society rules that allow shifting only until 8 pm, a lift that must be booked, a lane where a truck cannot turn and traffic that doubles the travel time after four. We plan around all of that, choosing a tempo or a 14-foot truck to suit the lane and starting early so the goods are in the new home by afternoon.",
      "Because the move is short, we pack lighter where it is safe — clothes stay on hangers in wardrobe cartons, and drawers can travel with their contents — and spend the time on what breaks: the television, mirrors, glassware and the fridge, which we move upright. The same crew packs, loads, drives and unpacks, so nothing is handed over between teams.",
    ],
    includedHeading: "A local move includes",
    included: [
      "Same-day packing, loading, transport and unpacking",
      "A tempo or truck sized for your lane and volume",
      "Wardrobe cartons so clothes stay on hangers",
      "Fridge and washing machine moved upright",
      "Reassembly of beds and fixing of curtain rods on request",
      "Removal of packing waste at the end",
    ],
  },
  image: "local-shifting",
  bannerText: "Moving to another city instead? Our home shifting and vehicle transport take you anywhere in India.",
  steps: [
    {
      title: "Share both addresses",
      text: "Tell us the pick-up and drop addresses, floors and the day you want to move.",
    },
    { title: "Quick survey", text: "A video call or short visit is enough to size the vehicle and the crew." },
    {
      title: "Fixed quote for the day",
      text: "One price for packing, labour, transport and unpacking — no per-trip surprises.",
    },
    {
      title: "Moved in one day",
      text: "The crew packs in the morning, moves by afternoon and unpacks before leaving.",
    },
  ],
  concerns: [
    {
      kind: "authentic",
      title: "Can I trust a local mover?",
      description: "Roadside tempo operators often have no address, no bill and no way to reach them after the move.",
      solution:
        "You get a booking confirmation, the crew leader's name and number, and a proper bill from our registered company.",
    },
    {
      kind: "diy",
      title: "Friends and a tempo, or a crew?",
      description: "With friends, the move takes the whole weekend and someone always hurts their back on the almirah.",
      solution: "A trained crew of four finishes a 2 BHK in a day, with trolleys and straps for the heavy pieces.",
    },
    {
      kind: "packaging",
      title: "It's only across town — does packing matter?",
      description: "Potholes and speed breakers break as much glass in 10 km as a highway does in 1,000.",
      solution:
        "Glass, screens and mirrors are fully packed even for short moves; only sturdy items travel lightly wrapped.",
    },
    {
      kind: "budget",
      title: "Will the price change on the day?",
      description: "Per-hour and per-trip rates grow when traffic is bad or a second trip is needed.",
      solution:
        "Our quote is for the whole job, whatever the traffic, and includes a second trip if the volume was estimated correctly.",
    },
  ],
  idealTime: {
    text: "Weekday mornings are the quickest for a local move; book three or four days ahead.",
    points: [
      "Start by 8 am to finish before society shifting hours end.",
      "Avoid weekends at the start of the month, when most leases change.",
      "Check the new home's lift timing and parking the day before.",
    ],
  },
  costEffective: {
    text: "Small choices keep a local move inexpensive.",
    points: [
      "Pack books, clothes and toys yourself in cartons we drop off the day before.",
      "Move on a weekday, when crews and vehicles are easier to book.",
      "Clear the old home's storage lofts beforehand so the crew does not wait.",
    ],
  },
});
