/**
 * The company pages' records: /about (about.json), /process (process.json) and /verify (verify.json), one kind each,
 * so each page is one form in the office's editor.
 */
import { z } from "zod";

import { services } from "../services.ts";
import { Id, Prose, records, template as sentence, Text, withPlaceholders } from "./fields.ts";
import { STEP_COUNT } from "./steps.ts";

/** `text` whose `{placeholders}` are among `names`. */
const withNames = <T extends z.ZodType<string>>(text: T, names: readonly string[]) =>
  withPlaceholders(text, names, "the placeholders");

/**
 * The company's figures the words of /process name by placeholder, filled from the facts and the guarantee when the
 * page is built (app/content/company.ts), as a service page's are: the years in business, the rating, the reply
 * time in minutes, the hours to report damage in and the cities served.
 */
export const COMPANY_FIGURES = ["years", "rating", "reply", "claimHours", "cities"] as const;
export type CompanyFigure = (typeof COMPANY_FIGURES)[number];

/**
 * What the About and process pages' own words (their search result, first screen and sections' headings) name
 * besides the figures: the families moved, and the company's name from the site configuration, `{brand}`; a
 * language that inflects a name writes the ending beside it ("{brand}-এর").
 */
export const PAGE_NAMES = [...COMPANY_FIGURES, "families", "brand"] as const;
export type PageName = (typeof PAGE_NAMES)[number];
const PageWords = withNames(Text, PAGE_NAMES);
const PageParagraph = withNames(Prose, PAGE_NAMES);

/** Words the page completes as it shows them: each of `names` once or more, and nothing else. */
const template = (names: readonly string[]) =>
  withNames(Text, names).superRefine((value, ctx) => {
    const missing = names.filter((n) => !value.includes(`{${n}}`));
    if (missing.length > 0)
      ctx.addIssue({ code: "custom", message: `names ${missing.map((n) => `'{${n}}'`).join(", ")}` });
  });

/** A page's search result and first screen: its title and description, eyebrow, heading and the sentence under it. */
const pageTop = {
  meta: z.object({ title: PageWords, description: PageWords }).strict(),
  hero: { eyebrow: PageWords, heading: PageWords, intro: PageParagraph },
};

/**
 * The company's details the words of /verify name by placeholder, filled from the site configuration when the page
 * is built: a registration number or an address typed into the words would go stale when the configuration changes.
 */
export const VERIFY_DETAILS = ["brand", "legalName", "gstin", "ibaCode", "emailDomain", "website"] as const;
export type VerifyDetail = (typeof VERIFY_DETAILS)[number];

/** A title and a sentence under it (a value, a reason to trust us). */
const Card = (words: z.ZodType<string>) => z.object({ id: Id, title: words, text: words }).strict();

const SERVICE_IDS = services.map((s) => s.path.slice(1));

/** The four figures of the About page's counters (SPEC §9), each shown with its sign; the figures are facts.ts's. */
const COUNTER_FIGURES = ["years", "families", "cities", "success"] as const;

