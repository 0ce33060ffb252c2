/**
 * The editor's configuration (Sveltia CMS, docs/decisions/editor.md), made from the content schemas and the locale
 * table: one entry per kind of content, its fields from the kind's zod schema, each field translated in every
 * language or written once in English as the schema's translation says. Nothing here is kept by hand, so a field
 * the build checks is a field the office edits, and no other.
 */
import type { CmsConfig, Field } from "@sveltia/cms";
import { z } from "zod";

import { locales } from "../app/config/locales.ts";
import { CONTENT_DIR } from "../app/content/read.ts";
import { PHOTO_FOLDER } from "../app/content/schemas/fields.ts";
import { collections, type Kind } from "../app/content/schemas/index.ts";
import { translationOf } from "../app/content/schemas/translation.ts";

const labelOf = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (first) => first.toUpperCase());

const shapeOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};

/**
 * What the build says of a text that does not match the pattern of `schema` (an empty text never does), which the
 * editor shows beside the field when it refuses one.
 */
function patternMessage(name: string, schema: z.ZodString): string {
  const refused = schema.safeParse("").error?.issues.find((i) => i.code === "invalid_format");
  const message = refused?.message ?? schema.description;
  if (!message) throw new Error(`'${name}' has a pattern and no message for a text that misses it`);
  return message;
}

/**
 * The editor's bounds of a number field, from the schema's: the editor's are inclusive, so a whole number above 0
 * starts at 1 and a fraction above 0 at 0.01, the finest figure the office types (feet, rupees), so that the 0
 * the build refuses is refused beside the field. A whole number's own limit (2⁵³) is no bound the office needs to
 * read.
 */
function boundsOf(schema: z.ZodNumber, whole: boolean) {
  const { minimum, exclusiveMinimum, maximum, exclusiveMaximum } = z.toJSONSchema(schema) as Record<string, number>;
  const step = whole ? 1 : 0.01;
  const min = minimum ?? (exclusiveMinimum === undefined ? undefined : exclusiveMinimum + step);
  const max = maximum ?? (exclusiveMaximum === undefined ? undefined : exclusiveMaximum - step);
  return {
    ...(min !== undefined && min > Number.MIN_SAFE_INTEGER && { min }),
    ...(max !== undefined && max < Number.MAX_SAFE_INTEGER && { max }),
  };
}

/**
 * The editor's field for the schema's field `name`; `translation` is the same field of the translation's schema,
 * absent when the field is written once, in English.
 */
