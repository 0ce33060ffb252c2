import { words } from "../translation.ts";
import type { ServiceCard } from "./types";

/** The ten cards of /our-services, in order. Car and bike both lead to /vehicle-shifting; defence is not a card. */
export const serviceCards: ServiceCard[] = words("serviceCards", [
  {
    id: "home",
    title: "Home Shifting",
    image: "home-shifting",
    path: "/home-shifting",
    description:
      "Your whole household packed room by room, carried door to door in a closed container and set up again in your new home, anywhere in India.",
    tips: [
      "Start planning at least 2 weeks before the move.",
      "Set aside documents, jewellery and medicines to carry yourself.",
      "Defrost the fridge and dry it a day before loading.",
    ],
    linkLabel: "Explore home shifting",
  },
  {
    id: "car",
    title: "Car Transport",
    image: "car-transport",
    path: "/vehicle-shifting",
    description:
      "Hatchbacks to luxury cars moved in closed carriers, strapped at the wheels and delivered with a condition check against the pick-up photos.",
    tips: [
      "Keep the fuel below 25% before loading.",
      "Remove valuables, dash cameras and toll tags.",
      "Keep copies of the RC and insurance with you.",
    ],
    linkLabel: "See car transport",
  },
  {
    id: "bike",
    title: "Bike Transport",
    image: "bike-transport",
    path: "/vehicle-shifting",
    description:
      "Scooters, commuter bikes and superbikes wrapped, crated upright on a wooden base and shipped with transit insurance.",
    tips: [
      "Leave only a little fuel in the tank.",
      "Remove detachable luggage racks and phone mounts.",
      "Photograph the bike from all sides before pick-up.",
    ],
    linkLabel: "See bike transport",
  },
  {
    id: "office",
    title: "Office Relocation",
    image: "office-relocation",
    path: "/office-relocation",
    description:
      "Workstations, IT equipment and files moved over a weekend to a written plan, with every desk labelled to its new seat.",
    tips: [
      "Appoint one coordinator from your side.",
      "Back up servers before they are switched off.",
      "Book lifts and loading bays at both buildings early.",
    ],
    linkLabel: "Plan an office move",
  },
  {
    id: "warehousing",
    title: "Warehousing & Storage",
    image: "warehouse",
    path: "/warehousing",
    description:
      "Guarded, CCTV-monitored storage on raised pallets for a week or a year, with an inventory you can check and delivery when you are ready.",
    tips: [
      "Make sure everything is dry before it is stored.",
      "Dismantle furniture to save space and rent.",
      "Keep the inventory with the lot number safe.",
    ],
    linkLabel: "Find out about storage",
  },
  {
    id: "local",
    title: "Local Shifting",
    image: "local-shifting",
    path: "/local-shifting",
    description:
      "Same-day moves within your city: packed in the morning, delivered by afternoon and unpacked before the crew leaves.",
    tips: [
      "Check society shifting hours at both addresses.",
      "Start early to beat afternoon traffic.",
      "Keep a first-night bag with chargers and toiletries.",
    ],
    linkLabel: "Book a local move",
  },
  {
    id: "fine-arts",
    title: "Fine Arts Relocation",
    image: "fine-arts-relocation",
    path: "/fine-arts-relocation",
    description:
      "Paintings, sculpture and antiques wrapped in acid-free materials, crated to size and kept away from heat and damp in transit.",
    tips: [
      "Photograph each work before the move.",
      "Never put bubble wrap directly on a canvas.",
      "Avoid moving oils and works on paper in heavy rain.",
    ],
    linkLabel: "Move your art safely",
  },
  {
    id: "packing",
    title: "Packing & Unpacking",
    image: "crew-packing",
    path: "/packing",
    description:
      "Multi-layer packing with the right material for each item, and unpacking at the new home so you are settled in a day.",
    tips: [
      "Pack heavy items in small cartons, light ones in large.",
      "Label each carton with its room and a number.",
      "Pack an essentials box to open first.",
    ],
    linkLabel: "Read the packing guide",
  },
  {
    id: "iba",
    title: "IBA Approved Transporter",
    image: "iba-approved-transporter",
    path: "/iba-approved-transporter",
    description:
      "Relocation for bank employees on transfer, with the approved bills and documents your bank asks for when you claim the cost.",
    tips: [
      "Check your bank's transfer entitlement first.",
      "Ask for the approval letter along with the quote.",
      "Keep the invoice and consignment note for the claim.",
    ],
    linkLabel: "Learn about IBA approval",
  },
  {
    id: "insurance",
    title: "Goods Insurance",
    image: "goods-insurance",
    path: "/goods-insurance",
    description:
      "Transit and storage cover for your belongings from insurers approved by the regulator, with help at every step of a claim.",
    tips: [
      "Declare the true value of your goods.",
      "Check the cartons at delivery before you sign.",
      "Report any damage within 24 hours of delivery.",
    ],
    linkLabel: "Protect your goods",
  },
]);
