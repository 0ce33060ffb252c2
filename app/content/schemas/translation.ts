/**
 * How a language's file relates to the English one: it holds the same records, found by their ids, with only
 * the fields that are words (every text not named neutral), and a language-neutral field (an id, a reference, a
 * number, a choice) is read from the English file. A key missing or extra in a translation fails, naming it.
 */
import { z } from "zod";

/** The schema of a translation of content of `schema`: the same shape, keeping only its words and ids. */
export function translationOf(schema: z.ZodType, neutral: readonly string[], key = ""): z.ZodType | undefined {
  if (key !== "id" && neutral.includes(key)) return undefined;
  if (schema instanceof z.ZodOptional) return translationOf(schema.unwrap() as z.ZodType, neutral, key)?.optional();
  // A list that may be left out when empty (a city with no reviews yet) may be left out of a translation too.
  if (schema instanceof z.ZodDefault)
    return translationOf(schema.unwrap() as z.ZodType, neutral, key)?.default(schema.def.defaultValue as never);
  if (schema instanceof z.ZodString)
    return key === "id"
      ? schema
      : z
          .string({ error: (issue) => (issue.input === undefined ? "missing, though the English file has it" : undefined) })
          .min(1, "words, not an empty text");
  // One of several shapes (a word or a pattern): translated when each shape is.
  if (schema instanceof z.ZodUnion) {
    const options = (schema.options as z.ZodType[]).map((option) => translationOf(option, neutral));
    return options.every((o) => o !== undefined) ? z.union(options as [z.ZodType, ...z.ZodType[]]) : undefined;
  }
  if (schema instanceof z.ZodArray) {
    const element = translationOf(schema.element as z.ZodType, neutral);
    return element && z.array(element);
  }
  if (schema instanceof z.ZodObject) {
    const shape = Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([k, field]) => {
      const translated = translationOf(field, neutral, k);
      return translated ? [[k, translated] as const] : [];
    });
    return shape.length > 0 ? z.object(Object.fromEntries(shape)).strict() : undefined;
  }
  return undefined;
}

/** A problem with a translation, at a path of the file. */
export class TranslationMismatch extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path || "(the file)"}: ${message}`);
  }
}

const hasId = (value: unknown): value is { id: string } =>
  typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";

/** `pathOf(["jobs", 2, "title"])` is "jobs[2].title". */
export const pathOf = (path: readonly PropertyKey[]) =>
  path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i > 0 ? "." : ""}${String(p)}`)).join("");

/** The schema of an array's element or an object's field within a translation's schema, if it has one. */
function partOf(schema: z.ZodType | undefined, key: PropertyKey): z.ZodType | undefined {
  const inner =
    schema instanceof z.ZodOptional || schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
  if (inner instanceof z.ZodArray) return typeof key === "number" ? (inner.element as z.ZodType) : undefined;
  if (inner instanceof z.ZodObject) return (inner.shape as Record<string, z.ZodType>)[String(key)];
  return undefined;
}

/**
 * The English content in a language: every record of a list found in the translation by its id (none missing,
 * none extra), each word taken from the translation, each neutral field from the English record. A list of texts
 * (paragraphs) is translated as a whole, so a language may say it in more or fewer of them. Given the translation's
 * schema, an optional field the English record has and the translation lacks fails, naming it.
 */
export function localize<T>(english: T, translation: unknown, path: PropertyKey[] = [], schema?: z.ZodType): T {
  if (Array.isArray(english)) {
    // An empty list is a list of texts (words a language may have where English has none) unless its
    // translation holds records.
    const ofRecords = english.length > 0 ? english.every(hasId) : (translation as unknown[]).every(hasId);
    if (!ofRecords) return translation as T;
    const translated = translation as { id: string }[];
    const ids = new Set(english.map((r) => r.id));
    const extra = translated.find((r) => !ids.has(r.id));
    if (extra) throw new TranslationMismatch(pathOf(path), `'${extra.id}' is not a record of the English file`);
    return english.map((record) => {
      const i = translated.findIndex((r) => r.id === record.id);
      if (i < 0) throw new TranslationMismatch(pathOf(path), `'${record.id}' is not translated`);
      return localize(record, translated[i], [...path, i], partOf(schema, i));
    }) as T;
  }
  if (typeof english === "object" && english !== null) {
    const words = translation as Record<string, unknown>;
    // An optional group of words the English record has is in the translation too, or the page would show English.
    const missing = Object.keys(english).find((k) => k !== "id" && partOf(schema, k) && !(k in words));
    if (missing)
      throw new TranslationMismatch(pathOf([...path, missing]), "not translated, though the English file has it");
    // A field only a language needs (a note that its reviews are translated, a name's case form) is its own.
    const ownFields = Object.entries(words).filter(([k]) => !(k in english) && partOf(schema, k));
    return Object.fromEntries([
      ...Object.entries(english).map(([k, v]) => [
        k,
        k in words && k !== "id" ? localize(v, words[k], [...path, k], partOf(schema, k)) : v,
      ]),
      ...ownFields,
    ]) as T;
  }
  return (typeof english === "string" ? translation : english) as T;
}
