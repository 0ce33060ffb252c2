import { RATING, yearsText } from "./facts.ts";
import { words } from "./translation.ts";

/** One question of an FAQ accordion. */
export interface Faq {
  question: string;
  answer: string;
  /** A page that answers the question in full, linked under the answer. */
  more?: { to: string; label: string };
}

/** SPEC §9: how many days ahead a pre-move survey must be booked. */
const SURVEY_NOTICE_DAYS = "3–5 days";
/** SPEC §9: the latest time before the shift to reschedule or cancel. */
const RESCHEDULE_NOTICE_HOURS = 48;

/**
 * The ten FAQs of SPEC §2 "FAQ section", in the spec's topic order: services offered, why choose,
 * packing materials, survey notice, fragile items, tracking, damage and claims, vehicle transport,
 * reschedule or cancel, verifying the company. Shared by the home page, /faq and the service pages.
 */
export const faqs: Faq[] = words("faqs", [
  {
    question: "What services do you offer?",
    answer:
      "We move homes, offices, cars and bikes within a city and across India. We also pack and unpack on their own, store goods in our warehouses, handle defence postings and fine art, arrange transit insurance, and work as an IBA-approved transporter for bank and PSU employee transfers.",
  },
  {
    question: "Why should I choose you over other packers and movers?",
    answer: `We have moved families and offices for ${yearsText}, we are IBA approved, and our customers rate us ${RATING} out of 5. You get a free survey, a written quotation with no hidden charges, trained crews on our own payroll and a 100% safety guarantee on everything we pack.`,
  },
  {
    question: "What packing materials do you use?",
    answer:
      "Fresh corrugated cartons, bubble wrap, foam sheets and stretch film for furniture, thermocol corners for appliances, and wooden crates for glass, marble tops and artwork. Mattresses and sofas go into sealed covers so they stay dry in the monsoon.",
  },
  {
    question: "How much notice do you need for the pre-move survey?",
    answer: `Please tell us ${SURVEY_NOTICE_DAYS} before you want to move. That gives our surveyor time to visit your home or office, list your goods, check access and lifts, and send a fixed quotation before your dates are booked.`,
  },
  {
    question: "How do you pack fragile items like glassware, TVs and idols?",
    answer:
      "Each fragile piece is wrapped on its own in paper and bubble wrap, packed upright in double-wall cartons with padding, and marked 'Fragile – This Side Up'. Televisions travel in padded TV boxes, and puja idols and heirlooms can be packed in front of you and loaded last.",
  },
  {
    question: "Can I track my shipment during transit?",
    answer:
      "Yes. Every long-distance truck carries GPS, and your move coordinator shares the vehicle location and the driver's number on WhatsApp or by phone at any time until delivery.",
  },
  {
    question: "What happens if something is damaged? How do I claim?",
    answer:
      "Check your goods when they are unloaded and tell us about any damage within 24 hours of delivery, with photos. If your move is insured, we file the claim with the insurer for you; otherwise we repair or compensate as set out in your quotation.",
  },
  {
    question: "Do you transport cars and bikes?",
    answer:
      "Yes. Cars travel in closed carriers and bikes are wrapped and loaded on cushioned racks, with door-to-door pickup. Keep the fuel tank below a quarter full and carry the registration and insurance papers; we give you a condition report at pickup and at delivery.",
  },
  {
    question: "Can I reschedule or cancel my move?",
    answer: `Yes. Call or message us at least ${RESCHEDULE_NOTICE_HOURS} hours before the shift and we will move your date or cancel the booking. Later than that, the crew and truck are already assigned to you, so a charge may apply.`,
  },
  {
    question: "How can I check that you are a genuine company?",
    answer:
      "Ask for our GST number and IBA approval letter, visit our head office (its address is at the foot of every page), and read reviews from past customers. We never ask for full payment in advance, and every booking comes with a written quotation and a consignment note (bilty) on our letterhead.",
    more: { to: "/verify", label: "Is this really us? Our numbers, payment rules and how to report a fake" },
  },
]);
