import { z } from "zod";

import { FIXED_SLOT_IDS } from "../images.ts";
import { PACKING_TIP_COUNT } from "../service-content.ts";
import { services } from "../services.ts";
import { Id, Prose, records, Text, withPlaceholders } from "./fields.ts";
import { SITE_TABLES } from "./prices.ts";

/**
 * The company's figures a page's words name by placeholder, filled from the facts, the guarantee and the charges
 * when a page is built (app/content/service-content.ts), so a page never states another figure than the rest of
 * the site: the years in business, the rating, the reply time in minutes, the hours to report damage in and the
 * insurance premium's range.
 */
export const SERVICE_FIGURES = ["years", "rating", "reply", "claimHours", "premium"] as const;
export type ServiceFigure = (typeof SERVICE_FIGURES)[number];

const withFigures = <T extends z.ZodType<string>>(text: T) =>
  withPlaceholders(text, SERVICE_FIGURES, "the figures");

/** Words a visitor reads, in which a company figure is a placeholder. */
const Words = withFigures(Text);
const Paragraph = withFigures(Prose);
/** Short texts shown as a list (points, tips, what a move includes): a language translates the list whole. */
const Points = z.array(Words).min(1, "at least one point");

/** One of the site's photo slots (app/content/images.ts). */
const Photo = z.enum(FIXED_SLOT_IDS as [string, ...string[]], {
  error: "one of the photo slots of app/content/images.ts, like 'home-shifting'",
});

/** A card with a title and a sentence (a benefit, a kind of cover, a step, a packing tip). */
const Card = z.object({ id: Id, title: Words, text: Paragraph }).strict();
const cards = (count: number, what: string) =>
  records(Card).length(count, `${count} ${what}: the page draws one icon for each, in this order`);

const Question = z.object({ id: Id, question: Words, answer: Paragraph }).strict();

/** How many steps a service page tells: the template's words over them count them in words (service-page.json). */
export const SERVICE_STEP_COUNT = 4;

/** The four worries every service page answers, in this order (each has its icon). */
export const CONCERNS = ["authentic", "diy", "packaging", "budget"] as const;

const Panel = z.object({ text: Words, points: Points }).strict();

/**
 * Words that name each of `names` where the page puts a figure or a part of its own: a template kept whole, so a
 * language orders its words around it as it needs.
 */
const naming = (names: readonly string[], text: z.ZodType<string> = Words) =>
  text.superRefine((value, ctx) => {
    const missing = names.filter((n) => !value.includes(`{${n}}`));
    if (missing.length > 0)
      ctx.addIssue({ code: "custom", message: `names ${missing.map((n) => `'{${n}}'`).join(", ")}` });
  });

/** A meta description: what search results show under the page's title. */
const Description = Words.refine(
  (s) => s.length >= 50 && s.length <= 160,
  "a description of 50 to 160 characters, what search results show",
);

const ServicePrices = z
  .object({
    heading: Words,
    intro: Paragraph,
    /** The price tables shown, by their ids in prices.json. */
    tables: z
      .array(z.enum(SITE_TABLES, { error: `one of the price tables: ${SITE_TABLES.join(", ")}` }))
      .min(1, "at least one price table"),
    footnote: Paragraph,
    /** What a phone's fold over each table after the first says, by the table's id ("Bike transport prices"). */
    folded: records(z.object({ id: Id, summary: Words }).strict()).optional(),
  })
  .strict()
  .superRefine((prices, ctx) => {
    const folded = prices.tables.slice(1);
    if ((prices.folded ?? []).map((f) => f.id).join() !== folded.join())
      ctx.addIssue({
        code: "custom",
        path: ["folded"],
        message:
          folded.length > 0
            ? `a summary for each table after the first, in their order: ${folded.map((t) => `'${t}'`).join(", ")}`
            : "no summary: a page's only table is never folded",
      });
  });

