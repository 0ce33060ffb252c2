/**
 * The words of the shared components a page may show (components.json): one group per component, by the
 * component's name, and the "100% safety guarantee" the pages that claim it define (guarantee.json).
 */
import { z } from "zod";

import { template, Text, withPlaceholders } from "./fields.ts";

/**
 * The company's facts the components' words name, filled when a page is built (app/content/components.ts): its
 * years, the reply time in minutes, the phones' and the office's hours as the language writes a time, the number
 * of reviews the rating is based on, the GST rate the prices are quoted before and the size of the fleet; in
 * English the open days too ("Mon–Sat"), which a language without day names in its grammar writes in its words.
 */
export const COMPONENT_FACTS = [
  "years",
  "reply",
  "phoneHours",
  "officeHours",
  "phoneDaysShort",
  "officeDaysShort",
  "reviews",
  "percent",
  "count",
] as const;
export type ComponentFact = (typeof COMPONENT_FACTS)[number];

/** Words that name `names`, each at least once, and may name only those. */
const Facts = (...names: ComponentFact[]) => template(names);
/** Words about hours, which may name the open days in English. */
const Hours = (hours: "phoneHours" | "officeHours", days: "phoneDaysShort" | "officeDaysShort") =>
  template([hours], [days]);

const group = <S extends z.ZodRawShape>(shape: S) => z.object(shape).strict();

export const componentsSchema = z
  .object({
    /** A hero's "100% safety guarantee" link to its definition on the page. */
    guaranteeLink: group({ label: Text }),
    /** The map that loads when asked, with the link to a larger one. */
    map: group({ show: Text, source: Text, larger: Text, newTab: Text }),
    /** The banner with 'Check Our Services'. */
    servicesBanner: group({ title: Text, text: Text, button: Text }),
    /** 'How does it work?': its heading, what a screen reader hears before a step's number, and the row's name. */
    howItWorks: group({ title: Text, step: Text, row: Text }),
    /** What a phone shows to open the paragraphs it folds. */
    foldedParagraphs: group({ readMore: Text }),
    /** The labels over an office's address, phones, e-mail and hours. */
    officeContact: group({ address: Text, phone: Text, email: Text, hours: Text }),
    /** The questions' heading, the line over it and the sentence under it. */
    faq: group({ title: Text, eyebrow: Text, intro: Text }),
    /** A few reviews as cards; a translation says the reviews were written in English (`translatedNote`). */
    testimonialCards: group({ heading: Text, intro: Text, readAll: Text, translatedNote: Text.optional() }),
    /**
     * Around every price table: the note, what the prices cover, the language's full stop after it, the link to
     * the estimator and a cell charged at cost ("As Actual", SPEC §9).
     */
    priceTable: group({ note: Text, covers: Text, stop: Text, asActual: Text }),
    /** The panel beside a request form: a step's number for screen readers and the line with the phone. */
    stepsAside: group({ step: template(["n"]), talk: Text, call: template(["phone"]) }),
    /** The figures a hero shows beside its title; `{price}`, `{min}`, `{max}` and `{days}` are the page's. */
    heroFacts: group({
      fromKolkata: Text,
      localMove: Text,
      from: template(["price"]),
      transit: Text,
      days: template(["min", "max"]),
      /** The transit when it is one number of days. */
      sameDays: template(["days"]),
      officeOpen: Text,
      officeHours: Hours("officeHours", "officeDaysShort"),
      quoteReply: Text,
      reply: Facts("reply"),
      phoneLines: Text,
      phoneHours: Hours("phoneHours", "phoneDaysShort"),
    }),
    /** The proofs an inner page's hero may pick. */
    proofPanel: group({
      rating: Text,
      gst: Text,
      beforeGst: Facts("percent"),
      ibaCode: Text,
      domains: Text,
      years: Text,
      yearsValue: Facts("years"),
    }),
    /** What every rating is based on: the reviews and their source, which the page links where the text names it. */
    ratingBasis: group({ basis: template(["reviews", "source"]) }),
    /** The company's registration details and the section that shows them. */
    companyIdentity: group({
      legalName: Text,
      ibaApproval: Text,
      founded: Text,
      director: Text,
      fleet: Text,
      fleetSize: Facts("count"),
      insurers: Text,
      eyebrow: Text,
      title: Text,
      intro: Text,
      verifyLink: Text,
    }),
  })
  .strict();

export type ComponentsContent = z.infer<typeof componentsSchema>;
/**
 * The components' words as pages get them: the file's, and the labels of the calls to action a component makes,
 * each action's one label from the layout's words (docs/decisions/design-system.md).
 */
export type ComponentWords = Omit<ComponentsContent, "priceTable"> & {
  /** The estimator's label under every table. */
  priceTable: ComponentsContent["priceTable"] & { estimate: string };
  /** The survey's label, wherever a page offers the survey. */
  bookSurveyLink: { label: string };
};
export const componentsNeutral = [] as const;

/** A promise's line: the claim window is `{claimHours}`, the guarantee's, never a figure typed in. */
const Term = withPlaceholders(Text, ["claimHours"], "the placeholders");
/** A step of a claim, which may say where to write (`{email}`, drawn as the company's address, linked). */
const ClaimStep = withPlaceholders(Text, ["claimHours", "email"], "the placeholders");

/**
 * The "100% safety guarantee" (SPEC §1, §9) where it is claimed: the section's words and what it covers, how to
 * claim and its limits, within the terms' own; the terms' claims section is the binding text.
 */
export const guaranteeSchema = z
  .object({
    section: group({
      eyebrow: Text,
      title: Text,
      intro: Text,
      covered: Text,
      howToClaim: Text,
      limits: Text,
      summary: Text,
      readTerms: Text,
    }),
    covered: z.array(Term).min(1, "at least one thing covered"),
    howToClaim: z
      .array(ClaimStep)
      .min(1, "at least one step")
      .refine((steps) => steps.some((s) => s.includes("{email}")), "a step that says where to write: '{email}'"),
    limits: z.array(Term).min(1, "at least one limit"),
  })
  .strict();

export type GuaranteeContent = z.infer<typeof guaranteeSchema>;
export const guaranteeNeutral = [] as const;
