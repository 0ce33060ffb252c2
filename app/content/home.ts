import { capitalised, ratingText, YEARS_IN_BUSINESS, yearsText } from "./facts.ts";
import type { Step } from "./process";
/**
 * Copy of the home page and of the shared marketing sections (SPEC §1, §2 "Home page", §9).
 * Icons are named here and mapped to lucide components by the sections, so this file stays data only.
 */
import type { ServiceCard } from "./service-content";
import { words } from "./translation.ts";

/** The short form of a service card on the home page: an icon in place of the image, no tips. */
export type HomeServiceCard = Pick<ServiceCard, "title" | "path" | "description"> & {
  icon: "home" | "office" | "vehicle" | "warehouse" | "packing" | "local";
};

/** SPEC §2: the six home cards and where each one goes. */
export const homeServiceCards: HomeServiceCard[] = words("homeServiceCards", [
  {
    title: "Home Shifting",
    path: "/home-shifting",
    description: "1 BHK to villas, packed room by room and delivered to your new door anywhere in India.",
    icon: "home",
  },
  {
    title: "Corporate Relocation",
    path: "/office-relocation",
    description: "Desks, servers and files moved over a weekend so Monday starts at the new office.",
    icon: "office",
  },
  {
    title: "Vehicle Transport",
    path: "/vehicle-shifting",
    description: "Cars in closed carriers and bikes on cushioned racks, with condition reports at both ends.",
    icon: "vehicle",
  },
  {
    title: "Warehousing",
    path: "/warehousing",
    description: "Clean, CCTV-guarded storage for a week or a year while you settle in or renovate.",
    icon: "warehouse",
  },
  {
    title: "Packing & Unpacking",
    path: "/Packing",
    description: "Multi-layer packing with fresh cartons, and unpacking that puts the kitchen back first.",
    icon: "packing",
  },
  {
    title: "Local Shifting",
    path: "/local-shifting",
    description: "Same-day moves across town with a crew, a closed truck and no surprise charges.",
    icon: "local",
  },
]);

export interface Reason {
  title: string;
  text: string;
  icon: "expertise" | "satisfaction" | "pricing" | "reliability";
}

/** SPEC §1: the four reasons to choose the company. */
export const reasons: Reason[] = words("reasons", [
  {
    title: "Expertise and experience",
    text: `${capitalised(yearsText)} of moves across India have taught our crews how to handle narrow lanes, high-rise lifts and monsoon roads.`,
    icon: "expertise",
  },
  {
    title: "Customer satisfaction",
    text: "One coordinator stays with you from survey to unpacking, and most of our work comes from families who moved with us before.",
    icon: "satisfaction",
  },
  {
    title: "Affordable pricing",
    text: "Fair, itemised quotes in rupees for every budget, with packing, transport and labour shown line by line.",
    icon: "pricing",
  },
  {
    title: "Efficiency and reliability",
    text: "GPS-tracked trucks, trained packers on our own payroll and delivery dates we put in writing.",
    icon: "reliability",
  },
]);

export interface Claim {
  value: string;
  label: string;
  /** The rating: shown with what it is based on (site configuration). */
  isRating?: true;
}

/** SPEC §1 and §9: the four claims. */
export const claims: Claim[] = words("claims", [
  { value: `${YEARS_IN_BUSINESS}+`, label: "Years of experience" },
  { value: "IBA", label: "Approved transporter" },
  { value: ratingText, label: "Customer rating", isRating: true },
  { value: "100%", label: "Safety guarantee" },
]);

export interface BannerTestimonial {
  text: string;
  name: string;
  /** Year and month of the move, "2025-03". */
  date: string;
  /** The move it describes. */
  place: string;
}

/** SPEC §4/§9: the four texts of the rotating banner. */
export const bannerTestimonials: BannerTestimonial[] = words("bannerTestimonials", [
  {
    text: "They packed our 3 BHK in Salt Lake in a single day and everything reached Bangalore without a scratch, even my mother's glass showcase.",
    name: "Anirban Ghosh",
    date: "2025-03",
    place: "Kolkata to Bangalore",
  },
  {
    text: "Our office of forty desks moved on a Saturday and the servers were running by Monday morning. The quote did not change by a rupee.",
    name: "Priya Raghunathan",
    date: "2024-10",
    place: "Office move, Chennai",
  },
  {
    text: "My car came to Pune in a closed carrier four days after pickup, with the same odometer reading and not a single new mark.",
    name: "Sandeep Kulkarni",
    date: "2025-01",
    place: "Delhi to Pune",
  },
  {
    text: "Posted from Ranchi to Guwahati at short notice, and the team handled the survey, packing and bank paperwork in a week.",
    name: "Maj. Harpreet Sandhu",
    date: "2024-08",
    place: "Ranchi to Guwahati",
  },
]);

export interface Client {
  name: string;
  /** File in public/clients/. */
  logo: string;
  width: number;
  height: number;
}

const client = (name: string, file: string): Client => ({ name, logo: `/clients/${file}.svg`, width: 160, height: 56 });

/** Ten client companies (fictional) for the 'Happy Clients' strip. */
export const clients: Client[] = words("clients", [
  client("Tarangini Textiles", "tarangini-textiles"),
  client("Nilachal Tea Company", "nilachal-tea"),
  client("Ashvika Steel", "ashvika-steel"),
  client("Kavirah Pharma", "kavirah-pharma"),
  client("Indravali Infotech", "indravali-infotech"),
  client("Vindhara Cement", "vindhara-cement"),
  client("Rasoiya Foods", "rasoiya-foods"),
  client("Sagarmitra Shipping", "sagarmitra-shipping"),
  client("Ujjwal Solar", "ujjwal-solar"),
  client("Hemkund Hotels", "hemkund-hotels"),
]);

/** SPEC §9 timings and counts of the two carousels. */
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const CLIENT_INTERVAL_MS = 2500;

/** SPEC §1: the process in four steps, as the home page summarises it. */
export const processOverview: Step[] = words("processOverview", [
  {
    title: "Share your moving details",
    text: "Tell us where you are moving from and to, the date and the size of your home by phone, WhatsApp or our form.",
  },
  {
    title: "Free pre-move consultation",
    text: "A surveyor visits or video-calls to list your goods, check stairs and lifts, and plan the packing.",
  },
  {
    title: "Customised quotation",
    text: "You get a written, itemised quote built for your move, with no hidden charges added on moving day.",
  },
  {
    title: "Hassle-free moving",
    text: "Our crew packs, loads, transports and unpacks on schedule while your coordinator keeps you updated.",
  },
]);