/** The About page: its kinds of move, mission, vision, values and the counters' labels. */
export const aboutSchema = z
  .object({
    meta: pageTop.meta,
    hero: z.object({ ...pageTop.hero, callNow: PageWords }).strict(),
    tabsSection: z
      .object({
        title: PageWords,
        intro: PageParagraph,
        /** What a screen reader calls the tabs. */
        tabList: PageWords,
        /** What a screen reader calls a tab's links, with the tab's `{tab}`. */
        services: template(["tab"]),
        related: PageWords,
      })
      .strict(),
    /** Residential, commercial, specialized: the tabs, the first selected. */
    tabs: records(
      z
        .object({
          id: Id,
          label: Text,
          heading: Text,
          intro: Prose,
          points: z.array(Text).min(1, "at least one point"),
          /** The service pages the tab links to: each id is the page's address without its slash. */
          links: records(
            z
              .object({
                id: Id.refine(
                  (id) => SERVICE_IDS.includes(id),
                  `one of the service pages: ${SERVICE_IDS.map((s) => `'${s}'`).join(", ")}`,
                ),
                label: Text,
              })
              .strict(),
          ).min(1, "at least one link"),
        })
        .strict(),
    ).min(1, "at least one kind of move"),
    /** The heading over the mission, vision and values, and the values' own. */
    principles: z.object({ title: PageWords, values: PageWords }).strict(),
    mission: z.object({ title: Text, text: Prose }).strict(),
    vision: z.object({ title: Text, text: Prose }).strict(),
    values: records(Card(Text)).min(1, "at least one value"),
    countersSection: z.object({ title: PageWords }).strict(),
    /** Each counter's id names its figure; the label is what it counts. */
    counters: records(
      z
        .object({
          id: Id.refine(
            (id) => (COUNTER_FIGURES as readonly string[]).includes(id),
            `one of the company's figures ${COUNTER_FIGURES.map((f) => `'${f}'`).join(", ")}`,
          ),
          label: Text,
        })
        .strict(),
    ),
    /**
     * Over the steps of steps.json: the title counts them in words, which that file's schema holds; a screen reader
     * hears `step` and the step's number before each.
     */
    stepsSection: z.object({ title: PageWords, step: PageWords }).strict(),
    cta: z
      .object({
        title: PageWords,
        intro: PageParagraph,
        callNow: PageWords,
        /** Screen readers: "Call Now on 98…". */
        on: PageWords,
      })
      .strict(),
  })
  .strict();

export type AboutContent = z.infer<typeof aboutSchema>;
export const aboutNeutral = [] as const;

const Figures = withNames(Text, COMPANY_FIGURES);

/**
 * /process: what it tells of each step of a move beyond its title and sentence (steps.json, which the home and
 * About pages tell too), by the step's id, and why to trust us.
 */
export const processSchema = z
  .object({
    meta: pageTop.meta,
    /** `expert` is the button and the title of the pop-up it opens. */
    hero: z.object({ ...pageTop.hero, expert: PageWords }).strict(),
    /**
     * The title counts the steps in words, which steps.json's schema holds; a screen reader hears `step` and the
     * step's number before each, and `youGet` before its outcome.
     */
    stepsSection: z.object({ title: PageWords, intro: PageParagraph, step: PageWords, youGet: PageWords }).strict(),
    steps: records(
      z
        .object({
          /** The step of steps.json this tells more of. */
          id: Id,
          /** The full account on /process. */
          detail: withNames(Prose, COMPANY_FIGURES),
          /** What the visitor has in hand after the step. */
          outcome: Figures,
        })
        .strict(),
    ).length(STEP_COUNT, `${STEP_COUNT} steps: one for each step of steps.json`),
    /** Why families trust us; the page draws an icon for each, in order. */
    reasonsSection: z.object({ title: PageWords }).strict(),
    reasons: records(Card(Figures)).min(1, "at least one reason"),
    cta: z.object({ title: PageWords, intro: PageParagraph, talk: PageWords }).strict(),
  })
  .strict();

export type ProcessContent = z.infer<typeof processSchema>;
export const processNeutral = [] as const;

const Details = withNames(Text, VERIFY_DETAILS);

/** A public helpline's link: a phone number to call or a web address. */
const HelpLink = z
  .string()
  .regex(/^(tel:\d{3,11}|https:\/\/\S+)$/, "a link to call ('tel:1930') or a web address ('https://…')");

/**
 * What a sentence of /verify's own words draws in its place (a link, a value in bold): the page fills them, so they
 * stay as they are written when the site's details are filled.
 */
export const VERIFY_PARTS = ["terms", "domain", "email", "address", "upi", "payee", "phone", "report", "count"] as const;

/** A sentence of /verify with the parts it must draw (`parts`), which may name the site's details too. */
const WithParts = (parts: readonly (typeof VERIFY_PARTS)[number][]) => sentence(parts, VERIFY_DETAILS);

/** A sentence for each kind of value the checker tells apart (app/sections/verify/contact-check.ts). */
const ByKind = z.object({ phone: Details, email: Details, website: Details, upi: Details, gstin: Details }).strict();

