import { render } from "@testing-library/react";
import { createElement, type FunctionComponent } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { verify as hindiVerifyContent } from "~/content/hi/verify";
import { namedWords, type Translation } from "~/content/translation";
import { hindiForms } from "~/forms/hi";
import { hi } from "~/i18n/hi";
import { LanguageProvider } from "~/i18n/strings";
import { TranslationsProvider } from "~/i18n/translations";
import { CityNotFound } from "~/sections/network/city-not-found";
import { cityNotFoundSections } from "~/sections/network/hi-not-found";
import { verifySections } from "~/sections/verify/hi";
import { verifyContext } from "~/sections/verify/verify-context";

import { recordsOf, untranslatedRuns } from "../../../scripts/untranslated";
import NotFound, { meta as englishNotFoundMeta } from "../not-found";
import ThankYou, { meta as englishThankYouMeta } from "../thank-you";
import Verify, { meta as englishVerifyMeta } from "../verify";
import ReportReceived, { meta as englishReportReceivedMeta } from "../verify-report-received";
import HindiNotFound, { meta as notFoundMeta } from "./not-found";
import HindiThankYou, { meta as thankYouMeta } from "./thank-you";
import HindiVerify, { meta as verifyMeta } from "./verify";
import HindiReportReceived, { meta as reportReceivedMeta } from "./verify-report-received";

type Tags = ReturnType<typeof verifyMeta>;

const title = (tags: Tags) => (tags.find((t) => "title" in t) as { title: string }).title;
const canonical = (tags: Tags) =>
  (tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string } | undefined)?.href;
const noindex = (tags: Tags) => tags.some((t) => "name" in t && t.name === "robots" && t.content === "noindex");
const locale = (tags: Tags) =>
  (tags.find((t) => "property" in t && t.property === "og:locale") as { content: string }).content;

const devanagari = /[\u0900-\u097F]/;

/** Every text in a translation, functions called with the site's details. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return texts((value as (c: unknown) => unknown)(verifyContext()));
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

/** What a Hindi page shows in its main content: the text and the labels a screen reader reads. */
function shownText(page: FunctionComponent) {
  const { container } = render(
    createElement(
      MemoryRouter,
      null,
      createElement(LanguageProvider, { value: { locale: "hi", strings: hi, forms: hindiForms } }, createElement(page)),
    ),
  );
  const labels = [...container.querySelectorAll("[aria-label], [alt], [placeholder], [title]")].flatMap((el) =>
    ["aria-label", "alt", "placeholder", "title"].map((a) => el.getAttribute(a) ?? ""),
  );
  const links = [...container.querySelectorAll("a[href^='/']")].map((a) => a.getAttribute("href"));
  return { text: [container.textContent ?? "", ...labels].join("\n"), links };
}

/**
 * The company's records, kept in Latin. The insurers are registered company names too (shown in the identity
 * list on /verify), but scripts/untranslated.ts does not list them yet.
 */
const records = [...recordsOf(site), ...site.identity.insurers];

describe("the Hindi /verify, thank-you, report-received and not-found pages", () => {
  const pages = [
    ["/verify", verifyMeta, englishVerifyMeta, false],
    ["/thank-you", thankYouMeta, englishThankYouMeta, true],
    ["/verify/report-received", reportReceivedMeta, englishReportReceivedMeta, true],
  ] as const;

  it.each(pages)("%s has a Hindi title and description and its /hi canonical", (path, hindi, english, hidden) => {
    const tags = hindi();
    expect(title(tags)).toMatch(/^[\u0900-\u097F][^|]*\| /);
    expect(title(tags)).not.toBe(title(english()));
    const description = tags.find((t) => "name" in t && t.name === "description") as { content: string };
    expect(description.content).toMatch(devanagari);
    expect(canonical(tags)).toBe(`${site.url}/hi${path}`);
    expect(locale(tags)).toBe("hi_IN");
    expect(noindex(tags)).toBe(hidden);
    expect(noindex(english())).toBe(hidden);
  });

  it("the not-found page has a Hindi title, no canonical and stays out of search results", () => {
    const tags = notFoundMeta();
    expect(title(tags)).toMatch(/^[\u0900-\u097F]/);
    expect(title(tags)).not.toBe(title(englishNotFoundMeta()));
    expect(canonical(tags)).toBeUndefined();
    expect(noindex(tags)).toBe(true);
    expect(locale(tags)).toBe("hi_IN");
  });

  it("translates every text of the /verify content and sections and of the unknown-city section into Hindi", () => {
    // Numbers, addresses and links are read from the English record: a text the same as its English one is one.
    const untranslated = [...hindiVerifyContent, ...verifySections, ...cityNotFoundSections].flatMap(
      ([english, hindi]: Translation) => {
        const englishTexts = texts(typeof english === "string" ? namedWords(english) : english);
        const hindiTexts = texts(hindi);
        expect(hindiTexts).toHaveLength(englishTexts.length);
        return hindiTexts.filter((t, i) => !devanagari.test(t) && t !== englishTexts[i]);
      },
    );
    expect(untranslated).toEqual([]);
    const labels = texts(hindiVerifyContent.at(-1)?.[1]);
    expect(labels.filter((t) => devanagari.test(t))).toHaveLength(3);
  });

  it.each([
    ["/hi/verify", HindiVerify, Verify],
    ["/hi/thank-you", HindiThankYou, ThankYou],
    ["/hi/verify/report-received", HindiReportReceived, ReportReceived],
    ["/hi/__not-found", HindiNotFound, NotFound],
  ] as const)("%s shows no English phrase and links to Hindi pages", (_path, page, english) => {
    // The same check finds the English page's words, so it is not passing for want of text.
    expect(untranslatedRuns(shownText(english).text, records)).not.toEqual([]);
    const { text, links } = shownText(page);
    expect(text).toMatch(devanagari);
    expect(untranslatedRuns(text, records)).toEqual([]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((h) => !/^\/hi(\/|$|#|\?)/.test(h ?? ""))).toEqual([]);
  });

  it("the unknown city's own words are Hindi (the city list below them is the /network page's)", () => {
    const { container } = render(
      createElement(
        MemoryRouter,
        null,
        createElement(
          LanguageProvider,
          { value: { locale: "hi", strings: hi, forms: hindiForms } },
          createElement(TranslationsProvider, {
            translations: cityNotFoundSections,
            children: createElement(CityNotFound),
          }),
        ),
      ),
    );
    const own = [...container.querySelectorAll("h1, h2, p")].filter((el) => !el.closest("ul"));
    const text = [
      ...own.map((el) => el.textContent ?? ""),
      ...[...container.querySelectorAll("[aria-label]")].map((el) => el.getAttribute("aria-label") ?? ""),
    ].join("\n");
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(text).toMatch(/शहर नहीं मिला/);
    expect(untranslatedRuns(text)).toEqual([]);
    expect(container.querySelector("a[href='/hi/network']")).not.toBeNull();
  });
});
