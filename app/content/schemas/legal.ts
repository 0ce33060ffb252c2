import { z } from "zod";

import { CHARGE_IDS } from "./charges.ts";
import { Id, placeholderProblem, Prose, records, refersTo, Text } from "./fields.ts";

/**
 * The site's details and figures a legal text names by placeholder, filled when a page is built: the configured
 * brand, e-mail, phone, head office address and web address, the courts of the configured registration, the claim
 * window, the insurance premium, the date the texts took effect and the extra charges' names.
 */
export const LEGAL_PLACEHOLDERS = [
  "brand",
  "email",
  "phone",
  "address",
  "url",
  "courts",
  "claimHours",
  "premium",
  "updated",
  "charges",
] as const;
/** What the courts' words name: the registration's state, the head office's city. */
const COURTS_PLACEHOLDERS = ["state", "city", "headOffice"] as const;

/** A paragraph, or a bulleted list when it is an array. */
export type LegalBlock = string | string[];

/**
 * A section's body as its blocks: paragraphs are separated by an empty line and written on one line; a list is a
 * block whose every line starts with "- ".
 */
export function blocksOf(body: string): { blocks: LegalBlock[] } | { problem: string } {
  const blocks: LegalBlock[] = [];
  for (const block of body.split("\n\n")) {
    const lines = block.split("\n");
    const items = lines.filter((line) => line.startsWith("- "));
    if (lines.some((line) => line.trim() === "")) return { problem: "blocks are separated by one empty line" };
    if (items.length === lines.length) blocks.push(items.map((line) => line.slice(2)));
    else if (lines.length === 1) blocks.push(block);
    else return { problem: "a paragraph is one line, and every line of a list starts with '- '" };
  }
  return { blocks };
}

const Body = Text.superRefine((body, ctx) => {
  const parsed = blocksOf(body);
  if ("problem" in parsed) ctx.addIssue({ code: "custom", message: parsed.problem });
  const problem = placeholderProblem(body, LEGAL_PLACEHOLDERS);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const Courts = Text.superRefine((text, ctx) => {
  const problem = placeholderProblem(text, COURTS_PLACEHOLDERS);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const Section = z
  .object({
    /** The section's anchor on the page. */
    id: Id,
    title: Text,
    /** Paragraphs and "- " lists, in Markdown. */
    body: Body,
  })
  .strict();

const CHARGES = CHARGE_IDS.map((id) => ({ id }));

/** The Terms and Conditions and the Privacy Policy (SPEC §2, §9). */
export const legalSchema = z
  .object({
    /** The day the texts took effect, written on both pages. */
    updated: z.iso.date("a date like '2025-06-01'"),
    /** Where disputes go: at the head office's city when the registration's state has it, else the state's courts. */
    courts: z.object({ atHeadOffice: Courts, inState: Courts }).strict(),
    /** The extra charges as the terms list them, and the word before the last of them. */
    charges: z.object({ names: records(z.object({ id: Id, name: Text }).strict()), and: Text }).strict(),
    /**
     * The words around both texts: the contents' heading, the date's line, which names `{date}` where the page
     * writes it, and, in a translation only, which text binds (the English one).
     */
    document: z
      .object({
        onThisPage: Text,
        lastUpdated: Text.superRefine((text, ctx) => {
          const problem = placeholderProblem(text, ["date"]) ?? (text.includes("{date}") ? undefined : "names '{date}'");
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        }),
        versionNote: Prose.optional(),
      })
      .strict(),
    terms: records(Section).min(1),
    privacy: records(Section).min(1),
  })
  .strict()
  .superRefine((content, ctx) => {
    content.charges.names.forEach((charge, i) => refersTo(CHARGES, charge.id, ["charges", "names", i, "id"], ctx));
    for (const { id } of CHARGES)
      if (!content.charges.names.some((charge) => charge.id === id))
        ctx.addIssue({ code: "custom", path: ["charges", "names"], message: `the charge '${id}' has no name` });
  });

export type LegalContent = z.infer<typeof legalSchema>;
/** Fields whose value is the same in every language: they are written once, in English. */
export const legalNeutral = ["updated"] as const;
