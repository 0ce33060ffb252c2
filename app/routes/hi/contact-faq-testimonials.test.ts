import { render } from "@testing-library/react";
import { createElement } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { faqs as englishFaqs } from "~/content/faqs";
import { faqs } from "~/content/hi/faqs";
import { testimonials } from "~/content/hi/testimonials";
import { testimonials as englishTestimonials } from "~/content/testimonials";
import { namedWords } from "~/content/translation";
import { hindiForms } from "~/forms/hi";
import { hi } from "~/i18n/hi";
import { LanguageProvider } from "~/i18n/strings";
import { meta as contactMeta } from "~/routes/contact";
import { meta as faqMeta } from "~/routes/faq";
import { meta as testimonialsMeta } from "~/routes/testimonials";
import { contactSections } from "~/sections/contact/hi";
import { testimonialSections } from "~/sections/testimonials/hi";

import { recordsOf, untranslatedRuns } from "../../../scripts/untranslated";
import HindiContact, { meta as hindiContactMeta } from "./contact";
import HindiFaq, { meta as hindiFaqMeta } from "./faq";
import HindiTestimonials, { meta as hindiTestimonialsMeta } from "./testimonials";

type Tags = ReturnType<typeof contactMeta>;

const titleOf = (tags: Tags) => (tags.find((t) => "title" in t) as { title: string }).title;
const descriptionOf = (tags: Tags) =>
  (tags.find((t) => "name" in t && t.name === "description") as { content: string }).content;
const canonicalOf = (tags: Tags) =>
  (tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string } | undefined)?.href;
const jsonLdOf = (tags: Tags) =>
  tags.filter((t) => "script:ld+json" in t).map((t) => (t as { "script:ld+json": unknown })["script:ld+json"]);

const DEVANAGARI = /[\u0900-\u097F]/;

/** The company's records, kept in Latin on Hindi pages; the insurers are registered company names too. */
const records = [...recordsOf(site), ...site.identity.insurers];

/** A record's shape: its keys, each with what kind of value it holds, nested (as i18n/hindi-words.test.ts). */
const shape = (value: unknown): unknown => {
  if (typeof value === "function") return "function";
  if (typeof value !== "object" || value === null) return typeof value;
  if (Array.isArray(value)) return value.map(shape);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
};

/** Every text a translation holds, its functions called with a sample; ids, paths, dates and signs left out. */
function textsOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["to", "date", "service"].includes(key) ? [] : [value];
  if (typeof value === "function") return textsOf((value as (...a: unknown[]) => unknown)(3), key);
  if (Array.isArray(value)) return value.flatMap((v) => textsOf(v, key));
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([k, v]) => textsOf(v, k));
  return [];
}

const pages = [
  { path: "/contact", meta: contactMeta, hindiMeta: hindiContactMeta, Page: HindiContact },
  { path: "/faq", meta: faqMeta, hindiMeta: hindiFaqMeta, Page: HindiFaq },
  { path: "/testimonials", meta: testimonialsMeta, hindiMeta: hindiTestimonialsMeta, Page: HindiTestimonials },
];

/** A Hindi page as the Hindi layout (routes/layout-hi.tsx) gives it: the layout's and the forms' Hindi words. */
function renderInHindi(Page: () => React.ReactNode) {
  const InHindi = () =>
    createElement(LanguageProvider, { value: { locale: "hi", strings: hi, forms: hindiForms } }, createElement(Page));
  const Stub = createRoutesStub([{ path: "/", Component: InHindi }]);
  return render(createElement(Stub)).container;
}

describe("the Hindi /contact, /faq and /testimonials (issue 18)", () => {
  it.each(pages)("$path: a Hindi title and description, and the canonical /hi URL", ({ path, meta, hindiMeta }) => {
    const tags = hindiMeta();
    const english = meta();
    expect(titleOf(tags)).toMatch(/^[\u0900-\u097F][^|]*\| /);
    expect(titleOf(tags)).not.toBe(titleOf(english));
    expect(descriptionOf(tags)).toMatch(DEVANAGARI);
    expect(descriptionOf(tags).length).toBeGreaterThanOrEqual(50);
    expect(descriptionOf(tags).length).toBeLessThanOrEqual(160);
    expect(canonicalOf(tags)).toBe(`${site.url}/hi${path}`);
    expect(canonicalOf(english)).toBe(`${site.url}${path}`);
    // No FAQPage (or review) markup in either language: docs/decisions/structured-data.md.
    expect(JSON.stringify(jsonLdOf(tags))).not.toMatch(/FAQPage|"Review"|AggregateRating/);
  });

  it("has every FAQ and every review in Hindi, their links and dates the English records'", () => {
    const [faqsEnglish, faqsHindi] = faqs as readonly [typeof englishFaqs, typeof englishFaqs];
    expect(faqsEnglish).toBe(englishFaqs);
    expect(faqsHindi).toHaveLength(englishFaqs.length);
    expect(faqsHindi.map((f) => f.more?.to)).toEqual(englishFaqs.map((f) => f.more?.to));
    const [reviewsEnglish, reviewsHindi] = testimonials as readonly [
      typeof englishTestimonials,
      typeof englishTestimonials,
    ];
    expect(reviewsEnglish).toBe(englishTestimonials);
    expect(reviewsHindi.map((t) => [t.date, t.service])).toEqual(englishTestimonials.map((t) => [t.date, t.service]));
    for (const text of [...textsOf(faqsHindi), ...textsOf(reviewsHindi)]) {
      expect(text).toMatch(DEVANAGARI);
      expect(untranslatedRuns(text, records), text).toEqual([]);
    }
  });

  const sections = [...contactSections, ...testimonialSections] as (readonly [string, unknown])[];
  it.each(sections)("%s translates its section's words, every text in Hindi", (name, hindi) => {
    const english = namedWords(name);
    expect(english, `no section names its words "${name}"`).toBeDefined();
    expect(shape(hindi)).toEqual(shape(english));
    for (const text of textsOf(hindi)) expect(text).toMatch(DEVANAGARI);
  });

  it.each(pages)("$path in Hindi leaves no English phrase on the page", ({ Page }) => {
    const container = renderInHindi(Page);
    const parts = [container.textContent ?? ""];
    for (const el of container.querySelectorAll("[aria-label], [alt], [placeholder], [title]"))
      for (const name of ["aria-label", "alt", "placeholder", "title"]) parts.push(el.getAttribute(name) ?? "");
    expect(untranslatedRuns(parts.join("\n"), records)).toEqual([]);
    expect(container.textContent).toMatch(DEVANAGARI);
  });

  it("shows every FAQ, in Hindi, on the Hindi /faq", () => {
    const [, faqsHindi] = faqs as readonly [unknown, typeof englishFaqs];
    const questions = [...renderInHindi(HindiFaq).querySelectorAll("details summary")].map((s) => s.textContent);
    expect(questions).toEqual(faqsHindi.map((f) => f.question));
  });

  it("shows the 30 reviews in Hindi on the Hindi /testimonials, and says they are translated", () => {
    const container = renderInHindi(HindiTestimonials);
    expect(container.querySelectorAll("figure")).toHaveLength(englishTestimonials.length);
    expect(container.textContent).toContain("हिन्दी अनुवाद");
  });

  it("keeps the head office's postal address as registered on the Hindi /contact", () => {
    const address = renderInHindi(HindiContact).querySelector("[data-testid=office-address]");
    expect(address?.textContent).toContain(site.office.street);
  });
});
