import { words } from "../translation.ts";
import type { ServicePageContent } from "./types";

export const warehousing: ServicePageContent = words("warehousing", {
  path: "/warehousing",
  name: "Warehousing & Storage",
  meta: {
    title: "Warehouse & Storage",
    description:
      "Short and long-term storage for household goods and business stock: CCTV-guarded warehouses, palletised racks, inventory records and door pick-up.",
  },
  hero: {
    eyebrow: "Warehouse & storage",
    title: "Warehousing & storage services",
    intro:
      "A safe place for your goods between homes, during a renovation or while you are posted abroad — packed, listed and kept on raised pallets in a guarded warehouse for a week or a year.",
  },
  about: {
    heading: "Storage that you can check on",
    paragraphs: [
      "Goods for storage are packed exactly as for a long-distance move, then listed on an inventory with a lot number that you receive by e-mail. In the warehouse they sit on wooden pallets, off the floor and away from walls, so a heavy monsoon never reaches them. Sofas and mattresses are wrapped in breathable covers rather than plastic, to avoid damp and mildew.",
      "Our warehouses are guarded round the clock, covered by CCTV and fire extinguishers, and treated for pests every quarter. Storage is charged monthly with no lock-in after the first month; you can take out part of your goods with two days' notice, and when you are ready we deliver everything to your new address in any city we serve.",
    ],
    includedHeading: "Storage terms at a glance",
    included: [
      "Pick-up, packing and inventory with lot numbers",
      "Palletised racks, off the floor and away from walls",
      "24-hour guard, CCTV and fire safety equipment",
      "Quarterly pest control",
      "Monthly billing, no lock-in after the first month",
      "Part withdrawal with two days' notice",
    ],
  },
  image: "warehouse",
  bannerText: "Moving into storage now and to a new city later? See how our services fit together.",
  steps: [
    { title: "Tell us what and how long", text: "Share the volume, the city and roughly how long you need storage." },
    {
      title: "Survey and storage quote",
      text: "We estimate the space needed and quote the monthly rent and the move in and out.",
    },
    { title: "Packing and inventory", text: "Goods are packed, numbered and listed; you get the inventory by e-mail." },
    {
      title: "Storage and delivery",
      text: "Your goods stay on pallets until you call for them, to any address we serve.",
    },
  ],
  concerns: [
    {
      kind: "authentic",
      title: "Where exactly are my goods?",
      description: "Some storage offers turn out to be a rented room with no guard and no records.",
      solution:
        "You get the warehouse address, the lot number and the inventory, and you are welcome to visit by appointment.",
    },
    {
      kind: "diy",
      title: "A rented garage or a warehouse?",
      description: "A garage or spare room is cheap but has no guard, no pest control and no insurance.",
      solution:
        "Our warehouse rent includes security, pest control and racking, and storage insurance is available on the declared value.",
    },
    {
      kind: "packaging",
      title: "Will months in storage damage anything?",
      description: "Damp, termites and dust do more harm in storage than the journey does.",
      solution:
        "Breathable covers on upholstery, wooden pallets under everything and moisture absorbers in cartons of clothes and books.",
    },
    {
      kind: "budget",
      title: "How do I keep storage affordable?",
      description: "Paying for space you do not use adds up month after month.",
      solution: "You pay for the volume you actually store, and can take items out as you need them to lower the rent.",
    },
  ],
  idealTime: {
    text: "Book storage a week before your lease ends, or as soon as your renovation or posting dates are fixed.",
    points: [
      "Store before the monsoon if your current home is prone to damp.",
      "Plan the move out two days ahead so the lot can be brought to the loading bay.",
      "Review what you store every six months and take out what you need.",
    ],
  },
  costEffective: {
    text: "Store less, and store it well.",
    points: [
      "Sell or donate bulky furniture you will not use again before it is quoted.",
      "Dismantle beds and tables so they take up less floor space.",
      "Combine storage with your onward move to save one round of packing.",
    ],
  },
  prices: {
    heading: "Approximate charges for shifting with storage",
    intro:
      "Indicative charges for packing and moving your goods into and out of storage, by road distance and home size. Monthly storage rent is quoted separately by volume.",
    tables: ["warehousing"],
    footnote:
      "Figures are the same as our home shifting rates; storage rent and the final price are confirmed after the survey.",
  },
});
