/**
 * The process of a move: the four-step overview of the home page (SPEC §1) and the Relocation process page
 * (SPEC §2 "Relocation process page"): five steps, six trust reasons.
 */

/** One step of a move (SPEC §3 "Process step"); every numbered list of steps on the site uses it. */
export interface Step {
  title: string;
  text: string;
}

export interface ProcessStep extends Step {
  /** What the visitor has in hand after the step. */
  outcome: string;
}

/** The Relocation process page tells the move in five steps. */
export const processSteps: ProcessStep[] = [
  {
    title: "Share your moving details",
    text: "Tell us where from, where to, when, and roughly what you are moving — by phone, chat or the free estimate form.",
    outcome: "A call back from a move coordinator the same working day.",
  },
  {
    title: "Free pre-move survey",
    text: "A supervisor walks through your home or office, in person or on a video call, and notes heavy, fragile and high-value items. Book it 3–5 days before your moving date.",
    outcome: "An inventory of what moves and what needs special packing.",
  },
  {
    title: "Written quotation",
    text: "You receive an itemised quote: packing, loading, transport, unloading, unpacking and optional transit insurance, each priced separately. No hidden charges.",
    outcome: "A fixed price and dates you agree to before anything is packed.",
  },
  {
    title: "Packing, loading and transport",
    text: "Our crew packs with bubble wrap, corrugated sheets and wardrobe cartons, labels every box by room and loads a closed, GPS-tracked vehicle.",
    outcome: "A signed packing list and daily updates until delivery.",
  },
  {
    title: "Delivery, unpacking and setup",
    text: "We unload at your new address, place furniture where you want it, refit beds and wardrobes, unpack and take the packing waste away.",
    outcome: "A settled home, and 24 hours to report anything damaged.",
  },
];

export interface TrustReason {
  title: string;
  text: string;
}

export const trustReasons: TrustReason[] = [
  {
    title: "IBA approved",
    text: "Approved by the Indian Banks' Association, so bank and PSU employees get their transfer bills reimbursed.",
  },
  {
    title: "10+ years of moves",
    text: "More than a decade of home, office and vehicle moves across more than a hundred Indian cities.",
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
    title: "Rated 4.9/5 by customers",
    text: "Families and companies rate their move 4.9 out of 5, and most new customers come to us by referral.",
  },
];