const servicePageShape = {
  /** The page's name: the last breadcrumb item, the concerns' eyebrow and the service's name in search results. */
  name: Words,
  meta: z.object({ title: Words, description: Description }).strict(),
  hero: z.object({ eyebrow: Words, title: Words, intro: Paragraph }).strict(),
  /** The explanatory block under the hero. */
  about: z
    .object({
      heading: Words,
      paragraphs: z.array(Paragraph).min(1, "at least one paragraph"),
      includedHeading: Words,
      included: Points,
    })
    .strict(),
  /** The photo beside the explanatory block. */
  image: Photo,
  /** The sentence on the 'Check Our Services' banner. */
  bannerText: Words,
  /** 'How does it Work?'. */
  steps: records(Card).length(
    SERVICE_STEP_COUNT,
    `${SERVICE_STEP_COUNT} steps: the page draws one icon for each, in this order, and counts them in words`,
  ),
  concerns: records(
    z.object({ id: Id, title: Words, description: Paragraph, solution: Paragraph }).strict(),
  ).refine(
    (list) => list.map((c) => c.id).join() === CONCERNS.join(),
    `the four concerns ${CONCERNS.map((c) => `'${c}'`).join(", ")}, in this order`,
  ),
  idealTime: Panel,
  costEffective: Panel,
};

/** One of the seven service pages (SPEC §3 "Service page"); the template supplies the fixed headings. */
export const servicePageSchema = z.object(servicePageShape).strict();
/** A service page with approximate charges: the price tables it shows, with their heading and notes. */
const pricedServicePageSchema = z.object({ ...servicePageShape, prices: ServicePrices }).strict();

export type ServicePageContent = z.infer<typeof servicePageSchema> & { prices?: z.infer<typeof ServicePrices> };

const SERVICE_PATHS = services.map((s) => s.path);

/** A guide page's first screen: the small line over its heading, the heading and the sentence under it. */
const Hero = z.object({ eyebrow: Words, heading: Words, intro: Paragraph }).strict();
/** A closing band's title and sentence. */
const Cta = z.object({ title: Words, text: Paragraph }).strict();

/** /our-services: its search result and first screen, the cards (SPEC §3 "Service card"), in order, and its close. */
const ourServicesSchema = z
  .object({
    /** The page's name: its breadcrumb's last item. */
    name: Words,
    meta: z.object({ title: Words, description: Description }).strict(),
    hero: Hero,
    /** The heading of each card's tips (a phone's fold over them). */
    tips: Words,
    cards: records(
      z
        .object({
          id: Id,
          title: Words,
          image: Photo,
          /** The service page the card leads to. */
          path: z.enum(SERVICE_PATHS as [string, ...string[]], {
            error: `one of the services' pages: ${SERVICE_PATHS.join(", ")}`,
          }),
          description: Paragraph,
          tips: z.array(Words).length(3, "three tips"),
          linkLabel: Words,
        })
        .strict(),
    ).min(1, "at least one card"),
    cta: Cta,
  })
  .strict();

/** The four kinds of packing beside the guide's icons, in their order. */
export const PACKING_LAYERS = 4;

/**
 * /packing: its name and search result, first screen, how the crews pack, the tips, in the order to follow them,
 * and its close. The description, the first screen and the tips' heading count the tips in words.
 */
const packingSchema = z
  .object({
    /** The page's name: its title, last breadcrumb item and service name in search results. */
    name: Words,
    description: Description,
    hero: Hero,
    guide: z
      .object({
        heading: Words,
        text: Paragraph,
        layers: records(Card).length(PACKING_LAYERS, `${PACKING_LAYERS} layers: the page draws one icon for each`),
      })
      .strict(),
    tipsSection: z.object({ heading: Words, intro: Paragraph }).strict(),
    tips: records(Card).length(PACKING_TIP_COUNT, `${PACKING_TIP_COUNT} tips: the page's heading counts them`),
    cta: Cta,
  })
  .strict();

/** How many questions the IBA and insurance pages answer: the sentence over them counts them in words. */
export const GUIDE_QUESTIONS = 4;
const questions = records(Question).length(GUIDE_QUESTIONS, `${GUIDE_QUESTIONS} questions: the intro counts them`);
/** The heading over a guide page's questions and the sentence under it, which counts them in words. */
const FaqSection = z.object({ title: Words, intro: Paragraph }).strict();

