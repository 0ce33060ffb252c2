/** Copy of the About page (SPEC §2 "About page", §9 counters). */
import {
  capitalised,
  CITIES_SERVED,
  CITIES_SERVED_MEANS,
  FAMILIES_MOVED,
  SUCCESS_RATE,
  SUCCESS_RATE_MEANS,
  YEARS_IN_BUSINESS,
} from "./facts.ts";
import type { Step } from "./process.ts";
import { moveSteps } from "./process.ts";
import { words } from "./translation.ts";

export interface AboutTab {
  id: "residential" | "commercial" | "specialized";
  label: string;
  heading: string;
  intro: string;
  points: string[];
  links: { to: string; label: string }[];
}

export const aboutTabs: AboutTab[] = words("aboutTabs", [
  {
    id: "residential",
    label: "Residential",
    heading: "Moving your home, room by room",
    intro:
      "Most of our work is family moves: a 1 BHK across town or a 4 BHK villa from Kolkata to Bangalore. One supervisor owns your move from the survey to the last carton unpacked.",
    points: [
      "Free video or home survey and a written, itemised quote",
      "Multi-layer packing with bubble wrap, corrugated sheets and wardrobe cartons",
      "Dismantling and refitting of beds, wardrobes and modular kitchens",
      "Car and bike carried with your household goods on request",
    ],
    links: [
      { to: "/home-shifting", label: "Home shifting" },
      { to: "/local-shifting", label: "Local shifting" },
      { to: "/packing", label: "Packing & unpacking" },
    ],
  },
  {
    id: "commercial",
    label: "Commercial",
    heading: "Offices, shops and stock moved without lost working days",
    intro:
      "We plan office moves around your business hours — usually over a weekend or at night — so your team leaves on Friday and logs in at the new address on Monday.",
    points: [
      "Seat-by-seat move plan with tagged desks, monitors and cable bundles",
      "Server racks and IT equipment in anti-static packing",
      "Lift bookings and gate passes arranged with both buildings",
      "Short and long-term warehousing for stock, records and furniture",
    ],
    links: [
      { to: "/office-relocation", label: "Corporate relocation" },
      { to: "/warehousing", label: "Warehouse & storage" },
      { to: "/goods-insurance", label: "Goods insurance" },
    ],
  },
  {
    id: "specialized",
    label: "Specialized",
    heading: "Moves that need extra care and paperwork",
    intro:
      "Some moves need more than a truck: a posting order with a tight reporting date, a painting worth more than the house, or a bank that reimburses only approved transporters.",
    points: [
      "Defence relocation with bills in the format your unit asks for",
      "Fine art in custom wooden crates with a condition report at both ends",
      "IBA-approved transporter documents for bank and PSU transfers",
      "Enclosed carriers for cars and crated transport for bikes",
    ],
    links: [
      { to: "/defence-relocation", label: "Defence relocation" },
      { to: "/fine-arts-relocation", label: "Fine arts relocation" },
      { to: "/iba-approved-transporter", label: "IBA-approved transporter" },
      { to: "/vehicle-shifting", label: "Vehicle shifting" },
    ],
  },
]);

export interface Principle {
  title: string;
  text: string;
}

export const mission: Principle = words("mission", {
  title: "Our mission",
  text: "To make moving house or office in India predictable: a fair written price before we start, trained people who handle your things as their own, and a delivery date we keep.",
});

export const vision: Principle = words("vision", {
  title: "Our vision",
  text: "To be the mover families recommend to their friends in every city we serve — known less for our trucks than for the calls nobody had to make to chase us.",
});

export const values: Principle[] = words("values", [
  {
    title: "Honest pricing",
    text: "The quote you sign is the bill you pay. Extra work is priced and agreed before we do it.",
  },
  { title: "Care in handling", text: "Every crew member is trained in packing and lifting before going on a job." },
  {
    title: "Keeping our word",
    text: "Pickup and delivery dates are commitments, and you hear from us before any change.",
  },
  { title: "Owning mistakes", text: "If something is damaged, we help with the claim instead of arguing about it." },
]);

export interface Counter {
  /** The figure the counter counts up to. */
  value: number;
  suffix: "+" | "%";
  label: string;
}

/** SPEC §9: 10+ years, 5000+ families, 100+ cities, 99% success. */
export const counters: Counter[] = words("counters", [
  { value: YEARS_IN_BUSINESS, suffix: "+", label: "Years of experience" },
  { value: FAMILIES_MOVED, suffix: "+", label: "Families moved" },
  { value: CITIES_SERVED, suffix: "+", label: capitalised(CITIES_SERVED_MEANS) },
  { value: SUCCESS_RATE, suffix: "%", label: capitalised(SUCCESS_RATE_MEANS) },
]);

/** SPEC §9: a tick every 50 ms in about 50 steps; observer threshold 0.3. */
export const COUNTER_TICK_MS = 50;
export const COUNTER_STEPS = 50;
export const COUNTER_THRESHOLD = 0.3;

/** The steps of a move as the About page tells them: the same steps as every page (content/process.ts). */
export const aboutSteps: Step[] = words(
  "aboutSteps",
  moveSteps.map(({ title, text }) => ({ title, text })),
);
