import { words } from "../translation.ts";
import type { ServicePageContent } from "./types";

export const fineArtsRelocation: ServicePageContent = words("fineArtsRelocation", {
  path: "/fine-arts-relocation",
  name: "Fine Arts Relocation",
  meta: {
    title: "Fine Arts Relocation",
    description:
      "Fine art moving for paintings, sculptures and antiques: custom wooden crates, acid-free wrapping, climate care in transit and condition reports.",
  },
  hero: {
    eyebrow: "Paintings, sculpture and antiques",
    title: "Fine arts relocation services",
    intro:
      "Canvases, bronzes, heritage furniture and collections travel in crates built to their size, wrapped in acid-free materials and kept away from heat and damp from your wall to the next one.",
  },
  about: {
    heading: "Crated, wrapped and watched",
    paragraphs: [
      "Every piece is measured and photographed before we touch it, and its condition is written down — hairline cracks in the paint, a loose frame joint, a chip on a plinth. Paintings are wrapped in acid-free tissue and glassine, never bubble wrap against the canvas, then corner-protected and placed in a wooden crate lined with foam and cut to their size. Sculptures are braced inside the crate so their weight rests on the base, not on a thin limb.",
      "Art suffers from quick changes of temperature and humidity more than from distance. We pack in the cool part of the day, add silica gel to sealed crates, keep crates upright and off the truck floor and avoid unloading in rain. For galleries and collectors we can arrange installation at the destination, and the condition report is repeated at delivery so any change is recorded.",
    ],
    includedHeading: "Care for every work",
    included: [
      "Condition report with photographs before packing",
      "Acid-free tissue and glassine for canvases",
      "Custom wooden crates lined with foam",
      "Silica gel and upright loading against damp",
      "Fine-art transit insurance on the agreed value",
      "Unpacking and hanging at the destination",
    ],
  },
  image: "fine-arts-relocation",
  bannerText: "Moving the rest of the home with your collection? See all our services.",
  steps: [
    {
      title: "Share the works to be moved",
      text: "Send photos and sizes of the pieces and tell us the two addresses.",
    },
    {
      title: "Assessment and crate plan",
      text: "A specialist assesses each work and decides on crates, wrapping and handling.",
    },
    { title: "Crating and climate care", text: "Works are wrapped, crated and loaded upright with damp protection." },
    {
      title: "Delivery and condition check",
      text: "Unpacked at the destination, checked against the report and hung if you wish.",
    },
  ],
  concerns: [
    {
      kind: "authentic",
      title: "Does the mover know art?",
      description: "General movers wrap a canvas in bubble wrap, which traps moisture and marks the paint.",
      solution:
        "Our art crew uses conservation materials and works from a condition report agreed with you before packing.",
    },
    {
      kind: "diy",
      title: "Carry it in my own car?",
      description: "A painting on a back seat can be punctured by a seat-belt buckle or warped by a hot windscreen.",
      solution:
        "A crated work rides upright in a closed vehicle, away from sunlight and heat, and is insured for its value.",
    },
    {
      kind: "packaging",
      title: "Will the crate be right for the piece?",
      description: "A generic crate lets heavy frames shift and sculptures rest on fragile parts.",
      solution:
        "Each crate is built to the piece's measurements, with foam blocks and braces placed around its strong points.",
    },
    {
      kind: "budget",
      title: "Is art moving only for museums?",
      description: "Collectors assume specialist handling is priced for institutions.",
      solution:
        "We crate only the pieces that need it and pack sturdier items conventionally, so a home collection stays affordable.",
    },
  ],
  idealTime: {
    text: "Plan an art move two to three weeks ahead, so crates can be built to measure.",
    points: [
      "Avoid the peak monsoon for oil paintings and works on paper.",
      "Move art after the rest of the household, into a home that is already clean and dry.",
      "Hang works only once the new walls have fully dried after painting.",
    ],
  },
  costEffective: {
    text: "Protect what matters most and save on the rest.",
    points: [
      "Reusable crates for works that move often, such as exhibition pieces.",
      "Soft packing with corner guards for prints and lower-value frames.",
      "Move art with your household goods on one truck, in a separate padded section.",
    ],
  },
  prices: {
    heading: "Approximate fine arts relocation charges",
    intro:
      "Indicative charges for a home with artworks by road distance and home size, including standard crating, transit and unloading.",
    tables: ["fine-arts"],
    footnote: "Large sculptures, museum-grade crates and installation are quoted separately after assessment.",
  },
});
