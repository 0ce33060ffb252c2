// @vitest-environment node
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit } from "../../../tests/edited-content";
import { translatedLocales } from "../../config/locales";
import type { GlossaryContent } from "./glossary";

const [locale] = translatedLocales;
const problemWith = (edit: (glossary: GlossaryContent) => void) =>
  problemWithEdit<GlossaryContent>("glossary", edit, locale);
const withForms = (glossary: GlossaryContent) => glossary.terms.find((t) => t.reject?.length)!;

describe("a language's glossary that breaks a rule", () => {
  it("refuses a pattern that is not a regular expression, naming the file and the form", async () => {
    const message = await problemWith((glossary) => (withForms(glossary).reject = [{ pattern: "(unclosed" }]));
    expect(message).toContain(join(locale!, "glossary.json"));
    expect(message).toMatch(/terms\[\d+\]\.reject\[0\]\.pattern: not a regular expression/);
  });

  it("refuses forms to reject without the word the pages use instead", async () => {
    expect(await problemWith((glossary) => delete withForms(glossary).use)).toMatch(
      /terms\[\d+\]\.use: forms to reject need the word used instead/,
    );
  });

  it("refuses a term the English file does not name", async () => {
    expect(await problemWith((glossary) => glossary.terms.push({ id: "lorry", use: "x" } as never))).toContain(
      "terms: 'lorry' is not a record of the English file",
    );
  });

  it("reads a term the language needs no rule for, and a pattern that compiles", async () => {
    expect(await problemWith((glossary) => (glossary.terms[0] = { id: glossary.terms[0]!.id } as never))).toBe("");
    expect(await problemWith((glossary) => (withForms(glossary).reject = [{ pattern: "a(?![\\p{L}])" }]))).toBe("");
  });
});
