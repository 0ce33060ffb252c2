/** The franchise page's words (/partner): one form in the office's editor. */
import { z } from "zod";

import { Id, Prose, records, Text, withPlaceholders } from "./fields.ts";
import { PAGE_FACTS } from "./pages.ts";

/**
 * What the page's words may name by placeholder: the company's facts (schemas/pages.ts) and its counts, how many
 * branches the cities file has and how many cities it has delivered to, filled when the page is built.
 */
export const PARTNER_COUNTS = ["branches", "citiesServed"] as const;
const NAMES = [...PAGE_FACTS, ...PARTNER_COUNTS];

const Words = withPlaceholders(Text, NAMES, "the placeholders");
const Paragraph = withPlaceholders(Prose, NAMES, "the placeholders");
const list = (what: string) => z.array(Words).min(1, `at least one ${what}`);

/** The icons the reasons' cards are drawn with, by name. */
const PARTNER_ICONS = ["rupee", "megaphone", "network", "truck"] as const;

/** /partner: why partner, what the company gives and asks, and what happens after the enquiry. */
export const partnerSchema = z
  .object({
    /** The search result's title and description. */
    meta: z.object({ title: Words, description: Words }).strict(),
    /** `jump` is the button to the enquiry form. */
    hero: z.object({ eyebrow: Words, heading: Words, jump: Words, intro: Paragraph }).strict(),
    why: z
      .object({
        title: Words,
        intro: Paragraph,
        reasons: records(
          z
            .object({
              id: Id,
              title: Words,
              text: Paragraph,
              icon: z.enum(PARTNER_ICONS, `one of the icons ${PARTNER_ICONS.map((i) => `'${i}'`).join(", ")}`),
            })
            .strict(),
        ).min(1, "at least one reason"),
      })
      .strict(),
    support: z
      .object({
        /** What a screen reader calls the two lists' section. */
        label: Words,
        providedTitle: Words,
        provided: list("item"),
        needsTitle: Words,
        needs: list("item"),
      })
      .strict(),
    /** Beside the enquiry form. */
    next: z.object({ title: Words, steps: list("step"), note: Paragraph }).strict(),
  })
  .strict();

export type PartnerContent = z.infer<typeof partnerSchema>;
export const partnerNeutral = ["icon"] as const;
