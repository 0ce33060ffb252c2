import { z } from "zod";

import { Id, matching, Prose, records, Text } from "./fields.ts";

/** The free-estimate page's steps, each drawn with its icon (app/routes/free-estimate.tsx), in this order. */
export const FREE_ESTIMATE_STEPS = ["read", "call", "quote"] as const;

const Meta = z.object({ title: Text, description: Text }).strict();
const Hero = { eyebrow: Text, heading: Text, intro: Prose };
const Entry = z.object({ id: Id, title: Text, text: Prose }).strict();

/**
 * The words a visitor reads on /cost-estimator and /free-estimate (SPEC "Cost estimator", "Free estimate"): each
 * page's search result and hero, the free-estimate page's steps, and the estimator's tabs, fields and sources.
 */
export const estimatorSchema = z
  .object({
    costEstimator: z.object({ meta: Meta, ...Hero }).strict(),
    freeEstimate: z
      .object({
        meta: Meta,
        ...Hero,
        /** The heading beside the form: "What happens next". */
        nextSteps: Text,
        steps: records(Entry).refine(
          (steps) => steps.map((s) => s.id).join() === FREE_ESTIMATE_STEPS.join(),
          `the steps ${FREE_ESTIMATE_STEPS.map((s) => `'${s}'`).join(", ")}, in this order`,
        ),
      })
      .strict(),
    /** The two ways to estimate. */
    tabs: z.object({ label: Text, quick: Text, items: Text, loading: Text }).strict(),
    /** What a browser without JavaScript shows in the estimator's place. */
    noScript: Prose,
    /** The form's shared fields; `optional` follows a label, after a space. */
    fields: z.object({ optional: Text, from: Text, to: Text, date: Text }).strict(),
    /** "Where the figures come from": the price tables the estimator reads. */
    sources: z
      .object({
        title: Text,
        intro: Prose,
        sources: records(
          Entry.extend({
            /** The page that publishes the source's table. */
            path: matching(/^\/[a-z0-9/#-]*$/, "an address of the site, like '/home-shifting' or '/#prices-title'"),
          }),
        ).min(1, "at least one source"),
      })
      .strict(),
  })
  .strict();

export type EstimatorContent = z.infer<typeof estimatorSchema>;

/** Written once, in the English file. */
export const estimatorNeutral = ["path"] as const;
