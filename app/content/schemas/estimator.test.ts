// @vitest-environment node
import { describe, expect, it } from "vitest";

import { problemWithEdit } from "../../../tests/edited-content";
import { translatedLocales } from "../../config/locales";
import type { EstimatorContent } from "./estimator";

const problemWith = (edit: (file: EstimatorContent) => void) => problemWithEdit<EstimatorContent>("estimator", edit);

describe("an estimator file that breaks a rule", () => {
  it("refuses the free-estimate page's steps out of order or one missing, naming the file and the path", async () => {
    expect(await problemWith((file) => file.freeEstimate.steps.reverse())).toMatch(
      /\/en\/estimator\.json:\n\s+freeEstimate\.steps: the steps 'read', 'call', 'quote', in this order/,
    );
    expect(await problemWith((file) => file.freeEstimate.steps.pop())).toContain("freeEstimate.steps: the steps");
  });

  it("refuses a source whose page is no address of the site", async () => {
    expect(await problemWith((file) => (file.sources.sources[0]!.path = "https://example.com"))).toContain(
      "sources.sources[0].path: an address of the site",
    );
  });

  it("refuses a translation that leaves a text out, naming the language's file", async () => {
    for (const locale of translatedLocales) {
      const problem = await problemWithEdit<EstimatorContent>(
        "estimator",
        (file) => delete (file.tabs as Partial<EstimatorContent["tabs"]>).loading,
        locale,
      );
      expect(problem, locale).toMatch(new RegExp(`/${locale}/estimator\\.json:\\n\\s+tabs\\.loading: missing`));
    }
  });
});
