import { z } from "zod";

import { Id, Prose, records, Text } from "./fields.ts";

/**
 * How many steps a move has (SPEC §1): the home page draws an icon for each, and the headings of the home page,
 * /about and /process count them in words.
 */
export const STEP_COUNT = 4;

/**
 * The one way a move runs, in its four steps (SPEC §1: share moving details; free pre-move consultation; customised
 * quotation; hassle-free moving), as the home page, /about and /process tell them.
 */
export const stepsSchema = z
  .object({
    steps: records(z.object({ id: Id, title: Text, text: Prose }).strict()).length(
      STEP_COUNT,
      `${STEP_COUNT} steps: the pages draw an icon for each and count them in words`,
    ),
  })
  .strict();

export type StepsContent = z.infer<typeof stepsSchema>;
export const stepsNeutral = [] as const;
