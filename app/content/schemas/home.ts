import { z } from "zod";

import { services } from "../services.ts";
import { Id, matching, Prose, records, Text, withPlaceholders } from "./fields.ts";

/**
 * What the home page's words name by placeholder, filled when the page is built (app/content/home-content.ts): the
 * company's figures of app/content/facts.ts (`{years}`, `{rating}`, `{reply}` in minutes), so the page never states
 * another figure than the rest of the site, and its name (`{brand}`) from the site's configuration.
 */
export const HOME_FIGURES = ["years", "rating", "reply", "brand"] as const;
export type HomeFigure = (typeof HOME_FIGURES)[number];

const withFigures = <T extends z.ZodType<string>>(text: T) => withPlaceholders(text, HOME_FIGURES, "the figures");

/** Words a visitor reads, in which a company figure is a placeholder. */
const Words = withFigures(Text);
const Paragraph = withFigures(Prose);

/**
 * What the page puts in its words as it shows them, left by the reader for the page to fill: a part drawn inside a
 * sentence (the heading's `{accent}`, the guarantee's link, the 'Learn More' label), what a carousel shows (`{n}`
 * of `{count}`, a client's `{name}`) or a section's `{title}`.
 */
export const HOME_TEMPLATE_NAMES = ["accent", "guarantee", "learnMore", "n", "count", "title", "name", "nameOf"] as const;

/** Words that name each of `required`, and besides the figures only `allowed`. */
const template = (required: readonly string[], allowed: readonly string[] = required, text = Text) =>
  withPlaceholders(text, [...HOME_FIGURES, ...allowed], "the figures and").superRefine((value, ctx) => {
    const missing = required.filter((n) => !value.includes(`{${n}}`));
    if (missing.length > 0)
      ctx.addIssue({ code: "custom", message: `names ${missing.map((n) => `'{${n}}'`).join(", ")}` });
  });

/** A choice among the names of the pictures a section draws, with the message a wrong one gets. */
const icon = <const T extends readonly [string, ...string[]]>(names: T) =>
  z.enum(names, { error: `one of the icons ${names.map((n) => `'${n}'`).join(", ")}` });

/** The icons the service cards draw (app/sections/home/service-cards.tsx). */
export const SERVICE_ICONS = ["home", "office", "vehicle", "warehouse", "packing", "local"] as const;
/** The icons the reasons to choose the company draw (app/sections/home/why-choose-us.tsx). */
export const REASON_ICONS = ["expertise", "satisfaction", "pricing", "reliability"] as const;
/** The icons the claims draw (app/sections/home/why-choose-us.tsx). */
export const CLAIM_ICONS = ["experience", "approval", "rating", "safety"] as const;

const SERVICE_PATHS = services.map((s) => s.path);

/**
 * A service page's address. The router matches addresses whatever their capitals, so the spec's "/Packing" is the
 * packing page.
 */
const ServicePath = z
  .string()
  .refine(
    (path) => SERVICE_PATHS.includes(path.toLowerCase()),
    `one of the services' pages: ${SERVICE_PATHS.join(", ")}`,
  );

/** A section's heading: the small line above its title, the title and the sentence under it. */
const heading = { eyebrow: Words, title: Words, intro: Paragraph };

/**
 * The home page's words below its hero and its records (SPEC §1, §2 "Home page", §4, §9), in the page's order:
 * its search result, the six service cards, the four reasons to choose the company, the four claims, the price
 * tables' heading and notes, the rotating banner's customers' words and the 'Happy clients' logos. Words that
 * count what a section shows (its number of steps, which slide is shown) are the sections' own.
 */
