/**
 * The shared components' words in Bengali (docs/bengali-glossary.md), each paired with the English words its
 * component exports: data, which the layout's loader hands every Bengali page (./layout.ts). The records with a
 * function among their words are ./phrases.ts.
 */
import type { Dictionary } from "~/locales/book";

/** Latin digits with Indian grouping: "1,284" (docs/bengali-glossary.md). */

export const components = {
  breadcrumbWords: { label: "আপনি এখানে আছেন" },
  shareImageWords: {
    alt: "শহরের আকাশরেখার নিচে রাস্তায় একটি শিফটিংয়ের ট্রাক আর ম্যাপের দুটি পিনের মাঝে একটি রুট, সঙ্গে লেখা: সারা ভারতে প্যাকার্স অ্যান্ড মুভার্স।",
  },
  ourServicesCrumb: [
    { label: "হোম", to: "/" },
    { label: "আমাদের পরিষেবা", to: "/our-services" },
  ],
} satisfies Dictionary;
