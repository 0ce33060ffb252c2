import { readFileSync } from "node:fs";

import type { Field } from "@sveltia/cms";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { locales, translatedLocales } from "../app/config/locales.ts";
import { CONTENT_DIR } from "../app/content/read.ts";
import { collections, type Kind } from "../app/content/schemas/index.ts";
import { editorConfig, editorOptions } from "./config.ts";

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
  value_type?: string;
  min?: number;
  max?: number;
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

const fieldAt = (kind: Kind, path: string) => editorPaths(entryOf(kind).fields as Node[]).find(([p]) => p === path)![1];

/** The schema of the field at `path` ("cities[].office.pin") of a kind's schema, as the build reads it. */
function schemaAt(schema: z.ZodType, path: string): z.ZodType {
  const unwrapped = (s: z.ZodType): z.ZodType =>
    s instanceof z.ZodOptional || s instanceof z.ZodDefault ? unwrapped(s.unwrap() as z.ZodType) : s;
  return path.split(".").reduce((at, step) => {
    const name = step.replace(/\[\]$/, "");
    const field = unwrapped((unwrapped(at) as z.ZodObject).shape[name] as z.ZodType);
    return step.endsWith("[]") ? ((field as z.ZodArray).element as z.ZodType) : field;
  }, schema);
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

  it.each([
    ["testimonials", "testimonials[].date", ["2025-02", "2025-13", "25-02", "2025-2"]],
    ["cities", "cities[].reviews[].date", ["2025-02", "2025-13", "2025-2"]],
    ["cities", "cities[].office.pin", ["700161", "70016", "7001610", "70016a"]],
    ["cities", "cities[].phone", ["9830012345", "983001234", "+919830012345", "98300 12345"]],
  ] as const)("refuses in %s's %s what the build refuses, with the build's message", (kind, path, values) => {
    const [pattern, message] = fieldAt(kind, path).pattern!;
    const schema = schemaAt(collections[kind].schema, path);
    for (const value of values) {
      const build = schema.safeParse(value);
      expect(new RegExp(pattern).test(value), value).toBe(build.success);
      if (!build.success) expect(build.error.issues[0]!.message).toBe(message);
    }
  });

  it.each(kinds)("bounds each number of the %s file as the build does", (kind) => {
    for (const [path, field] of editorPaths(entryOf(kind).fields as Node[])) {
      if (field.widget !== "number") continue;
      const schema = schemaAt(collections[kind].schema, path);
      const step = field.value_type === "int" ? 1 : 0.01;
      if (field.min !== undefined) expect(schema.safeParse(field.min - step).success, `${path} < min`).toBe(false);
      if (field.max !== undefined) expect(schema.safeParse(field.max + step).success, `${path} > max`).toBe(false);
      // The editor's lowest value is one the build takes: a field above 0 refuses the 0 in the editor too.
      if (field.min !== undefined) expect(schema.safeParse(field.min).success, `${path} = min`).toBe(true);
    }
  });

  it.each(kinds)("checks each record's id in the %s file against the other records of its list", (kind) => {
    for (const [path, field] of editorPaths(entryOf(kind).fields as Node[]))
      if (path.endsWith("[].id")) expect(field.widget, path).toBe("id");
  });

  it("keeps a coordinate inside India's bounds", () => {
    expect(fieldAt("cities", "cities[].office.lat")).toMatchObject({ min: 6, max: 37 });
    expect(fieldAt("cities", "cities[].office.lon")).toMatchObject({ min: 68, max: 98 });
  });
});

describe("the editor's git host", () => {
  it("commits to the repository EDITOR_REPO names, on main", () => {
    expect(editorConfig(editorOptions({ EDITOR_REPO: "movers/site" })).backend).toEqual({
      name: "github",
      repo: "movers/site",
      branch: "main",
    });
  });

  it("publishes each save directly, or as a pull request to approve when EDITOR_REVIEW is set", () => {
    expect(editorConfig(editorOptions({ EDITOR_REPO: "movers/site" })).publish_mode).toBe("simple");
    expect(editorConfig(editorOptions({ EDITOR_REPO: "movers/site", EDITOR_REVIEW: "1" })).publish_mode).toBe(
      "editorial_workflow",
    );
  });
});