export const homeSchema = z
  .object({
    meta: z.object({ title: Words, description: Words }).strict(),
    /** The first screen (SPEC §2): its heading, pitch, 'Get a Quote', 'Learn More' and the three claims under them. */
    hero: z
      .object({
        badge: Words,
        /** The heading, with `{accent}` where its coloured end goes. */
        title: template(["accent"]),
        accent: Words,
        /** The pitch, with `{guarantee}` where the guarantee's link goes. */
        intro: template(["guarantee"], ["guarantee"], Prose),
        getQuote: Words,
        learnMore: Words,
        /** The 'Learn More' link's whole name, which screen readers and search engines hear: where it leads. */
        learnMoreName: template(["learnMore"]),
        rating: template(["rating"]),
        ratingLabel: Words,
        years: template(["years"]),
        yearsLabel: Words,
        safetyLabel: Words,
      })
      .strict(),
    servicesSection: z
      .object({
        ...heading,
        /** Under each card: the whole card is the link. */
        learnMore: Words,
        /** What a screen reader calls the cards' row on a phone. */
        row: Words,
      })
      .strict(),
    services: records(
      z
        .object({
          id: Id,
          title: Words,
          /** The service page the card leads to. */
          path: ServicePath,
          description: Paragraph,
          icon: icon(SERVICE_ICONS),
        })
        .strict(),
    ).min(1, "at least one card"),
    /** The intro counts the steps in words: steps.json holds their number (schemas/steps.ts). */
    processSection: z.object({ eyebrow: Words, intro: Paragraph }).strict(),
    whySection: z
      .object({
        ...heading,
        /** What a screen reader calls the claims' list. */
        record: Words,
        /** What a screen reader calls the reasons' row on a phone. */
        row: Words,
      })
      .strict(),
    reasons: records(z.object({ id: Id, title: Words, text: Paragraph, icon: icon(REASON_ICONS) }).strict()).min(
      1,
      "at least one reason",
    ),
    claims: records(
      z
        .object({
          id: Id,
          /** The figure, the same in every language: `{years}+`, `IBA`, `100%`. */
          value: Words,
          label: Words,
          icon: icon(CLAIM_ICONS),
          /** The customers' rating: shown with what it is based on (the site's configuration). */
          isRating: z.boolean().optional(),
        })
        .strict(),
    ).min(1, "at least one claim"),
    pricesSection: z
      .object({
        ...heading,
        localNote: Words,
        nationalNote: Words,
        /** A phone folds the first table behind this line. */
        localFold: Words,
        /** A phone folds the second table behind this line. */
        nationalFold: Words,
      })
      .strict(),
    testimonialsSection: z
      .object({
        eyebrow: Words,
        title: Words,
        /** What the carousel's buttons name: "Pause testimonials". */
        subject: Words,
        /** What a screen reader calls a slide: "2 of 4". */
        slide: template(["n", "count"]),
      })
      .strict(),
    testimonials: records(
      z
        .object({
          id: Id,
          text: Paragraph,
          name: Words,
          /** Year and month of the move. */
          date: matching(/^20\d\d-(0[1-9]|1[0-2])$/, "a year and month like '2025-02'"),
          /** The move it describes. */
          place: Words,
        })
        .strict(),
    ).min(1, "at least one testimonial"),
    clientsSection: z
      .object({
        ...heading,
        /** What the carousel's buttons name: "Pause client logos". */
        subject: Words,
        /** What a screen reader calls the strip, with the section's `{title}`. */
        region: template(["title"]),
        /** What a screen reader hears of the first logo in view. */
        firstInView: template(["name", "n", "count"]),
        /** A logo's alternative text: the client's `{name}`, or its possessive form `{nameOf}`. */
        logoAlt: template([], ["name", "nameOf"]).refine(
          (text) => text.includes("{name}") || text.includes("{nameOf}"),
          "names '{name}' or '{nameOf}'",
        ),
      })
      .strict(),
    clients: records(
      z
        .object({
          id: Id,
          name: Words,
          /** The logo's file in public/clients/. */
          logo: matching(/^\/clients\/[a-z0-9-]+\.svg$/, "a logo of public/clients/, like '/clients/ashvika-steel.svg'"),
          /** The name's possessive form, in a language whose logos' texts inflect it (`{nameOf}`). */
          forms: z.object({ of: Text }).strict().optional(),
        })
        .strict(),
    ).min(1, "at least one client"),
  })
  .strict()
  .superRefine((home, ctx) => {
    if (!home.clientsSection.logoAlt.includes("{nameOf}")) return;
    home.clients.forEach((client, i) => {
      if (!client.forms?.of)
        ctx.addIssue({
          code: "custom",
          path: ["clients", i, "forms", "of"],
          message: "the name's possessive form, which the logos' text names ('{nameOf}')",
        });
    });
  });

export type HomeContent = z.infer<typeof homeSchema>;
export const homeNeutral = ["path", "icon", "value", "isRating", "date", "logo"] as const;
