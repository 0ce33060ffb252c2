// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { translatedLocales } from "~/config/locales";

import { KEPT_IN_LATIN } from "../../scripts/untranslated";
import { CONTENT_DIR, readContent } from "./read";
import { PATTERN_FLAGS, type RejectedForm, type Term } from "./schemas/glossary";

/** Anything but a letter or a vowel sign before it: the text starts a word. */
const wordStart = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}])${word.normalize().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "gu");

const patternOf = (form: RejectedForm) =>
  typeof form === "string" ? wordStart(form) : new RegExp(form.pattern.normalize(), `${PATTERN_FLAGS}g`);

/** Each rejected form of `term` that `text` has, as often as it has it. */
function rejectedIn(text: string, term: Term): string[] {
  const normal = text.normalize();
  return (term.reject ?? []).flatMap((form) => [...normal.matchAll(patternOf(form))].map((m) => m[0]));
}

/** Every string of a value read from JSON. */
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(stringsIn)
      : [];

/** Every text of a language's content folder (content/<code>/*.json) but its glossary, which names the forms. */
function contentTextsOf(locale: string): string[] {
  const folder = join(CONTENT_DIR, locale);
  return readdirSync(folder)
    .filter((f) => f.endsWith(".json") && f !== "glossary.json")
    .flatMap((f) => stringsIn(JSON.parse(readFileSync(join(folder, f), "utf8"))));
}

const glossaries = Object.fromEntries(
  await Promise.all(translatedLocales.map(async (l) => [l, (await readContent("glossary", l)).terms] as const)),
);

describe.each(translatedLocales)("the %s glossary", (locale) => {
  const texts = contentTextsOf(locale);
  const terms = glossaries[locale]!.filter((t) => t.use !== undefined);

  it("has terms, and the check reads the language's texts", () => {
    expect(terms.length).toBeGreaterThan(0);
    expect(texts.length).toBeGreaterThan(1000);
  });

  // A word the visitor is asked to write or to look for ("write 'Individual'") is one they type in their own
  // letters, unless it is one the pages keep in Latin (GST, BHK).
  it("quotes no Latin word but those the pages keep in Latin", () => {
    const quoted = texts.flatMap((t) => [...t.matchAll(/['‘“]([A-Za-z][A-Za-z ]*)['’”]/g)].map((m) => m[1]!));
    expect(quoted.filter((word) => !KEPT_IN_LATIN.includes(word))).toEqual([]);
  });

  it.each(terms.map((t) => [t.term, t] as const))(
    "%s: the pages use its word and none of the forms it rejects",
    (_, term) => {
      expect(texts.some((t) => t.normalize().includes(term.use!.normalize()))).toBe(true);
      expect(texts.flatMap((t) => rejectedIn(t, term).map((form) => `${form} in “${t.slice(0, 80)}…”`))).toEqual([]);
    },
  );
});

describe("a rejected form", () => {
  const term: Term = {
    id: "branch",
    term: "branch",
    use: "শাখা",
    reject: ["শাখা", { pattern: "গুলিয়(?![\\p{L}\\p{M}])" }],
  };

  it("is found as a word or the start of one, and not inside another word", () => {
    expect(rejectedIn("পাটনার শাখায় ফোন করুন", term)).toEqual(["শাখা"]);
    expect(rejectedIn("বিশাখাপত্তনম", term)).toEqual([]);
  });

  it("is found by its pattern, and not where the letters go on into another word", () => {
    expect(rejectedIn("গ্রামগুলিয় বন্যা হয়", term)).toEqual(["গুলিয়"]);
    expect(rejectedIn("সব গুলিয়ে যায়", term)).toEqual([]);
  });
});
