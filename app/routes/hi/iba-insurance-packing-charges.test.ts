import { render } from "@testing-library/react";
import { createElement, type FC } from "react";
import type { MetaDescriptor } from "react-router";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { extraCharges as englishCharges } from "~/content/charges";
import { extraCharges, neverCharged } from "~/content/hi/charges";
import { iba } from "~/content/hi/service-pages/iba";
import { insurance } from "~/content/hi/service-pages/insurance";
import { packingTips } from "~/content/hi/service-pages/packing";
import type { Translation } from "~/content/translation";
import { hindiForms } from "~/forms/hi";
import { hi } from "~/i18n/hi";
import { LanguageProvider } from "~/i18n/strings";
import * as englishCharges_ from "~/routes/charges";
import * as englishInsurance from "~/routes/goods-insurance";
import * as englishIba from "~/routes/iba-approved-transporter";
import * as englishPacking from "~/routes/packing";
import { chargesSections } from "~/sections/charges/hi";
import { helpSections, packingGuideSections } from "~/sections/services/hi-guides";

import { recordsOf, untranslatedRuns } from "../../../scripts/untranslated";
import * as hindiCharges from "./charges";
import * as hindiInsurance from "./goods-insurance";
import * as hindiIba from "./iba-approved-transporter";
import * as hindiPacking from "./packing";

interface RouteModule {
  meta: () => MetaDescriptor[];
  default: FC;
}

const pages: [path: string, english: RouteModule, hindi: RouteModule][] = [
  ["/iba-approved-transporter", englishIba, hindiIba],
  ["/goods-insurance", englishInsurance, hindiInsurance],
  ["/packing", englishPacking, hindiPacking],
  ["/charges", englishCharges_, hindiCharges],
];

const titleOf = (tags: MetaDescriptor[]) => (tags.find((t) => "title" in t) as { title: string }).title;
const canonical = (tags: MetaDescriptor[]) =>
  (tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string } | undefined)?.href;
const description = (tags: MetaDescriptor[]) =>
  (tags.find((t) => "name" in t && t.name === "description") as { content: string }).content;

/** Every text of a translated record, with where it is; ids and the English keys' values are left out. */
function textsOf(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value === "function") return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsOf(v, `${at}[${i}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value)
      .filter(([k]) => k !== "id" && k !== "when")
      .flatMap(([k, v]) => textsOf(v, `${at}.${k}`));
  return [];
}

/** What a page shows, text and the attributes a screen reader or a search engine reads. */
function shownText(container: HTMLElement): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
  for (const el of container.querySelectorAll("[aria-label], [alt], [placeholder], [title]"))
    for (const name of ["aria-label", "alt", "placeholder", "title"]) parts.push(el.getAttribute(name) ?? "");
  return parts.join("\n");
}

const renderIn = (locale: "en" | "hi", Page: FC, path: string) =>
  render(
    createElement(
      MemoryRouter,
      { initialEntries: [path] },
      createElement(
        LanguageProvider,
        { value: locale === "hi" ? { locale, strings: hi, forms: hindiForms } : { locale, strings: hi } },
        createElement(Page),
      ),
    ),
  );

describe("the Hindi /iba-approved-transporter, /goods-insurance, /packing and /charges (issue 18)", () => {
  it.each(pages)("%s has a Hindi title, description and canonical under /hi", (path, english, hindi) => {
    const tags = hindi.meta();
    expect(canonical(tags)).toBe(`${site.url}/hi${path}`);
    expect(titleOf(tags)).toMatch(/[\u0900-\u097F][^|]*\| /);
    expect(titleOf(tags)).not.toBe(titleOf(english.meta()));
    expect(description(tags)).toMatch(/[\u0900-\u097F]/);
    expect(untranslatedRuns(`${titleOf(tags)}\n${description(tags)}`, recordsOf(site))).toEqual([]);
    // The English page keeps its own.
    expect(canonical(english.meta())).toBe(`${site.url}${path}`);
  });

  it.each(pages.filter(([path]) => path !== "/charges"))(
    "%s names itself in Hindi in its JSON-LD, its trail leading to Hindi pages",
    (path, _english, hindi) => {
      const ld = JSON.stringify(hindi.meta().filter((t) => "script:ld+json" in t));
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
    const texts = records.flatMap(([, hindi]) => textsOf(hindi));
    expect(texts.length).toBeGreaterThan(100);
    // Only the tax's name is the same in both languages (docs/hindi-glossary.md keeps GST in Latin letters).
    expect(texts.filter(([, t]) => !/[\u0900-\u097F]/.test(t) && t !== "GST")).toEqual([]);
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
    const records = recordsOf(site);
    const { container, unmount } = renderIn("hi", hindi.default, `/hi${path}`);
    const text = shownText(container);
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(untranslatedRuns(text, records)).toEqual([]);
    const links = [...container.querySelectorAll("a[href^='/']")].map((a) => a.getAttribute("href"));
    expect(links.filter((h) => !/^\/hi(\/|$|#|\?)/.test(h ?? ""))).toEqual([]);
    unmount();
    const englishPage = renderIn("en", english.default, path);
    expect(untranslatedRuns(shownText(englishPage.container), records).length).toBeGreaterThan(5);
    englishPage.unmount();
  });
});
