/**
 * A language's glossary (content/<code>/glossary.json): for each term, the one word or spelling the language's
 * pages use and the forms they never use, so that a reader meets one name for one thing. The English file lists
 * the terms by id and names each; a language's file gives, under the same id, its word and the forms it rejects,
 * or the id alone where it needs no rule for that term (a case ending only Bengali has). No page shows the
 * glossary: app/content/glossary.test.ts holds every text of the language to it, and docs/<language>-glossary.md
 * explains the choices.
 */
import { z } from "zod";

import { Id, records, Text } from "./fields.ts";

/** A pattern's flags: letters and vowel signs are told apart by Unicode property (`\p{L}`, `\p{M}`). */
export const PATTERN_FLAGS = "u";

/**
 * A rejected form: a word, or the start of one (a case ending may follow), as a text; an ending or a form inside
 * a word as a regular expression.
 */
const RejectedForm = z.union([
  Text,
  z
    .object({
      pattern: Text.superRefine((source, ctx) => {
        try {
          new RegExp(source, PATTERN_FLAGS);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: `not a regular expression: ${(error as Error).message}` });
        }
      }),
    })
    .strict(),
]);

export type RejectedForm = z.infer<typeof RejectedForm>;

const Term = z
  .object({
    id: Id,
    /** The term, or the choice the entry makes (a spelling, a case ending), in English: written once. */
    term: Text,
    /** The word the language's pages use: some text of the language has it. */
    use: Text.optional(),
    /** Forms no text of the language may have. */
    reject: z.array(RejectedForm).optional(),
  })
  .strict()
  .refine((t) => t.use !== undefined || t.reject === undefined, {
    message: "forms to reject need the word used instead",
    path: ["use"],
  });

export type Term = z.infer<typeof Term>;

export const glossarySchema = z.object({ terms: records(Term) }).strict();

export const glossaryNeutral = ["term"] as const;

export type GlossaryContent = z.infer<typeof glossarySchema>;
