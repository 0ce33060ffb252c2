import { z } from "zod";

import { services } from "../services.ts";
import { Id, matching, Prose, records, Text } from "./fields.ts";

/**
 * The company's figures the home page's words name by placeholder (`{years}`, `{rating}`), filled from
 * app/content/facts.ts when the page is built (app/content/home.ts), so the page never states another figure than
 * the rest of the site.
 */
export const HOME_FIGURES = ["years", "rating"] as const;
export type HomeFigure = (typeof HOME_FIGURES)[number];

/** A problem with the `{placeholders}` of `text`, if it has one. */
function homeFigureProblem(text: string): string | undefined {
  const unknown = [...text.matchAll(/\{([^{}]*)\}/g)]
    .map((m) => m[1]!)
    .find((name) => !(HOME_FIGURES as readonly string[]).includes(name));
  return unknown === undefined
    ? undefined
    : `'{${unknown}}' is none of the figures ${HOME_FIGURES.map((f) => `'{${f}}'`).join(", ")}`;
}

const withFigures = <T extends z.ZodType<string>>(text: T) =>
  text.superRefine((value, ctx) => {
    const problem = homeFigureProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Words a visitor reads, in which a company figure is a placeholder. */
const Words = withFigures(Text);
const Paragraph = withFigures(Prose);

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

/**
 * The home page's records (SPEC §1, §2 "Home page", §4, §9): the six service cards, the four reasons to choose the
 * company, the four claims, the rotating banner's customers' words and the 'Happy clients' logos.
 */
export const homeSchema = z
  .object({
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
    clients: records(
      z
        .object({
          id: Id,
          name: Words,
          /** The logo's file in public/clients/. */
          logo: matching(/^\/clients\/[a-z0-9-]+\.svg$/, "a logo of public/clients/, like '/clients/ashvika-steel.svg'"),
        })
        .strict(),
    ).min(1, "at least one client"),
  })
  .strict();

export type HomeContent = z.infer<typeof homeSchema>;
export const homeNeutral = ["path", "icon", "value", "isRating", "date", "logo"] as const;
