// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

import { translatedLocales } from "~/config/locales";

import { KEPT_IN_LATIN } from "../../scripts/untranslated";
import { type Glossary, rejectedIn, type Term } from "./glossary";

const glossaries = import.meta.glob<Glossary>("./*/glossary.ts", { eager: true, import: "glossary" });

/** Every string of a value read from JSON. */
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(stringsIn)
      : [];

/** Every text of a language's content folder (content/<code>/*.json). */
function contentTextsOf(locale: string): string[] {
  const folder = join(import.meta.dirname, "../../content", locale);
  return readdirSync(folder)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => stringsIn(JSON.parse(readFileSync(join(folder, f), "utf8"))));
}

/**
 * Every text written in a language's folder: each string and each piece of a template, read from the sources, so a
 * function's words (a count, a city's name in a sentence) are read whole, whatever it is called with; and every
 * text of its content folder.
 */
function textsOf(locale: string): string[] {
  const folder = join(import.meta.dirname, locale);
  const files = (readdirSync(folder, { recursive: true }) as string[]).filter(
    (f) => f.endsWith(".ts") && f !== "glossary.ts",
  );
  return files
    .flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(join(folder, file), "utf8"), ts.ScriptTarget.Latest);
      const texts: string[] = [];
      const walk = (node: ts.Node) => {
        if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) texts.push(node.text);
        node.forEachChild(walk);
      };
      walk(source);
      return texts;
    })
    .concat(contentTextsOf(locale));
}

describe.each(translatedLocales)("the %s glossary", (locale) => {
  const glossary = glossaries[`./${locale}/glossary.ts`];
  const texts = textsOf(locale);

  it("exists, and the check reads the language's texts", () => {
    expect(glossary?.length).toBeGreaterThan(0);
    expect(texts.length).toBeGreaterThan(1000);
  });

  // A word the visitor is asked to write or to look for ("write 'Individual'") is one they type in their own
  // letters, unless it is one the pages keep in Latin (GST, BHK).
  it("quotes no Latin word but those the pages keep in Latin", () => {
    const quoted = texts.flatMap((t) => [...t.matchAll(/['‘“]([A-Za-z][A-Za-z ]*)['’”]/g)].map((m) => m[1]!));
    expect(quoted.filter((word) => !KEPT_IN_LATIN.includes(word))).toEqual([]);
  });

  const terms = (glossary ?? []).map((t) => [t.english, t] as const);

  it.each(terms)("%s: the pages use its word and none of the forms it rejects", (_, term: Term) => {
    expect(texts.some((t) => t.normalize().includes(term.use.normalize()))).toBe(true);
    expect(texts.flatMap((t) => rejectedIn(t, term).map((form) => `${form} in “${t.slice(0, 80)}…”`))).toEqual([]);
  });
});

describe("a rejected form", () => {
  const term: Term = { english: "branch", use: "শাখা", reject: ["শাখা", /গুলিয়(?![\p{L}\p{M}])/u] };

  it("is found as a word or the start of one, and not inside another word", () => {
    expect(rejectedIn("পাটনার শাখায় ফোন করুন", term)).toEqual(["শাখা"]);
    expect(rejectedIn("বিশাখাপত্তনম", term)).toEqual([]);
  });

  it("is found by its pattern, and not where the letters go on into another word", () => {
    expect(rejectedIn("গ্রামগুলিয় বন্যা হয়", term)).toEqual(["গুলিয়"]);
    expect(rejectedIn("সব গুলিয়ে যায়", term)).toEqual([]);
  });
});
