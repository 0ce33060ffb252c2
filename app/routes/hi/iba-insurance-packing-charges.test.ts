import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { extraCharges as englishCharges } from "~/content/charges";
import type { Translation } from "~/content/translation";
import { extraCharges, neverCharged } from "~/locales/hi/content/charges";
import { iba } from "~/locales/hi/content/service-pages/iba";
import { insurance } from "~/locales/hi/content/service-pages/insurance";
import { packingTips } from "~/locales/hi/content/service-pages/packing";
import { chargesSections } from "~/locales/hi/sections/charges";
import { helpSections, packingGuideSections } from "~/locales/hi/sections/services-guides";
import * as englishCharges_ from "~/routes/charges";
import * as englishInsurance from "~/routes/goods-insurance";
import * as englishIba from "~/routes/iba-approved-transporter";
import * as englishPacking from "~/routes/packing";

import { untranslatedRuns } from "../../../scripts/untranslated";
import {
  DEVANAGARI,
  englishRunsOf,
  expectHindiHead,
  expectHindiPage,
  jsonLdOf,
  placedTextsOf,
  renderInHindi,
  type RouteModule,
} from "../../../tests/hindi-page";
import * as hindiCharges from "./charges";
import * as hindiInsurance from "./goods-insurance";
import * as hindiIba from "./iba-approved-transporter";
import * as hindiPacking from "./packing";

const pages: [path: string, english: RouteModule, hindi: RouteModule][] = [
  ["/iba-approved-transporter", englishIba, hindiIba],
  ["/goods-insurance", englishInsurance, hindiInsurance],
  ["/packing", englishPacking, hindiPacking],
  ["/charges", englishCharges_, hindiCharges],
];

describe("the Hindi /iba-approved-transporter, /goods-insurance, /packing and /charges (issue 18)", () => {
  it.each(pages)("%s has a Hindi title, description and canonical under /hi", (path, english, hindi) => {
    // The transporter's title opens with IBA, which Hindi pages keep in Latin letters (docs/hindi-glossary.md).
    const title = path === "/iba-approved-transporter" ? /^IBA [\u0900-\u097F][^|]*\| / : undefined;
    expectHindiHead(path, hindi.meta, english.meta, { title });
  });

  it.each(pages.filter(([path]) => path !== "/charges"))(
    "%s names itself in Hindi in its JSON-LD, its trail leading to Hindi pages",
    (path, _english, hindi) => {
      const ld = JSON.stringify(jsonLdOf(hindi.meta()));
      expect(ld).toContain(`${site.url}/hi${path}`);
      expect(ld).toContain(`${site.url}/hi/our-services`);
      expect(ld).not.toContain('"Our Services"');
    },
  );

  it("translates every text of the pages' content and section words", () => {
    const records: Translation[] = [
      iba,
      insurance,
      packingTips,
      extraCharges,
      neverCharged,
      ...chargesSections,
      ...packingGuideSections,
      ...helpSections,
    ];
    // Ids and when a charge applies are the English records'.
    const texts = records.flatMap(([, hindi]) => placedTextsOf(hindi, { skip: ["id", "when"] }));
    expect(texts.length).toBeGreaterThan(100);
    // Only the tax's name is the same in both languages (docs/hindi-glossary.md keeps GST in Latin letters).
    expect(texts.filter(([, t]) => !DEVANAGARI.test(t) && t !== "GST")).toEqual([]);
    expect(texts.filter(([, t]) => untranslatedRuns(t).length > 0)).toEqual([]);
  });

  it("keeps the charges' ids, order and figures", () => {
    const [, hindi] = extraCharges as [unknown, typeof englishCharges];
    expect(hindi.map((c) => [c.id, c.when])).toEqual(englishCharges.map((c) => [c.id, c.when]));
    for (const [i, c] of englishCharges.entries()) {
      // The same figures, in whatever order the Hindi sentence puts them.
      const figures = (s: string) => (s.match(/\d+(?:,\d+)*/g) ?? []).sort();
      expect(figures(hindi[i]!.rule), c.id).toEqual(figures(c.rule));
    }
  });

  it.each(pages)("%s shows no English phrase in Hindi, where its English twin shows many", (path, english, hindi) => {
    expectHindiPage(renderInHindi(hindi.default, { path: `/hi${path}` }).container);
    expect(englishRunsOf(english.default, path).length).toBeGreaterThan(5);
  });
});
