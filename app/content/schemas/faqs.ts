import { z } from "zod";

import { Id, records, Text, withPlaceholders } from "./fields.ts";

/**
 * The company's figures an answer names by placeholder (`{years}`, `{rating}`), filled from app/content/facts.ts
 * when a page is built, so an answer never states another figure than the rest of the site.
 */
export const FAQ_FIGURES = ["years", "rating"] as const;
export type FaqFigure = (typeof FAQ_FIGURES)[number];

const Answer = withPlaceholders(Text, FAQ_FIGURES, "the figures");

/** An address of a page of the site. */
const SitePath = z
  .string()
  .regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, "an address on this site, like '/verify' (no domain, no language prefix)");

/**
 * The ten questions of SPEC §2 "FAQ section", in the order the accordion shows them: on the home page, /faq and
 * every service page.
 */
export const faqsSchema = z
  .object({
    faqs: records(
      z
        .object({
          id: Id,
          question: Text,
          /** The answer; `{years}` and `{rating}` stand for the company's figures. */
          answer: Answer,
          /** A page that answers the question in full, linked under the answer with `label`. */
          more: z.object({ to: SitePath, label: Text }).strict().optional(),
        })
        .strict(),
    ).min(1),
  })
  .strict();

export type FaqsContent = z.infer<typeof faqsSchema>;
/** Fields whose value is the same in every language: they are written once, in English. */
export const faqsNeutral = ["to"] as const;
