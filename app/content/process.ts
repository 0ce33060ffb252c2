/**
 * The one way a move runs, told on the home page, /about, /process and the service pages' default:
 * the spec's four steps (SPEC §1: share moving details; free pre-move consultation; customised
 * quotation with no hidden charges; hassle-free moving). /process tells each step in more detail
 * and what the visitor has in hand after it; the step count in every heading comes from this list.
 */
import { capitalised, citiesServedText, numberWord, RATING, ratingText, replyText, yearsText } from "./facts.ts";
import { CLAIM_WINDOW_HOURS } from "./guarantee.ts";
import { processOverview } from "./home.ts";
import { words } from "./translation.ts";

/** One step of a move (SPEC §3 "Process step"); every numbered list of steps on the site uses it. */
export interface Step {
  title: string;
  text: string;
}

export interface MoveStep extends Step {
  /** The full account on /process. */
  detail: string;
  /** What the visitor has in hand after the step. */
  outcome: string;
}

/** What /process adds to each of the home page's four steps (content/home.ts processOverview). */
const stepDetails: Omit<MoveStep, keyof Step>[] = [
  {
    detail:
      "Tell us where from, where to, when, and roughly what you are moving — by phone, chat or the free estimate form.",
    outcome: `A call back from a move coordinator ${replyText}, with a first estimate.`,
  },
  {
    detail:
      "A supervisor walks through your home or office, in person or on a video call, and notes heavy, fragile and high-value items. Book it 3–5 days before your moving date.",
    outcome: "An inventory of what moves and what needs special packing.",
  },
  {
    detail:
      "You receive an itemised quote: packing, loading, transport, unloading, unpacking and optional transit insurance, each priced separately. No hidden charges.",
    outcome: "A fixed price and dates you agree to before anything is packed.",
  },
  {
    detail:
      "Our crew packs with bubble wrap, corrugated sheets and wardrobe cartons, labels every box by room and loads a closed, GPS-tracked vehicle. At your new address we unload, place furniture where you want it, refit beds and wardrobes, unpack and take the packing waste away.",
    outcome: `A settled home, daily updates on the way, and ${CLAIM_WINDOW_HOURS} hours to report anything damaged.`,
  },
];

export const moveSteps: MoveStep[] = processOverview.map((step, i) => ({ ...step, ...stepDetails[i]! }));

/** "Four", for headings such as "Your move in four steps". */
export const MoveStepCount = capitalised(numberWord(moveSteps.length));

/** /process: each step with its full account and outcome. */
export interface ProcessStep extends Step {
  /** What the visitor has in hand after the step. */
  outcome: string;
}

export const processSteps: ProcessStep[] = words(
  "processSteps",
  moveSteps.map(({ title, detail, outcome }) => ({
    title,
    text: detail,
    outcome,
  })),
);

export interface TrustReason {
  title: string;
  text: string;
}

export const trustReasons: TrustReason[] = words("trustReasons", [
  {
    title: "IBA approved",
    text: "Approved by the Indian Banks' Association, so bank and PSU employees get their transfer bills reimbursed.",
  },
  {
    title: `${yearsText} of moves`,
    text: `${capitalised(yearsText)} of home, office and vehicle moves to ${citiesServedText} in India.`,
  },
  {
    title: "Trained in-house crews",
    text: "Packers and drivers are our own staff, trained in packing, lifting and loading — not day labour.",
  },
  {
    title: "Transit insurance",
    text: "Cover at a small share of declared value, with our team helping you file and follow any claim.",
  },
  {
    title: "Tracked vehicles",
    text: "Closed, GPS-tracked trucks and a supervisor who calls you with progress every day.",
  },
  {
    title: `Rated ${ratingText} by customers`,
    text: `Families and companies rate their move ${RATING} out of 5, and most new customers come to us by referral.`,
  },
]);
