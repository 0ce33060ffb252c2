// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { englishFormWords as en } from "../../../tests/words";

/**
 * The status texts the spec fixes, read from its own lines (§4's form states, §8's catalogue), so a change to any
 * of the forms' words (content/en/forms.json), or to the spec, fails here rather than only in a browser after a
 * submission.
 */
const spec = readFileSync("docs/SPEC.md", "utf8").split("\n");
const STATUS_LINE =
  /^- (Popup form status|Embedded card form:|Call Back popup:|Free estimate form message|Application form|Success texts|Failure texts|Captcha)/;
const quoted = (line: string) => [...line.matchAll(/(?<!\w)'(.+?)'(?!\w)/g)].map((m) => m[1]!);
/** Texts in those lines that are not statuses: the button that opens the call-back pop-up. */
const NOT_STATUSES = new Set(["Call Me Back"]);
const specTexts = [...new Set(spec.filter((l) => STATUS_LINE.test(l)).flatMap(quoted))].filter(
  (t) => !NOT_STATUSES.has(t),
);

/** Where the forms' words keep a status: the sending one, and each form's after a send or a wrong code. */
const STATUS_KEYS = new Set(["sending", "success", "failure", "captcha", "sent"]);

/** The spec's statuses, as the site writes them: two carry their tick or cross in front (docs/decisions/page-copy.md). */
const MARK = /^(✅|❌) /;
const shown = Object.entries(en).flatMap(([form, words]) =>
  Object.entries(words as Record<string, string>)
    .filter(([key]) => STATUS_KEYS.has(key))
    .map(([key, value]): [string, string] => [`${form}.${key}`, value]),
);

describe("the forms' status texts", () => {
  it("finds the spec's texts to hold them to", () => {
    expect(specTexts.length).toBeGreaterThanOrEqual(15);
  });

  it.each(specTexts)("shows %j as the spec writes it", (text) => {
    expect(shown.some(([, value]) => value === text || value.replace(MARK, "") === text)).toBe(true);
  });

  it.each(shown)("%s is a text of the spec", (_, value) => {
    expect(specTexts).toContain(specTexts.includes(value) ? value : value.replace(MARK, ""));
  });
});
