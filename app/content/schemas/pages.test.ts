// @vitest-environment node
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit, readEdited } from "../../../tests/edited-content";
import { type Locale, locales, translatedLocales } from "../../config/locales";
import { pageFacts } from "../../routes/page-data";
import { pageWordsIn } from "../pages";
import { readContent } from "../read";
import type { Kind } from "./index";
import {
  type CareerContent,
  type ChargesPageContent,
  type ContactContent,
  type FaqPageContent,
  type NotFoundContent,
  PAGE_FACTS,
  type ReportReceivedContent,
  type TestimonialsPageContent,
  type ThankYouContent,
} from "./pages";

/** The facts as the page in `locale` writes them. */
const factsIn = (locale: Locale) => pageFacts(new Request(`http://localhost/${locale === "en" ? "" : locale}`));

describe("a contact page file that breaks a rule", () => {
  const problemWith = (edit: (contact: ContactContent) => void, locale?: Locale) =>
    problemWithEdit("contact", edit, locale);

  it("names the file and the text whose placeholder is none of the facts", async () => {
    const message = await problemWith((contact) => (contact.hero.intro = "We answer within {replyTime}."));
    expect(message).toContain(join("en", "contact.json"));
    expect(message).toContain(
      `hero.intro: '{replyTime}' is none of the facts ${PAGE_FACTS.map((f) => `'{${f}}'`).join(", ")}`,
    );
  });

  it("refuses an empty heading and a form with no tips", async () => {
    expect(await problemWith((contact) => (contact.connect.title = ""))).toContain(
      "connect.title: words, not an empty text",
    );
    expect(await problemWith((contact) => (contact.enquiry.tips = []))).toContain("enquiry.tips: at least one tip");
  });

  it("refuses a translation that leaves out a part or names an unknown placeholder", async () => {
    for (const locale of translatedLocales) {
      expect(
        await problemWith((contact) => delete (contact as Partial<ContactContent>).followUs, locale),
      ).toContain(`${join(locale, "contact.json")}:\n  followUs:`);
      expect(await problemWith((contact) => (contact.headOffice.map = "{company}"), locale)).toContain(
        "headOffice.map: '{company}' is none of the facts",
      );
    }
  });
});

describe("a career page file that breaks a rule", () => {
  const problemWith = (edit: (career: CareerContent) => void, locale?: Locale) =>
    problemWithEdit("career", edit, locale);

  it("refuses a template that leaves out what the page fills in, or names something else", async () => {
    expect(await problemWith((career) => (career.jobBoard.applyFor = "Apply Now"))).toContain(
      "jobBoard.applyFor: names '{title}'",
    );
    expect(await problemWith((career) => (career.jobBoard.count.other = "{count} jobs in {city}"))).toContain(
      "jobBoard.count.other: '{city}' is none of the placeholders '{count}'",
    );
    expect(await problemWith((career) => (career.hero.jump.other = "See {count} jobs in {years}+ years"))).toContain(
      "hero.jump.other: '{years}' is none of the placeholders '{count}'",
    );
  });

  it("refuses a count without its 'other' form, a form Intl does not name and an unknown icon", async () => {
    expect(await problemWith((career) => delete (career.jobBoard.count as Partial<CareerContent["jobBoard"]["count"]>).other)).toContain(
      "jobBoard.count.other:",
    );
    expect(
      await problemWith((career) => ((career.jobBoard.count as Record<string, string>).several = "{count} jobs")),
    ).toContain("jobBoard.count: Unrecognized key");
    expect(await problemWith((career) => ((career.values.cards[0]!.icon as string) = "star"))).toContain(
      "values.cards[0].icon: one of the icons 'shield'",
    );
  });

  it("refuses a translation's template without the page's placeholder", async () => {
    for (const locale of translatedLocales)
      expect(
        await problemWith((career) => (career.jobBoard.applyFor = career.jobBoard.applyFor.replace("{title}", "").trim()), locale),
      ).toContain(`${join(locale, "career.json")}:\n  jobBoard.applyFor: names '{title}'`);
  });
});

describe("an FAQ page file that breaks a rule", () => {
  it("names the file and the empty button", async () => {
    const message = await problemWithEdit<FaqPageContent>("faq", (faq) => (faq.contact.button = ""));
    expect(message).toContain(join("en", "faq.json"));
    expect(message).toContain("contact.button: words, not an empty text");
  });
});

