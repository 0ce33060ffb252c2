import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { CLAIM_WINDOW_HOURS } from "~/content/guarantee";
import {
  INSURANCE_PREMIUM_RANGE,
  LEGAL_LAST_UPDATED,
  type LegalBlock,
  type LegalSection,
  privacySections as englishPrivacy,
  termsSections as englishTerms,
} from "~/content/legal";
import { namedWords } from "~/content/translation";
import { localizedDate, privacySections, termsSections } from "~/locales/hi/content/legal";
import { legalSections } from "~/locales/hi/sections/legal";
import { legalContext } from "~/sections/legal/legal-context";

import {
  expectHindiHead,
  expectHindiPage,
  expectHindiTexts,
  records as companyRecords,
  renderInHindi,
} from "../../../tests/hindi-page";
import { meta as privacyMeta } from "../privacy-policy";
import { meta as termsMeta } from "../terms-and-conditions";
import HindiPrivacyPolicy, { meta as hindiPrivacyMeta } from "./privacy-policy";
import HindiTermsAndConditions, { meta as hindiTermsMeta } from "./terms-and-conditions";

const context = legalContext();
/** What a Hindi page keeps in Latin: the company's records and the site's own details. */
const records = [...companyRecords, context.phone, context.address];

const pages = [
  {
    path: "/terms-and-conditions",
    meta: termsMeta,
    hindiMeta: hindiTermsMeta,
    english: englishTerms,
    hindi: termsSections[1] as typeof englishTerms,
    page: HindiTermsAndConditions,
    links: ["/hi/charges"],
  },
  {
    path: "/privacy-policy",
    meta: privacyMeta,
    hindiMeta: hindiPrivacyMeta,
    english: englishPrivacy,
    hindi: privacySections[1] as typeof englishPrivacy,
    page: HindiPrivacyPolicy,
    links: [],
  },
];

/** A block's shape: a paragraph, or a list of so many items. */
const shape = (block: LegalBlock) => (typeof block === "string" ? "p" : block.length);
/** The figures a text states (days, hours, percentages, the date's day and year, the phone and PIN). */
const figures = (texts: string[]) => texts.flatMap((t) => t.match(/\d+/g) ?? []).sort();
const sectionTexts = (sections: LegalSection[]) => sections.flatMap((s) => [s.title, ...s.blocks.flat()]);

describe.each(pages)("the Hindi page of $path (issue 18)", ({ path, meta, hindiMeta, english, hindi, page, links }) => {
  it("has a Hindi title and its own canonical address under /hi", () => {
    expectHindiHead(path, hindiMeta, meta);
  });

  it("translates every section, paragraph and list item, with the English ids and figures", () => {
    const [en, hindiSections] = [english(context), hindi(context)];
    expect(hindiSections.map((s) => s.id)).toEqual(en.map((s) => s.id));
    expect(hindiSections.map((s) => s.blocks.map(shape))).toEqual(en.map((s) => s.blocks.map(shape)));
    hindiSections.forEach((s, i) => expect(figures(sectionTexts([s])), s.id).toEqual(figures(sectionTexts([en[i]!]))));
    expectHindiTexts(sectionTexts(hindiSections), records);
    expect(sectionTexts(hindiSections).join("\n")).toContain(`अंतिम अपडेट: ${localizedDate(LEGAL_LAST_UPDATED)}।`);
  });

  it("renders in Hindi, says the English text prevails, and keeps its links on Hindi pages", () => {
    const main = renderInHindi(page).container;
    expect(main.textContent).toContain("अंग्रेजी पाठ ही मान्य होगा");
    expect(main.textContent).toContain(`अंतिम अपडेट: ${localizedDate(LEGAL_LAST_UPDATED)}`);
    expect(expectHindiPage(main, records)).toEqual(links);
  });
});

describe("the legal pages' Hindi (issue 18)", () => {
  it("pairs the English records and words it translates", () => {
    expect(termsSections[0]).toBe(englishTerms);
    expect(privacySections[0]).toBe(englishPrivacy);
    const [name, words] = legalSections[0]! as readonly [string, Record<string, unknown>];
    const englishWords = namedWords(name) as Record<string, unknown>;
    expect(Object.keys(words)).toEqual(Object.keys(englishWords));
    for (const key of Object.keys(words)) expect(typeof words[key], key).toBe(typeof englishWords[key]);
  });

  it("writes the date in Hindi, from the English one", () => {
    expect(localizedDate("1 June 2025")).toBe("1 जून 2025");
    expect(localizedDate("25 November 2026")).toBe("25 नवंबर 2026");
    expect(() => localizedDate("2025-06-01")).toThrow(/Not a date/);
  });

  it("names the courts, the claim window, the premium and the charges' page as the English terms do", () => {
    const terms = sectionTexts((termsSections[1] as typeof englishTerms)(context)).join("\n");
    expect(terms).toContain("बिहार में, पटना की अदालतों");
    expect(terms).toContain(`डिलीवरी के ${CLAIM_WINDOW_HOURS} घंटे के अंदर`);
    expect(terms).toContain(`घोषित कीमत का ${INSURANCE_PREMIUM_RANGE}`);
    expect(terms).toContain(`${site.url}/charges पर प्रकाशित`);
  });
});
