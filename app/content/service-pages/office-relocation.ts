import { words } from "../translation.ts";
import type { ServicePageContent } from "./types";

export const officeRelocation: ServicePageContent = words("officeRelocation", {
  path: "/office-relocation",
  name: "Office Relocation",
  meta: {
    title: "Corporate & Office Relocation",
    description:
      "Office and corporate relocation planned around your working hours: IT equipment handling, labelled workstations and weekend moves with minimal downtime.",
  },
  hero: {
    eyebrow: "Corporate relocation",
    title: "Office relocation services",
    intro:
      "We move workstations, servers, files and furniture over a weekend or a night shift, so your team logs off on Friday in the old office and back in on Monday in the new one.",
  },
  about: {
    heading: "A move planned around your working hours",
    paragraphs: [
      "An office move is a project with a deadline, not just a truckload. We assign a move manager who meets your admin and IT leads, walks both sites and draws up a floor-by-floor plan: which department moves first, where each desk lands and which building rules apply — lift booking slots, loading-bay times, security passes.",
      "Every desk gets a colour-and-number label that matches a seat on the new floor plan, so crates end up at the right desk without anyone directing traffic. Computers and monitors travel in anti-static bubble wrap inside lidded crates; files are packed in numbered boxes in the order they sat in the cabinet; modular workstations are dismantled, bagged by hardware set and rebuilt on the new floor.",
    ],
    includedHeading: "Part of every office move",
    included: [
      "A single move manager and written move plan",
      "Desk-to-desk colour and number labelling",
      "Anti-static packing for computers and servers",
      "Numbered file boxes kept in cabinet order",
      "Dismantling and rebuilding of modular furniture",
      "Night and weekend shifts to avoid downtime",
    ],
  },
  image: "office-relocation",
  bannerText: "Need storage for surplus furniture or records during the move? See all our services.",
  steps: [
    { title: "Site visit with your team", text: "Our move manager surveys both offices with your admin and IT leads." },
    {
      title: "Move plan and quotation",
      text: "A written plan by department and floor, with a fixed quote and timeline.",
    },
    { title: "Labelled packing", text: "Desks, IT equipment and files are packed and labelled to their new seats." },
    { title: "Weekend move and set-up", text: "We move and rebuild out of hours, ready for your team to start work." },
  ],
  concerns: [
    {
      kind: "authentic",
      title: "Can this vendor pass our procurement?",
      description:
        "Corporate buyers need a registered company, GST invoices and insurance certificates, not a phone number on a flyer.",
      solution:
        "We provide company registration, GST details, insurance cover notes and client references for your vendor onboarding.",
    },
    {
      kind: "diy",
      title: "Let staff pack their own desks?",
      description:
        "When every employee packs their own desk, cables go missing and half a day's work is lost to unpacking.",
      solution: "Staff pack only personal items in the crates we provide; our crew handles IT, furniture and files.",
    },
    {
      kind: "packaging",
      title: "Will our IT equipment be safe?",
      description: "Servers, monitors and printers are easily damaged by static, knocks and loose cables.",
      solution:
        "Anti-static wrap, lidded crates, cables bagged and tagged per machine, and servers carried upright with your IT team present.",
    },
    {
      kind: "budget",
      title: "What does downtime cost?",
      description: "A day with the team offline often costs more than the move itself.",
      solution:
        "Night and weekend shifts are priced into the quote up front, so the cheapest plan is also the one with no lost working days.",
    },
  ],
  idealTime: {
    text: "Start planning six to eight weeks before the lease date; the move itself is best done over a weekend or a long holiday.",
    points: [
      "Avoid quarter-end and the financial year close in March.",
      "Book the lift and loading bay at both buildings as soon as the date is fixed.",
      "Move IT on the first night so it can be tested before staff arrive.",
    ],
  },
  costEffective: {
    text: "The cheapest office move is a short one with nothing moved twice.",
    points: [
      "Archive or shred old files before the survey so they are not packed and carried.",
      "Reuse our crates for the move in and return them afterwards instead of buying cartons.",
      "Store surplus furniture with us rather than paying for space in the new office.",
    ],
  },
});