function fieldOf(name: string, schema: z.ZodType, translation: z.ZodType | undefined): Field {
  const common = { name, label: labelOf(name), i18n: translation ? ("translate" as const) : ("none" as const) };
  // An optional field, or a list the file may leave out when it is empty: the editor leaves it out when empty.
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault)
    return {
      ...fieldOf(
        name,
        schema.unwrap() as z.ZodType,
        translation instanceof z.ZodOptional || translation instanceof z.ZodDefault
          ? (translation.unwrap() as z.ZodType)
          : translation,
      ),
      required: false,
    } as Field;
  const own = schema.meta()?.editor;
  // A photograph: uploaded into the photographs' folder, the field keeping its path there, which the image
  // pipeline reads (scripts/images.ts).
  if (own === "image")
    return {
      ...common,
      widget: "image",
      media_folder: `/${PHOTO_FOLDER}`,
      public_folder: PHOTO_FOLDER,
      choose_url: false,
      accept: "image/jpeg,image/png,image/webp",
    };
  // A field the editor draws with one of its own (editor/fields.ts): a price cell.
  if (typeof own === "string") return { ...common, widget: own } as Field;
  // A calendar date (the legal texts' effective date): the editor's date picker, writing what the schema reads.
  if (schema instanceof z.ZodISODate)
    return { ...common, widget: "datetime", time_format: false, format: "YYYY-MM-DD" };
  if (schema instanceof z.ZodString) {
    const { pattern } = z.toJSONSchema(schema) as { pattern?: string };
    return {
      ...common,
      widget: schema.meta()?.multiline ? "text" : "string",
      ...(pattern && { pattern: [pattern, patternMessage(name, schema)] as [string, string] }),
    };
  }
  if (schema instanceof z.ZodEnum) return { ...common, widget: "select", options: schema.options as string[] };
  if (schema instanceof z.ZodNumber) {
    const whole = schema.format === "safeint";
    return { ...common, widget: "number", value_type: whole ? "int" : "float", ...boundsOf(schema, whole) };
  }
  if (schema instanceof z.ZodBoolean) return { ...common, widget: "boolean" };
  // A fixed value (the one head office) marks a record; the editor keeps it and does not offer it.
  if (schema instanceof z.ZodLiteral) return { ...common, widget: "hidden" };
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    // A list whose items are a text or an object (a glossary's rejected word or pattern): the editor has no field
    // for an item of either shape, so it keeps the list as the file writes it, and the build checks it.
    if (element instanceof z.ZodUnion && (element.options as z.ZodType[]).some((o) => o instanceof z.ZodString))
      return { ...common, widget: "hidden" };
    const translatedElement = translation instanceof z.ZodArray ? (translation.element as z.ZodType) : undefined;
    // A list of records: each record's id is checked against the list's others as well as for its form
    // (editor/id-field.ts), as the build checks it.
    if (element instanceof z.ZodObject)
      return {
        ...common,
        widget: "list",
        fields: fieldsOf(element, translatedElement).map((f) =>
          f.name === "id" ? ({ name: f.name, label: f.label, i18n: f.i18n, widget: "id" } as Field) : f,
        ),
      };
    return { ...common, widget: "list", field: fieldOf("item", element, translatedElement) };
  }
  if (schema instanceof z.ZodObject) return { ...common, widget: "object", fields: fieldsOf(schema, translation) };
  // One of several shapes (a price: a range or one figure): a group of every shape's fields, each left empty
  // unless its shape is the one written, which the build then checks against the schema's shapes.
  if (schema instanceof z.ZodUnion) {
    const shapes = (schema.options as z.ZodType[]).filter((o): o is z.ZodObject => o instanceof z.ZodObject);
    const names = [...new Set(shapes.flatMap((o) => Object.keys(o.shape)))];
    const fields = names.map((n) => {
      const option = shapes.find((o) => n in o.shape)!;
      return { ...fieldOf(n, option.shape[n] as z.ZodType, undefined), required: false } as Field;
    });
    if (fields.length > 0) return { ...common, widget: "object", fields };
  }
  throw new Error(`The editor has no field for '${name}' (${schema.def.type}): add one in editor/config.ts`);
}

function fieldsOf(schema: z.ZodObject, translation: z.ZodType | undefined): Field[] {
  const translated = shapeOf(translation);
  return Object.entries(shapeOf(schema)).map(([name, field]) => fieldOf(name, field, translated[name]));
}

/** The file of `kind` in each language, as the editor names it. */
const editorFile = (kind: Kind) => `${CONTENT_DIR}/{{locale}}/${kind}.json`;

export interface EditorOptions {
  /** The repository ("owner/name") the editor commits to when it works on the git host rather than this folder. */
  repo: string;
  /** Whether an edit on the git host waits for a reviewer's approval (a pull request) before it is published. */
  review?: boolean;
}

/** The editor's options from the environment of `npm run edit`: EDITOR_REPO and EDITOR_REVIEW. */
export const editorOptions = (env: Record<string, string | undefined>): EditorOptions => ({
  repo: env.EDITOR_REPO || "your-company/movers-site",
  review: Boolean(env.EDITOR_REVIEW),
});

export function editorConfig({ repo, review = false }: EditorOptions): CmsConfig {
  return {
    // The office's own folder is opened from the editor's start page ("Work with Local Repository"); this backend
    // is the one the editor signs in to when it works on the git host (docs/decisions/editor.md, "Publishing").
    backend: { name: "github", repo, branch: "main" },
    publish_mode: review ? "editorial_workflow" : "simple",
    app_title: "Site editor",
    media_folder: "public/uploads",
    // Only the company's own photographs: no stock photo library, which would also reach outside the office.
    media_libraries: { stock_assets: false },
    i18n: { structure: "multiple_folders", locales: [...locales], default_locale: "en" },
    // An optional field left empty is left out, as the schemas read it, never written as null or "".
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    singletons: (Object.keys(collections) as Kind[]).map((kind) => {
      const { label, schema, neutral } = collections[kind];
      return {
        name: kind,
        label,
        file: editorFile(kind),
        format: "json",
        i18n: true,
        fields: fieldsOf(schema as z.ZodObject, translationOf(schema, neutral)),
      };
    }),
  };
}
