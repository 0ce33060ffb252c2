import { describe, expect, it } from "vitest";

import { namedWords, type Translation } from "~/content/translation";
import { verify as hindiVerifyContent } from "~/locales/hi/content/verify";
import { cityNotFoundSections } from "~/locales/hi/sections/network-not-found";
import { verifySections } from "~/locales/hi/sections/verify";
import { CityNotFound } from "~/sections/network/city-not-found";
import { verifyContext } from "~/sections/verify/verify-context";

import { untranslatedRuns } from "../../../scripts/untranslated";
import {
  canonicalOf,
  DEVANAGARI,
  englishRunsOf,
  expectHindiHead,
  expectHindiPage,
  renderInHindi,
  textsOf,
  titleOf,
} from "../../../tests/hindi-page";
import NotFound, { meta as englishNotFoundMeta } from "../not-found";
import ThankYou, { meta as englishThankYouMeta } from "../thank-you";
import Verify, { meta as englishVerifyMeta } from "../verify";
import ReportReceived, { meta as englishReportReceivedMeta } from "../verify-report-received";
import HindiNotFound, { meta as notFoundMeta } from "./not-found";
import HindiThankYou, { meta as thankYouMeta } from "./thank-you";
import HindiVerify, { meta as verifyMeta } from "./verify";
import HindiReportReceived, { meta as reportReceivedMeta } from "./verify-report-received";

type Tags = ReturnType<typeof verifyMeta>;

const noindex = (tags: Tags) => tags.some((t) => "name" in t && t.name === "robots" && t.content === "noindex");
const locale = (tags: Tags) =>
  (tags.find((t) => "property" in t && t.property === "og:locale") as { content: string }).content;

/** Every text in a translation, functions called with the site's details. */
const texts = (value: unknown) => textsOf(value, { args: [verifyContext()] });

describe("the Hindi /verify, thank-you, report-received and not-found pages", () => {
  const pages = [
    ["/verify", verifyMeta, englishVerifyMeta, false],
    ["/thank-you", thankYouMeta, englishThankYouMeta, true],
    ["/verify/report-received", reportReceivedMeta, englishReportReceivedMeta, true],
  ] as const;

  it.each(pages)("%s has a Hindi title and description and its /hi canonical", (path, hindi, english, hidden) => {
    const tags = expectHindiHead(path, hindi, english);
    expect(locale(tags)).toBe("hi_IN");
    expect(noindex(tags)).toBe(hidden);
    expect(noindex(english())).toBe(hidden);
  });

  it("the not-found page has a Hindi title, no canonical and stays out of search results", () => {
    const tags = notFoundMeta();
    expect(titleOf(tags)).toMatch(/^[\u0900-\u097F]/);
    expect(titleOf(tags)).not.toBe(titleOf(englishNotFoundMeta()));
    expect(canonicalOf(tags)).toBeUndefined();
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
        return hindiTexts.filter((t, i) => !DEVANAGARI.test(t) && t !== englishTexts[i]);
      },
    );
    expect(untranslated).toEqual([]);
    const labels = texts(hindiVerifyContent.at(-1)?.[1]);
    expect(labels.filter((t) => DEVANAGARI.test(t))).toHaveLength(3);
  });

  it.each([
    ["/hi/verify", HindiVerify, Verify],
    ["/hi/thank-you", HindiThankYou, ThankYou],
    ["/hi/verify/report-received", HindiReportReceived, ReportReceived],
    ["/hi/__not-found", HindiNotFound, NotFound],
  ] as const)("%s shows no English phrase and links to Hindi pages", (_path, page, english) => {
    expect(englishRunsOf(english)).not.toEqual([]);
    expect(expectHindiPage(renderInHindi(page).container).length).toBeGreaterThan(0);
  });

  it("the unknown city's own words are Hindi (the city list below them is the /network page's)", () => {
    const { container } = renderInHindi(CityNotFound, { translations: cityNotFoundSections });
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
