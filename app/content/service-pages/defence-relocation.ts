import { words } from "../translation.ts";
import type { ServicePageContent } from "./types";

export const defenceRelocation: ServicePageContent = words("defenceRelocation", {
  path: "/defence-relocation",
  name: "Defence Relocation",
  meta: {
    title: "Defence Relocation",
    description:
      "Posting moves for Army, Navy and Air Force personnel: entitlement-aware quotes, bills for claim submission and careful packing for remote stations.",
  },
  hero: {
    eyebrow: "For the armed forces",
    title: "Defence relocation services",
    intro:
      "Posting orders leave little time. We move service families between stations — including remote and high-altitude postings — with packing fit for long routes and paperwork ready for your claim.",
  },
  about: {
    heading: "Moves that follow posting orders",
    paragraphs: [
      "A transfer in the forces comes with a movement order, a luggage entitlement by rank and a claim to file afterwards. We quote against your entitlement so you know before the move what your claim will cover, and we prepare the documents your unit asks for: a GST invoice, a consignment note with the vehicle number, the packing list with weights and the receipt signed at delivery.",
      "Many postings are far from the nearest city, so we pack for the longest leg: wooden crates for glass and electronics, double cartons for crockery and waterproof wrapping for routes that cross the hills in the rains. Where a truck cannot reach the quarter, we transfer goods to a smaller vehicle at the last town and keep the same crew with them.",
    ],
    includedHeading: "For every defence move",
    included: [
      "Quotation matched to your rank's entitlement",
      "Invoice, consignment note and packing list for the claim",
      "Weight slip from a public weighbridge on request",
      "Wooden crating for glass and electronics",
      "Transfer to smaller vehicles for remote stations",
      "Car or bike shipped with the household goods",
    ],
  },
  image: "defence-relocation",
  bannerText: "Need your car or bike moved to the new station as well? See all our services.",
  steps: [
    {
      title: "Share your posting order",
      text: "Tell us the old and new stations, your reporting date and your entitlement.",
    },
    {
      title: "Survey and entitlement check",
      text: "We list your goods and flag anything beyond the entitlement before quoting.",
    },
    { title: "Packing for the route", text: "Crates and waterproof packing suited to the roads to your new station." },
    {
      title: "Delivery and claim papers",
      text: "Goods delivered to your quarter, with every document your claim needs.",
    },
  ],
  concerns: [
    {
      kind: "authentic",
      title: "Will the bills be accepted?",
      description: "Claims get stuck when invoices lack a GST number, a vehicle number or a proper consignment note.",
      solution:
        "Our invoices and consignment notes carry every detail units ask for, and we reissue copies if the claim section needs them.",
    },
    {
      kind: "diy",
      title: "Unit transport or a professional mover?",
      description:
        "Arranging a truck yourself means finding labour, packing material and a driver willing to go to a remote station.",
      solution: "We handle the whole move, including the last stretch to stations where big trucks cannot go.",
    },
    {
      kind: "packaging",
      title: "Will the goods survive mountain roads?",
      description: "Long climbs, rough roads and rain damage goods that were packed for a city move.",
      solution:
        "Crates for fragile items, tarpaulin and plastic lining against rain, and tighter lashing for hill routes.",
    },
    {
      kind: "budget",
      title: "Will the claim cover the cost?",
      description: "Moving more than your entitlement means paying the difference yourself.",
      solution: "We quote against your entitlement and show separately anything you choose to move beyond it.",
    },
  ],
  idealTime: {
    text: "Call us the day your posting order arrives; even a week's notice is enough to plan the move.",
    points: [
      "Book the survey before you hand over the quarter so nothing is left behind.",
      "Send heavy goods ahead and carry essentials for the first week with you.",
      "Avoid landslide-prone weeks on hill routes if the reporting date allows.",
    ],
  },
  costEffective: {
    text: "Make the entitlement go further.",
    points: [
      "Ship the car or bike on the same booking to save a separate carrier.",
      "Leave behind heavy, low-value items such as old coolers that cost more to move than to replace.",
      "Use our storage if the new quarter is not yet allotted, rather than paying hotel and holding charges.",
    ],
  },
  prices: {
    heading: "Approximate defence relocation charges",
    intro:
      "Indicative charges for household goods by road distance and home size, including packing, loading, transport and unloading.",
    tables: ["defence"],
    footnote: "Remote stations may need a transfer to a smaller vehicle, which is quoted separately after the survey.",
  },
});