/** /iba-approved-transporter's own words. */
const ibaSchema = z
  .object({
    /** The page's name: its title, last breadcrumb item and service name in search results. */
    name: Words,
    description: Description,
    hero: Hero,
    whatItMeans: z
      .object({ heading: Words, paragraphs: z.array(Paragraph).min(1, "at least one paragraph"), points: Points })
      .strict(),
    benefitsSection: z.object({ heading: Words, intro: Paragraph }).strict(),
    benefits: cards(4, "benefits"),
    faqSection: FaqSection,
    faqs: questions,
    /** The block beside the quote form. */
    trust: z.object({ heading: Words, text: Paragraph, points: Points }).strict(),
    /** Over the reviews. */
    testimonialsIntro: Paragraph,
  })
  .strict();

/** /goods-insurance's own words. */
const insuranceSchema = z
  .object({
    /** The page's name: its title, last breadcrumb item and service name in search results. */
    name: Words,
    description: Description,
    hero: Hero,
    typesSection: z.object({ eyebrow: Words, heading: Words }).strict(),
    types: cards(3, "kinds of cover"),
    claimGuidelines: z.object({ heading: Words, steps: z.array(Paragraph).min(1, "at least one step") }).strict(),
    timeline: z
      .object({
        heading: Words,
        points: records(z.object({ id: Id, when: Words, what: Paragraph }).strict()).min(1, "at least one point"),
      })
      .strict(),
    benefitsHeading: Words,
    benefits: cards(4, "benefits"),
    faqSection: FaqSection,
    faqs: questions,
    /** The block beside the quote form. */
    form: z.object({ heading: Words, text: Paragraph, points: Points }).strict(),
    /** The closing band, with the phone number and the contact page's link (`contact`). */
    help: z.object({ heading: Words, text: Paragraph, contact: Words }).strict(),
  })
  .strict();

/**
 * The words the seven service pages' one template writes around each page's own (service-page.json), one file for
 * the seven, so no page can say them otherwise.
 */
const servicePageWordsSchema = z
  .object({
    hero: z
      .object({
        getFreeQuote: Words,
        callNow: Words,
        ibaApproved: Words,
        /** The customers' rating, shown with what it is based on. */
        rated: naming(["rating"]),
      })
      .strict(),
    /** Over a page's price tables. */
    prices: z.object({ eyebrow: Words }).strict(),
    /** The 'Check Our Services' banner's title; each page writes its sentence. */
    banner: z.object({ title: Words }).strict(),
    /** Over the steps: it counts them in words, as every page has four. */
    steps: z.object({ eyebrow: Words }).strict(),
    concerns: z
      .object({
        title: Words,
        intro: Paragraph,
        /** What a screen reader calls the concerns' row on a phone. */
        row: Words,
        /** Before each concern's answer. */
        solution: Words,
      })
      .strict(),
    timing: z
      .object({
        /** What a screen reader calls the two panels' row on a phone. */
        row: Words,
        idealTime: Words,
        costEffective: Words,
      })
      .strict(),
  })
  .strict();

export type ServicePageWords = z.infer<typeof servicePageWordsSchema>;

/** Fields whose value is the same in every language: they are written once, in English. */
const servicePagesNeutral = ["image", "path", "tables"] as const;

const page = <S extends z.ZodType>(label: string, schema: S) => ({ label, schema, neutral: servicePagesNeutral });

/**
 * The service pages' kinds, one file per page named by its address (content/<language>/home-shifting.json), so
 * the office edits one page's form at a time.
 */
export const servicePageCollections = {
  "service-page": page("Service pages: the template's words", servicePageWordsSchema),
  "home-shifting": page("Page: Home shifting", pricedServicePageSchema),
  "vehicle-shifting": page("Page: Car & bike transport", pricedServicePageSchema),
  "office-relocation": page("Page: Office relocation", servicePageSchema),
  warehousing: page("Page: Warehousing", pricedServicePageSchema),
  "local-shifting": page("Page: Local shifting", servicePageSchema),
  "defence-relocation": page("Page: Defence relocation", pricedServicePageSchema),
  "fine-arts-relocation": page("Page: Fine arts relocation", pricedServicePageSchema),
  "our-services": page("Page: Our services (the cards)", ourServicesSchema),
  packing: page("Page: Packing (the tips)", packingSchema),
  "iba-approved-transporter": page("Page: IBA approved transporter", ibaSchema),
  "goods-insurance": page("Page: Goods insurance", insuranceSchema),
};