/** A section's heading and the sentence under it; `row` names its cards when they are one sideways row on phones. */
const sectionTop = { eyebrow: Details, title: Details, intro: withNames(Prose, VERIFY_DETAILS), row: Details };

/** /verify: how we take payment, what our papers carry, the common frauds and the public helplines. */
export const verifySchema = z
  .object({
    /** The search result, the first screen (the company's name in its sentence) and the line to the payment terms. */
    page: z
      .object({
        meta: z.object({ title: Details, description: Details }).strict(),
        hero: z
          .object({ eyebrow: Details, heading: Details, jump: Details, intro: withNames(Prose, VERIFY_DETAILS) })
          .strict(),
        seeAlso: WithParts(["terms"]),
        paymentTerms: Details,
      })
      .strict(),
    officialContactsSection: z
      .object({
        ...sectionTop,
        phones: Details,
        chat: Details,
        email: Details,
        /** Around the e-mail domain and the support address. */
        emailRule: WithParts(["domain", "email"]),
        website: Details,
        /** After the website's address. */
        websiteRule: WithParts(["address"]),
        upi: Details,
        /** After the UPI ID, around the registered name the payee must show. */
        upiRule: WithParts(["upi", "payee"]),
        branches: Details,
        /** A phone folds the branch list behind this line. */
        showBranches: WithParts(["count"]),
      })
      .strict(),
    /** The checker of a pasted value: a sentence per kind for ours and not ours, since languages agree the words. */
    checker: z
      .object({
        title: Details,
        label: Details,
        hint: Details,
        ours: ByKind,
        notOurs: ByKind,
        /** Before the value as it was compared. */
        checked: Details,
        oursNext: Details,
        /** The head office's number and the link to the report form. */
        notOursNext: WithParts(["phone", "report"]),
        report: Details,
        unknown: Details,
      })
      .strict(),
    paymentRulesSection: z.object(sectionTop).strict(),
    documentsSection: z
      .object({ ...sectionTop, carries: Details, numbersTitle: Details, showNumbers: Details, numbersText: Details })
      .strict(),
    fraudsSection: z.object({ ...sectionTop, sign: Details }).strict(),
    reportSection: z
      .object({
        eyebrow: Details,
        title: Details,
        intro: withNames(Prose, VERIFY_DETAILS),
        /** Before the head office's number on the button. */
        call: Details,
        lostTitle: Details,
        lostText: Details,
        /** Screen readers hear it after a link that opens a new tab. */
        newTab: Details,
      })
      .strict(),
    paymentRules: records(z.object({ id: Id, text: withNames(Prose, VERIFY_DETAILS) }).strict()).min(
      1,
      "at least one rule",
    ),
    /** Our quotation and consignment note. */
    documents: records(
      z
        .object({
          id: Id,
          title: Details,
          what: withNames(Prose, VERIFY_DETAILS),
          carries: z.array(Details).min(1, "at least one thing the paper carries"),
        })
        .strict(),
    ).min(1, "at least one document"),
    frauds: records(
      z
        .object({
          id: Id,
          title: Details,
          how: withNames(Prose, VERIFY_DETAILS),
          tell: withNames(Prose, VERIFY_DETAILS),
        })
        .strict(),
    ).min(1, "at least one fraud"),
    /** The government's channels for a fraud that has cost money: their number or address is written once. */
    helplines: records(z.object({ id: Id, label: Text, value: Text, href: HelpLink }).strict())
      .min(1, "at least one helpline")
      .superRefine((list, ctx) => {
        list.forEach((h, i) => {
          if (h.href.startsWith("tel:") && h.href !== `tel:${h.value}`)
            ctx.addIssue({ code: "custom", path: [i, "href"], message: `'tel:${h.value}', the number shown` });
        });
      }),
  })
  .strict();

export type VerifyContent = z.infer<typeof verifySchema>;
/** A helpline's number and link are the same in every language. */
export const verifyNeutral = ["value", "href"] as const;
