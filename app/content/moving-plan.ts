/**
 * The moving plan's tasks (/moving-plan): what to do, when, why, which page of the site helps, and which moves
 * need it. The rules that date and pick them are app/lib/moving-plan/plan.ts; the texts are one record by task
 * id, which each language translates, while the days, links and conditions below are read from here only.
 *
 * Only advice the company stands behind: what its own terms, service pages and surveyors say, phrased as
 * practical steps. No rule of law is stated that the site cannot source.
 */
import { words } from "./translation.ts";

/** What a move has that a task may depend on (app/lib/moving-plan/plan.ts derives them from the inputs). */
export type PlanTrait =
  /** Household or office goods travel (every move but a car or bike alone). */
  | "goods"
  /** A home's goods: local, between cities or a defence transfer. */
  | "home"
  | "office"
  /** A car or bike to send, or a vehicle-only move. */
  | "vehicle"
  /** A flat in a housing society or apartment building at either end. */
  | "flat"
  | "school"
  | "petsOrPlants"
  | "defence"
  | "fineArt"
  /** A big home (3 BHK and up): sorting starts a week earlier. */
  | "bigHome";

/** Pages of the site a task links to; "destinationCity" is the destination's city page when it has one. */
export type PlanLink =
  | "survey"
  | "verify"
  | "packing"
  | "charges"
  | "insurance"
  | "vehicle"
  | "defence"
  | "fineArt"
  | "office"
  | "destinationCity";

export interface PlanTask {
  id: PlanTaskId;
  /** Days from the moving day: -42 is six weeks before, 0 the day itself, 7 a week after. */
  day: number;
  /** Shown only when the move has one of these traits; always when absent. */
  needs?: readonly PlanTrait[];
  /** A different day when the move has the trait (a big home starts sorting earlier). */
  dayIf?: { trait: PlanTrait; day: number };
  link?: PlanLink;
}

/** The task texts by id: a title and one line on why. */
export const movingPlanTasks = words("movingPlanTasks", {
  survey: {
    title: "Book the free survey",
    why: "A surveyor sees your goods and gives a written, itemised quote; the truck and the date are fixed from it.",
  },
  checkMover: {
    title: "Compare written quotes and check who you are dealing with",
    why: "A genuine quote is itemised, on letterhead, with a GSTIN; pay no advance to a personal account.",
  },
  declutter: {
    title: "Sort out what goes, and sell or give away the rest",
    why: "Every item you leave behind is one less to pack, load and pay for.",
  },
  schoolAdmission: {
    title: "Confirm the admission at the new school",
    why: "Seats in the middle of a session are few; ask which documents the new school wants from the old one.",
  },
  schoolCertificate: {
    title: "Ask the present school for the transfer certificate",
    why: "The TC is usually given once the fees are cleared and can take a week or two; the new school asks for it.",
  },
  insurance: {
    title: "Decide on transit insurance and the value you declare",
    why: "The insurer pays up to the value you declare, so decide it before the packing day.",
  },
  fineArtList: {
    title: "List each artwork with photos and its value",
    why: "The condition report and the crates are made from this list; crates take a few days to build.",
  },
  defencePapers: {
    title: "Keep copies of the movement order ready",
    why: "We quote against your entitlement, and the unit's claim wants the order with our invoice and LR.",
  },
  officeIt: {
    title: "Plan the IT move with your IT team",
    why: "Back up the servers and label each desk's cables so the office works on the first morning.",
  },
  officeNotice: {
    title: "Tell clients, suppliers and your bank about the new address",
    why: "Invoices, deliveries and letters then reach the new office from the first day.",
  },
  gas: {
    title: "Ask your gas agency to transfer or close the LPG connection",
    why: "We do not carry cylinders that are not empty; the agency gives a transfer voucher when you hand yours back.",
  },
  charges: {
    title: "Check which extra charges could apply to you",
    why: "Stairs without a lift, a long carry or a narrow lane are charged by a published rule, never on the spot.",
  },
  societyNoc: {
    title: "Ask both societies for a NOC or gate pass",
    why: "Many housing societies let goods out or in only with the secretary's letter or a gate pass.",
  },
  petsOrPlants: {
    title: "Plan how pets and plants travel",
    why: "A closed truck is no place for animals, and plants dry out on a long road: take them with you or find them a home.",
  },
  liftBooking: {
    title: "Book the service lift and the shifting hours at both buildings",
    why: "Buildings often fix hours for shifting and want the lift booked; the crew's time depends on it.",
  },
  truckHours: {
    title: "Check the truck entry hours at the new address",
    why: "Many cities keep trucks off some roads by day; we plan the unloading around the local hours.",
  },
  vehiclePapers: {
    title: "Keep copies of the vehicle's RC, insurance and PUC",
    why: "The vehicle travels with copies of its papers; keep the originals with you.",
  },
  utilities: {
    title: "Give notice for electricity, water, internet and DTH",
    why: "Ask for the final reading or bill on the day you leave, and book the connections at the new place in time.",
  },
  measure: {
    title: "Measure big furniture against the new home's doors and lift",
    why: "A sofa or wardrobe that does not fit is best known now, when it can still be dismantled or sold.",
  },
  valuables: {
    title: "Keep valuables and papers with you",
    why: "Cash, jewellery and documents do not go in the truck; keep certificates and medicines in your own bag.",
  },
  confirm: {
    title: "Confirm the date, the time and the crew with your coordinator",
    why: "A call three days ahead settles the loading time, the parking spot and who meets the crew.",
  },
  essentials: {
    title: "Pack an open-first bag for the first two days",
    why: "Clothes, medicines, chargers and basic utensils, because unpacking everything takes time.",
  },
  vehiclePrep: {
    title: "Get the vehicle ready for pickup",
    why: "Wash it so the condition report shows every mark, keep the fuel under a quarter tank and empty the boot.",
  },
  fridge: {
    title: "Empty and defrost the fridge",
    why: "A dry fridge travels without smell or water leaking onto other goods.",
  },
  movingDay: {
    title: "Be there at loading and keep your copy of the LR",
    why: "The LR is the receipt for your goods: check the truck number on it and the count of packages.",
  },
  delivery: {
    title: "Check your goods against the list before you sign",
    why: "Write any damage on the delivery receipt and tell us within 24 hours: an insurance claim starts from it.",
  },
  addresses: {
    title: "Update your address: Aadhaar, bank, employer, insurance and gas",
    why: "Many services check your address against your Aadhaar and bank, so start with those; keep the rent agreement or a bill handy.",
  },
});

