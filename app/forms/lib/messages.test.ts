// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import * as messages from "./messages";

/**
 * The status texts the spec fixes, read from its own lines (§4's form states, §8's catalogue), so a change to any
 * of the site's texts, or to the spec, fails here rather than only in a browser after a submission.
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

/** The spec's statuses, as the site writes them: two carry their tick or cross in front (docs/decisions/page-copy.md). */
const MARK = /^(✅|❌) /;
const shown = (Object.entries(messages) as [string, unknown][])
  .filter((entry): entry is [string, string] => typeof entry[1] === "string")
  .filter(([name]) => !["NETWORK_FAILURE", "SERVER_FAILURE", "TOO_MANY"].includes(name));

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
