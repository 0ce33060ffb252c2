/**
 * The words of the simple pages: each page's search result, hero and sections' headings, one form per page in the
 * office's editor, in a file named by the page's address (contact.json, …), or `<address>-page.json` where the
 * address names a kind of records (testimonials-page.json beside testimonials.json).
 */
import { z } from "zod";

import { CHARGE_WHEN } from "./charges.ts";
import { Id, Prose, records, template, Text, withPlaceholders } from "./fields.ts";

/**
 * The company's facts the pages' words name by placeholder, filled in the page's language when the page is built
 * (app/routes/page-data.ts): the company's name, its years in business, families moved and rating as every page
 * writes them (Latin digits), the reply time in minutes, the phones' and the office's hours and
 * the times the phones open and close, and, in English, the days they are open ("every day", "Monday to
 * Saturday"), which another language writes in its words, and
 * the hours after delivery within which a claim is made. A figure or an hour typed into the words would go stale
 * when the facts change.
 */
export const PAGE_FACTS = [
  "brand",
  "years",
  "families",
  "rating",
  "reply",
  "phoneDays",
  "phoneHours",
  "phoneOpens",
  "phoneCloses",
  "officeDays",
  "officeHours",
  "claimHours",
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

/**
 * Words that say how many of something a page shows, in each plural form of the page's language that `Intl` names
 * ("one", "other", …; "other" always), each with `{count}`: the page picks the form for its number.
 */
export const Plural = z
  .object({
    zero: template(["count"]).optional(),
    one: template(["count"]).optional(),
    two: template(["count"]).optional(),
    few: template(["count"]).optional(),
    many: template(["count"]).optional(),
    other: template(["count"]),
  })
  .strict();
export type PluralWords = z.infer<typeof Plural>;

/** The icons the career page's cards are drawn with, by name. */
export const CAREER_ICONS = ["shield", "people", "growth", "smile", "coins", "health", "training", "route"] as const;

/** A card of the career page: its title and sentence under the icon it names. */
const CareerCards = records(
  z
    .object({
      id: Id,
      title: Words,
      text: Paragraph,
      icon: z.enum(CAREER_ICONS, `one of the icons ${CAREER_ICONS.map((i) => `'${i}'`).join(", ")}`),
    })
    .strict(),
).min(1, "at least one card");

/** A filter of the job board: its label and the choice that shows every job. */
const Filter = z.object({ label: Words, allLabel: Words }).strict();

/** /career: its values and benefits and the job board's words; the jobs are jobs.json's. */
export const careerSchema = z
  .object({
    meta: Meta,
    hero: Hero.extend({ jump: Plural }).strict(),
    values: z.object({ title: Words, cards: CareerCards }).strict(),
    benefits: z.object({ title: Words, cards: CareerCards }).strict(),
    jobBoard: z
      .object({
        filters: z.object({ department: Filter, location: Filter, type: Filter }).strict(),
        /** The heading over the jobs: how many match the filters. */
        count: Plural,
        filterJobs: Words,
        clearFilters: Words,
        noJobs: Words,
        /** What a screen reader calls a job's facts, and the names it reads before each. */
        details: Words,
        department: Words,
        location: Words,
        type: Words,
        experience: Words,
        apply: Words,
        /** What a screen reader calls a job's button. */
        applyFor: template(["title"]),
      })
      .strict(),
  })
  .strict();

export type CareerContent = z.infer<typeof careerSchema>;
/** Which icon a card is drawn with is the same in every language. */
export const careerNeutral = ["icon"] as const;

/** /faq: its heading over the questions (the questions are faqs.json's) and the call to ask us. */
export const faqPageSchema = z
  .object({
    meta: Meta,
    hero: Hero,
    questions: z.object({ eyebrow: Words, title: Words }).strict(),
    /** Under the questions, for a question they do not answer. */
    contact: z.object({ title: Words, text: Paragraph, button: Words }).strict(),
  })
  .strict();

export type FaqPageContent = z.infer<typeof faqPageSchema>;
export const faqPageNeutral = [] as const;

/**
 * /testimonials: its hero and the words of the reviews' grid; the reviews are testimonials.json's, which other
 * pages read without these words.
 */
export const testimonialsPageSchema = z
  .object({
    meta: Meta,
    hero: Hero.extend({
      /** The rating with what it is based on ("from 1,284 reviews on Google"), which the page puts at `{basis}`. */
      rating: template(["basis"], PAGE_FACTS),
    }).strict(),
    reviews: z
      .object({
        title: Words,
        intro: Words,
        /** Said where the reviews are shown in another language than the one they were written in. */
        translatedNote: Words.optional(),
        /** What a screen reader calls the filters, and each filter's label and choice that shows every review. */
        filters: Words,
        service: Words,
        allServices: Words,
        city: Words,
        allCities: Words,
        /** How many reviews the filters show; not "… reviews", which the site says only of the Google rating. */
        showing: template(["shown", "total"]),
        /** What a screen reader calls the first reviews and those behind the button, and the button's words. */
        list: Plural,
        more: Plural,
        showMore: Plural,
        showFewer: Words,
        none: Words,
      })
      .strict(),
  })
  .strict();

export type TestimonialsPageContent = z.infer<typeof testimonialsPageSchema>;
export const testimonialsPageNeutral = [] as const;

/** A group of /charges: its heading and the line under it. */
const ChargeGroup = z.object({ title: Words, intro: Paragraph }).strict();

/**
 * /charges: its hero with the button to the item list, and a heading and a line for each way a charge reaches a
 * bill, by the charges' `when` (charges.json's, which the quote reads without these words).
 */
export const chargesPageSchema = z
  .object({
    meta: Meta,
    hero: Hero,
    groups: z.object(Object.fromEntries(CHARGE_WHEN.map((when) => [when, ChargeGroup])) as Record<
      (typeof CHARGE_WHEN)[number],
      typeof ChargeGroup
    >).strict(),
    /** Over the list of what is never charged. */
    never: Words,
  })
  .strict();

export type ChargesPageContent = z.infer<typeof chargesPageSchema>;
export const chargesPageNeutral = [] as const;

/** /terms-and-conditions and /privacy-policy: the search result and hero around their text (legal.json's). */
export const legalPageSchema = z.object({ meta: Meta, hero: Hero }).strict();

export const legalPageNeutral = [] as const;

/**
 * /thank-you, where the quote forms' posts land: its hero and the card under it, whose last sentence names
 * `{phone}`, where the page draws the head office's number as a link.
 */
export const thankYouSchema = z
  .object({
    meta: Meta,
    hero: Hero,
    card: z
      .object({ heading: Words, home: Words, services: Words, call: template(["phone"], PAGE_FACTS) })
      .strict(),
  })
  .strict();

export type ThankYouContent = z.infer<typeof thankYouSchema>;
export const thankYouNeutral = [] as const;

/**
 * /verify/report-received, where the fraud report's post lands: its hero and the card under it, whose last words
 * name `{helpline}` and `{phone}`, where the page draws the cyber-crime helpline's and the head office's numbers.
 */
export const reportReceivedSchema = z
  .object({
    meta: Meta,
    hero: Hero,
    card: z
      .object({ heading: Words, back: Words, home: Words, call: template(["helpline", "phone"], PAGE_FACTS) })
      .strict(),
  })
  .strict();

export type ReportReceivedContent = z.infer<typeof reportReceivedSchema>;
export const reportReceivedNeutral = [] as const;

/** Words the app may show as written, with no placeholder to fill. */
const Unfilled = Text.refine(
  (text) => !/\{[^{}]*\}/.test(text),
  "no placeholder: the app shows these words unfilled for a mistyped link followed in it",
);

/**
 * The page for an address the site does not have: its search result and its message, with its two ways on. The
 * app shows it for a mistyped link followed in the app too, where no page data comes: it reads this file as it is.
 */
export const notFoundSchema = z
  .object({
    meta: z.object({ title: Unfilled, description: Unfilled }).strict(),
    message: z.object({ title: Unfilled, text: Unfilled, home: Unfilled, services: Unfilled }).strict(),
  })
  .strict();

export type NotFoundContent = z.infer<typeof notFoundSchema>;
export const notFoundNeutral = [] as const;
