// @vitest-environment node
/**
 * Every form's words in Hindi — labels, hints, errors, success and failure messages — kept as a text file beside
 * this test, so a change to the language machinery that carries them cannot change what a Hindi visitor reads
 * without a diff to review (`npx vitest run --project unit -u` records a deliberate change).
 */
import { describe, expect, it } from "vitest";

import { hindiFormWords } from "../../tests/words";
import { fieldWords } from "./lib/field-words";
import { pageFieldWords } from "./lib/page-field-words";

/** A sample for each argument a phrase takes, so the phrase's wording around it is recorded too. */
const sample = (index: number) => `{${index + 1}}`;

function lines(value: unknown, key: string): string[] {
  if (typeof value === "string") return [`${key}: ${value}`];
  if (typeof value === "function")
    return [`${key}: ${String(value(...Array.from({ length: Math.max(value.length, 1) }, (_, i) => sample(i))))}`];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => lines(v, key ? `${key}.${k}` : k));
  return [`${key}: ${String(value)}`];
}

describe("the forms in Hindi", () => {
  it("read as recorded", async () => {
    const { fieldWords: common, pageFieldWords: page, ...forms } = hindiFormWords;
    const english: Readonly<Record<string, string>> = { ...fieldWords, ...pageFieldWords };
    // A field text is recorded under its English text, so the record reads as the office's form does.
    const byEnglish = Object.fromEntries(
      Object.entries({ ...common, ...page }).map(([id, text]) => [english[id], text]),
    );
    // In the order of the keys, so that moving a form's words to another module changes no line.
    const text = [...lines(forms, "forms").sort(), ...lines(byEnglish, "fields")].join("\n") + "\n";
    await expect(text).toMatchFileSnapshot("./hindi-forms-text.txt");
  });
});