export type PlanTaskId = keyof typeof movingPlanTasks;

/** Every task, in the order it is listed on a day. */
export const planTasks: readonly PlanTask[] = [
  { id: "survey", day: -42, needs: ["goods"], link: "survey" },
  { id: "checkMover", day: -40, link: "verify" },
  { id: "declutter", day: -35, needs: ["home"], dayIf: { trait: "bigHome", day: -42 }, link: "packing" },
  { id: "schoolAdmission", day: -35, needs: ["school"] },
  { id: "fineArtList", day: -30, needs: ["fineArt"], link: "fineArt" },
  { id: "defencePapers", day: -30, needs: ["defence"], link: "defence" },
  { id: "officeIt", day: -28, needs: ["office"], link: "office" },
  { id: "officeNotice", day: -28, needs: ["office"] },
  { id: "schoolCertificate", day: -28, needs: ["school"] },
  { id: "insurance", day: -28, link: "insurance" },
  { id: "gas", day: -21, needs: ["home"] },
  { id: "charges", day: -21, needs: ["goods"], link: "charges" },
  { id: "societyNoc", day: -21, needs: ["flat"] },
  { id: "petsOrPlants", day: -21, needs: ["petsOrPlants"] },
  { id: "liftBooking", day: -14, needs: ["flat", "office"] },
  { id: "truckHours", day: -14, needs: ["goods"], link: "destinationCity" },
  { id: "vehiclePapers", day: -14, needs: ["vehicle"], link: "vehicle" },
  { id: "utilities", day: -10, needs: ["home", "office"] },
  { id: "measure", day: -10, needs: ["home"] },
  { id: "valuables", day: -7, needs: ["goods"], link: "packing" },
  { id: "confirm", day: -3 },
  { id: "essentials", day: -3, needs: ["home"] },
  { id: "vehiclePrep", day: -1, needs: ["vehicle"], link: "vehicle" },
  { id: "fridge", day: -1, needs: ["home"] },
  { id: "movingDay", day: 0, link: "verify" },
  { id: "delivery", day: 1, link: "insurance" },
  { id: "addresses", day: 7, needs: ["home"] },
];