describe("a testimonials page file that breaks a rule", () => {
  const problemWith = (edit: (page: TestimonialsPageContent) => void, locale?: Locale) =>
    problemWithEdit("testimonials-page", edit, locale);

  it("refuses a rating without the place of what it is based on, or a count without both its numbers", async () => {
    expect(await problemWith((page) => (page.hero.rating = "{rating}/5 on Google."))).toContain(
      "hero.rating: names '{basis}'",
    );
    expect(await problemWith((page) => (page.reviews.showing = "Showing {shown} testimonials"))).toContain(
      "reviews.showing: names '{total}'",
    );
    expect(await problemWith((page) => (page.reviews.showing = "{shown} of {total} in {city}"))).toContain(
      "reviews.showing: '{city}' is none of the placeholders '{shown}', '{total}'",
    );
  });

  it("keeps a translation's note that its reviews are translated, and refuses an empty one", async () => {
    for (const locale of translatedLocales) {
      const { reviews } = await readContent("testimonials-page", locale);
      expect(reviews.translatedNote, locale).toBeTruthy();
      expect(await problemWith((page) => (page.reviews.translatedNote = ""), locale)).toContain(
        "reviews.translatedNote: words, not an empty text",
      );
    }
  });
});

describe("a charges page file that breaks a rule", () => {
  it("refuses a group of charges left out, or one that no charge reaches a bill by", async () => {
    const problemWith = (edit: (page: ChargesPageContent) => void) => problemWithEdit("charges-page", edit);
    expect(
      await problemWith((page) => delete (page.groups as Partial<ChargesPageContent["groups"]>)["at-actual"]),
    ).toContain("groups.at-actual:");
    expect(
      await problemWith((page) => ((page.groups as Record<string, unknown>).later = page.groups.quoted)),
    ).toContain("groups: Unrecognized key");
  });
});

describe("a form's landing page file that breaks a rule", () => {
  it("refuses a call to phone without the numbers the page draws as links, in every language", async () => {
    for (const locale of locales) {
      expect(
        await problemWithEdit<ThankYouContent>("thank-you", (page) => (page.card.call = "Call us."), locale),
        locale,
      ).toContain("card.call: names '{phone}'");
      expect(
        await problemWithEdit<ReportReceivedContent>(
          "verify-report-received",
          (page) => (page.card.call = "Call {helpline} now."),
          locale,
        ),
        locale,
      ).toContain("card.call: names '{phone}'");
    }
    expect(
      await problemWithEdit<ThankYouContent>("thank-you", (page) => (page.card.call = "Call {phone} or {mobile}.")),
    ).toContain("card.call: '{mobile}' is none of the placeholders '{phone}'");
  });
});

describe("a not-found page file that breaks a rule", () => {
  it("refuses a placeholder, which the app would show unfilled, in every language", async () => {
    for (const locale of locales)
      expect(
        await problemWithEdit<NotFoundContent>("not-found", (page) => (page.message.text = "See {brand}'s services."), locale),
        locale,
      ).toContain(`${join(locale, "not-found.json")}:\n  message.text: no placeholder`);
  });
});

describe("the simple pages' words", () => {
  /** Each page's words, with the names of the templates it fills as it shows them. */
  const pages: [Kind, string[]][] = [
    ["contact", []],
    ["career", ["count", "title"]],
    ["faq", []],
    ["testimonials-page", ["basis", "shown", "total", "count"]],
    ["charges-page", []],
    ["terms-and-conditions", []],
    ["privacy-policy", []],
    ["thank-you", ["phone"]],
    ["verify-report-received", ["helpline", "phone"]],
    ["not-found", []],
  ];

  it("have every fact written out, in every language", async () => {
    for (const locale of locales)
      for (const [page, templates] of pages) {
        const words = await pageWordsIn(page, locale, await factsIn(locale), templates);
        const left = [...JSON.stringify(words).matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        expect(left.filter((name) => !templates.includes(name!)), `${locale}/${page}`).toEqual([]);
      }
  });

  it("stop the build on a day a language names by placeholder without its words for the days", async () => {
    for (const locale of translatedLocales) {
      const facts = await factsIn(locale);
      if (facts.officeDays) continue;
      const message = await readEdited<ContactContent, string>(
        "contact",
        (contact) => (contact.headOffice.hours = "{officeDays}, {officeHours}"),
        (dir) =>
          pageWordsIn("contact", locale, facts, [], dir).then(
            () => "",
            (error: Error) => error.message,
          ),
        locale,
      );
      expect(message).toContain(join(locale, "contact.json"));
      expect(message).toContain("headOffice.hours: '{officeDays}' is none of the figures");
    }
  });
});
