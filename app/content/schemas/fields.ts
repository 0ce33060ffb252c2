/**
 * The building blocks of the content schemas (docs/decisions/content-as-data.md): what an id, a text and a list of
 * records with ids are, with the messages an editor reads when a value is wrong.
 */
import { z } from "zod";

/**
 * A text of a fixed form, with the message a wrong one gets; the message is also the schema's description, which
 * the editor shows beside the field when it refuses a value (editor/config.ts).
 */
export const matching = (pattern: RegExp, message: string) => z.string().regex(pattern, message).describe(message);

/** A record's stable id: lower-case letters, digits and hyphens. Translations find their record by it. */
export const Id = matching(/^[a-z0-9]+(-[a-z0-9]+)*$/, "an id of lower-case letters, digits and hyphens, like 'truck-driver'");

/** Where the company's photographs are kept: the editor uploads into it and the image pipeline reads from it. */
export const PHOTO_FOLDER = "images/photos";

const PHOTO_MESSAGE = `a JPEG, PNG or WebP file in /${PHOTO_FOLDER}, like '/${PHOTO_FOLDER}/patna-office.jpg'`;

/**
 * The company's own photograph for a picture, shown in place of its drawing: its path from the site's folder, as
 * the editor writes it when the office uploads one.
 */
export const Photo = z
  .string()
  .regex(/^\/images\/photos\/[^/\\]+\.(jpe?g|png|webp)$/i, PHOTO_MESSAGE)
  .meta({ editor: "image", description: PHOTO_MESSAGE });

/** Words a visitor reads: never empty, no stray spaces at either end. */
export const Text = z
  .string()
  .min(1, "words, not an empty text")
  .refine((s) => s.trim() === s, "no spaces at the start or end");

/** Words in paragraphs: the editor gives them a box of several lines. */
export const Prose = Text.meta({ multiline: true });

/** A named choice (a department, a job type): its id and the name a visitor reads. */
export const Named = z.object({ id: Id, name: Text }).strict();

/** What the build and the editor say of an id that two records of one list have. */
export const idUsedTwice = (id: string) => `the id '${id}' is used twice`;

/** A list of records whose ids are unique within it. */
export const records = <T extends z.ZodType<{ id: string }>>(record: T) =>
  z.array(record).superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: idUsedTwice(item.id) });
      seen.add(item.id);
    });
  });

/** Every value of `refs` is the id of one of `list`: a job's department is one of the departments. */
export const refersTo = (
  list: readonly { id: string }[],
  ref: string,
  path: (string | number)[],
  ctx: z.RefinementCtx,
) => {
  if (!list.some((item) => item.id === ref))
    ctx.addIssue({ code: "custom", path, message: `'${ref}' is none of ${list.map((i) => `'${i.id}'`).join(", ")}` });
};

/**
 * A problem with the `{placeholders}` of `text`, given the names it may use and what the message calls them ("the
 * figures"), if it has one.
 */
export function placeholderProblem(text: string, names: readonly string[], what = ""): string | undefined {
  const unknown = [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!).find((name) => !names.includes(name));
  const list = names.map((n) => `'{${n}}'`).join(", ");
  return unknown === undefined ? undefined : `'{${unknown}}' is none of ${what ? `${what} ` : ""}${list}`;
}

/** `text` whose `{placeholders}` are among `names`, refused with placeholderProblem's message otherwise. */
export const withPlaceholders = <T extends z.ZodType<string>>(text: T, names: readonly string[], what = "") =>
  text.superRefine((value, ctx) => {
    const problem = placeholderProblem(value, names, what);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/**
 * Words the site completes as it shows them, with what it shows (a count, a name, a provider's message): they may
 * name only `names` (and `also`, which they may leave out) and name each of `names` at least once, so no visitor
 * reads a sentence that lost its subject.
 */
export const template = (names: readonly string[], also: readonly string[] = []) =>
  withPlaceholders(Text, [...names, ...also], "the placeholders").superRefine((text, ctx) => {
    const missing = names.filter((n) => !text.includes(`{${n}}`));
    if (missing.length > 0)
      ctx.addIssue({ code: "custom", message: `names ${missing.map((n) => `'{${n}}'`).join(", ")}` });
  });
