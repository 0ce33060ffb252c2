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

/** The four worries every service page answers, in this order (each has its icon). */
export const CONCERNS = ["authentic", "diy", "packaging", "budget"] as const;

const Panel = z.object({ text: Words, points: Points }).strict();

const ServicePrices = z
  .object({
    heading: Words,
    intro: Paragraph,
    /** The price tables shown, by their ids in prices.json. */
    tables: z
      .array(z.enum(SITE_TABLES, { error: `one of the price tables: ${SITE_TABLES.join(", ")}` }))
      .min(1, "at least one price table"),
    footnote: Paragraph,
  })
  .strict();

const servicePageShape = {
  /** The page's name: the last breadcrumb item, the concerns' eyebrow and the service's name in search results. */
  name: Words,
  meta: z
    .object({
      title: Words,
      description: Words.refine(
        (s) => s.length >= 50 && s.length <= 160,
        "a description of 50 to 160 characters, what search results show",
      ),
    })
    .strict(),
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
  steps: records(Card).length(4, "4 steps: the page draws one icon for each, in this order"),
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

/** The cards of /our-services (SPEC §3 "Service card"), in order. */
const ourServicesSchema = z
  .object({
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
  })
  .strict();

/** The tips of /packing, in the order to follow them. */
const packingSchema = z
  .object({
    tips: records(Card).length(PACKING_TIP_COUNT, `${PACKING_TIP_COUNT} tips: the page's heading counts them`),
  })
  .strict();

const questions = records(Question).min(1, "at least one question");

/** /iba-approved-transporter's own words. */
const ibaSchema = z
  .object({
    intro: Paragraph,
    whatItMeans: z
      .object({ heading: Words, paragraphs: z.array(Paragraph).min(1, "at least one paragraph"), points: Points })
      .strict(),
    benefits: cards(4, "benefits"),
    faqs: questions,
    /** The block beside the quote form. */
    trust: z.object({ heading: Words, text: Paragraph, points: Points }).strict(),
  })
  .strict();

/** /goods-insurance's own words. */
const insuranceSchema = z
  .object({
    intro: Paragraph,
    types: cards(3, "kinds of cover"),
    claimGuidelines: z.object({ heading: Words, steps: z.array(Paragraph).min(1, "at least one step") }).strict(),
    timeline: z
      .object({
        heading: Words,
        points: records(z.object({ id: Id, when: Words, what: Paragraph }).strict()).min(1, "at least one point"),
      })
      .strict(),
    benefits: cards(4, "benefits"),
    faqs: questions,
    /** The block beside the quote form. */
    form: z.object({ heading: Words, text: Paragraph, points: Points }).strict(),
    help: z.object({ heading: Words, text: Paragraph }).strict(),
  })
  .strict();

/** Fields whose value is the same in every language: they are written once, in English. */
const servicePagesNeutral = ["image", "path", "tables"] as const;

const page = <S extends z.ZodType>(label: string, schema: S) => ({ label, schema, neutral: servicePagesNeutral });

/**
 * The service pages' kinds, one file per page named by its address (content/<language>/home-shifting.json), so
 * the office edits one page's form at a time.
 */
export const servicePageCollections = {
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
