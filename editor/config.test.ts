import { readFileSync } from "node:fs";

import type { Field } from "@sveltia/cms";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { locales, translatedLocales } from "../app/config/locales.ts";
import { CONTENT_DIR } from "../app/content/read.ts";
import { collections, type Kind } from "../app/content/schemas/index.ts";
import { editorConfig } from "./config.ts";

const config = editorConfig({ repo: "company/site" });
const kinds = Object.keys(collections) as Kind[];
const entryOf = (kind: Kind) => config.singletons!.find((s) => "name" in s && s.name === kind) as { fields: Field[] };

type Json = { type?: string; properties?: Record<string, Json>; items?: Json };

/** Every field's path in a JSON Schema of the kind ("testimonials[].date"): an account of the schema apart from the editor's. */
function schemaPaths(schema: Json, path = ""): string[] {
  if (schema.type === "object")
    return Object.entries(schema.properties ?? {}).flatMap(([k, v]) => [
      `${path}${path ? "." : ""}${k}`,
      ...schemaPaths(v, `${path}${path ? "." : ""}${k}`),
    ]);
  if (schema.type === "array") return schemaPaths(schema.items ?? {}, `${path}[]`).filter((p) => p !== `${path}[]`);
  return [];
}

type Node = {
  name: string;
  widget?: string;
  i18n?: unknown;
  pattern?: [string, string];
  fields?: Node[];
  field?: Node;
};
function editorPaths(fields: Node[], path = ""): [string, Node][] {
  return fields.flatMap((f) => {
    const here = `${path}${path ? "." : ""}${f.name}`;
    const inner = f.widget === "list" ? `${here}[]` : here;
    return [[here, f] as [string, Node], ...editorPaths(f.fields ?? [], inner)];
  });
}

describe("the editor's configuration", () => {
  it.each(kinds)("has every field of the %s schema, and no other", (kind) => {
    const fromSchema = schemaPaths(z.toJSONSchema(collections[kind].schema, { io: "input" }) as Json).sort();
    const fromEditor = editorPaths(entryOf(kind).fields as Node[])
      .map(([p]) => p)
      .sort();
    expect(fromEditor).toEqual(fromSchema);
  });

  it.each(kinds)("lets each language translate the %s fields its file holds, and only those", (kind) => {
    const held = (files: readonly string[]) => {
      const paths = new Set<string>();
      const collect = (value: unknown, path: string) => {
        if (Array.isArray(value)) value.forEach((v) => collect(v, `${path}[]`));
        else if (value && typeof value === "object")
          for (const [k, v] of Object.entries(value)) {
            const here = `${path}${path ? "." : ""}${k}`;
            paths.add(here);
            collect(v, here);
          }
      };
      for (const file of files) collect(JSON.parse(readFileSync(file, "utf8")), "");
      return paths;
    };
    const fileOf = (locale: string) => `${CONTENT_DIR}/${locale}/${kind}.json`;
    const translated = held(translatedLocales.map(fileOf));
    const written = held([fileOf("en"), ...translatedLocales.map(fileOf)]);
    for (const [path, field] of editorPaths(entryOf(kind).fields as Node[]))
      // An optional field no file writes yet (a plural form no language needs) tells nothing either way.
      if (written.has(path)) expect(field.i18n, path).toBe(translated.has(path) ? "translate" : "none");
  });

  it("edits every language of the locale table, English first", () => {
    expect(config.i18n).toMatchObject({ locales, default_locale: locales[0] });
    for (const kind of kinds) expect(entryOf(kind)).toMatchObject({ file: `${CONTENT_DIR}/{{locale}}/${kind}.json` });
  });

  it("keeps a list of words and patterns as the file writes it, having no field for an item of either shape", () => {
    const fields = editorPaths(entryOf("glossary").fields as Node[]);
    expect(fields.find(([p]) => p === "terms[].reject")![1]).toMatchObject({ widget: "hidden", i18n: "translate" });
  });

  it("refuses in a field what the build refuses, with the build's message", () => {
    const date = editorPaths(entryOf("testimonials").fields as Node[]).find(
      ([p]) => p === "testimonials[].date",
    )![1] as {
      pattern: [string, string];
    };
    const [pattern, message] = date.pattern!;
    const element = collections.testimonials.schema.shape.testimonials.element;
    for (const value of ["2025-02", "2025-13", "25-02", "2025-2"]) {
      const build = element.shape.date.safeParse(value);
      expect(new RegExp(pattern).test(value), value).toBe(build.success);
      if (!build.success) expect(build.error.issues[0]!.message).toBe(message);
    }
  });
});
