/**
 * The words of the simple pages: each page's search result, hero and sections' headings, one form per page in the
 * office's editor. A page without records of its own has its file named by its address (contact.json, …); a page
 * that shows one kind of records has its words in that kind's file, under `page`, built from the parts here.
 */
import { z } from "zod";

import { Prose, Text, withPlaceholders } from "./fields.ts";

/**
 * The company's facts the pages' words name by placeholder, filled in the page's language when the page is built
 * (app/routes/page-data.ts): the company's name, the reply time in minutes, the phones' and the office's hours and
 * the times the phones open and close, and, in English, the days they are open ("every day", "Monday to
 * Saturday"), which a language without its own day names in app/locales/<code>/grammar.ts writes in its words. A
 * figure or an hour typed into the words would go stale when the facts change.
 */
export const PAGE_FACTS = [
  "brand",
  "reply",
  "phoneDays",
  "phoneHours",
  "phoneOpens",
  "phoneCloses",
  "officeDays",
  "officeHours",
] as const;
export type PageFact = (typeof PAGE_FACTS)[number];

/** Words that may name the company's facts. */
const Words = withPlaceholders(Text, PAGE_FACTS, "the facts");
const Paragraph = withPlaceholders(Prose, PAGE_FACTS, "the facts");

/** A page's search result: its title and the sentence under it. */
const Meta = z.object({ title: Words, description: Words }).strict();

/** The page's first screen: the small line over its heading, the heading and the sentence under it. */
const Hero = z.object({ eyebrow: Words, heading: Words, intro: Paragraph }).strict();

/** /contact: the ways to reach us, the head office, the enquiry form's tips and the social links. */
export const contactSchema = z
  .object({
    meta: Meta,
    hero: Hero,
    connect: z
      .object({
        title: Words,
        callTitle: Words,
        callText: Words,
        emailTitle: Words,
        emailText: Words,
        callBackTitle: Words,
        callBackText: Words,
        callBackButton: Words,
      })
      .strict(),
    headOffice: z
      .object({
        title: Words,
        intro: Paragraph,
        /** The office's and the phones' days, with `{officeHours}` and `{phoneHours}`. */
        hours: Words,
        /** What a screen reader calls the map. */
        map: Words,
      })
      .strict(),
    /** Beside the enquiry form. */
    enquiry: z
      .object({ title: Words, tips: z.array(Words).min(1, "at least one tip"), note: Paragraph })
      .strict(),
    followUs: z.object({ title: Words, text: Words }).strict(),
  })
  .strict();

export type ContactContent = z.infer<typeof contactSchema>;
export const contactNeutral = [] as const;
