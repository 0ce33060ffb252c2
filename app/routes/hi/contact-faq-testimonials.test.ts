import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { faqs as englishFaqs } from "~/content/faqs";
import { testimonials as englishTestimonials } from "~/content/testimonials";
import { faqs } from "~/locales/hi/content/faqs";
import { testimonials } from "~/locales/hi/content/testimonials";
import { contactSections } from "~/locales/hi/sections/contact";
import { testimonialSections } from "~/locales/hi/sections/testimonials";
import { meta as contactMeta } from "~/routes/contact";
import { meta as faqMeta } from "~/routes/faq";
import { meta as testimonialsMeta } from "~/routes/testimonials";

import {
  expectHindiHead,
  expectHindiPage,
  expectHindiTexts,
  expectSectionWords,
  jsonLdOf,
  renderInHindi,
  textsOf,
} from "../../../tests/hindi-page";
import HindiContact, { meta as hindiContactMeta } from "./contact";
import HindiFaq, { meta as hindiFaqMeta } from "./faq";
import HindiTestimonials, { meta as hindiTestimonialsMeta } from "./testimonials";

// Paths, dates and the service a review names are the English records'; the texts' functions take a count.
const texts = { skip: ["to", "date", "service"], args: [3] };

const pages = [
  { path: "/contact", meta: contactMeta, hindiMeta: hindiContactMeta, Page: HindiContact },
  { path: "/faq", meta: faqMeta, hindiMeta: hindiFaqMeta, Page: HindiFaq },
  { path: "/testimonials", meta: testimonialsMeta, hindiMeta: hindiTestimonialsMeta, Page: HindiTestimonials },
];

describe("the Hindi /contact, /faq and /testimonials (issue 18)", () => {
  it.each(pages)("$path: a Hindi title and description, and the canonical /hi URL", ({ path, meta, hindiMeta }) => {
    const tags = expectHindiHead(path, hindiMeta, meta);
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
    expectHindiTexts([...textsOf(faqsHindi, texts), ...textsOf(reviewsHindi, texts)]);
  });

  const sections = [...contactSections, ...testimonialSections] as (readonly [string, unknown])[];
  it.each(sections)("%s translates its section's words, every text in Hindi", (name, hindi) => {
    expectSectionWords(name, hindi, texts);
  });

  it.each(pages)("$path in Hindi leaves no English phrase on the page", ({ Page }) => {
    expectHindiPage(renderInHindi(Page).container);
  });

  it("shows every FAQ, in Hindi, on the Hindi /faq", () => {
    const [, faqsHindi] = faqs as readonly [unknown, typeof englishFaqs];
    const summaries = renderInHindi(HindiFaq).container.querySelectorAll("details summary");
    expect([...summaries].map((s) => s.textContent)).toEqual(faqsHindi.map((f) => f.question));
  });

  it("shows the 30 reviews in Hindi on the Hindi /testimonials, and says they are translated", () => {
    const { container } = renderInHindi(HindiTestimonials);
    expect(container.querySelectorAll("figure")).toHaveLength(englishTestimonials.length);
    expect(container.textContent).toContain("हिन्दी अनुवाद");
  });

  it("keeps the head office's postal address as registered on the Hindi /contact", () => {
    const address = renderInHindi(HindiContact).container.querySelector("[data-testid=office-address]");
    expect(address?.textContent).toContain(site.office.street);
  });
});
