// @vitest-environment node
import { describe, expect, it } from "vitest";

import { problemWithEdit, readEdited } from "../../../tests/edited-content";
import { locales, nativeName, translatedLocales } from "../../config/locales";
import { pageFacts } from "../../routes/page-data";
import { bookSurveyIn } from "../book-survey";
import type { PageFacts } from "../pages";
import type { BookSurveyContent } from "./book-survey";

const problemWith = (edit: (file: BookSurveyContent) => void) =>
  problemWithEdit<BookSurveyContent>("book-survey", edit);

describe("a survey booking file that breaks a rule", () => {
  it("refuses the survey's steps out of order or one missing, naming the file and the path", async () => {
    expect(await problemWith((file) => file.steps.steps.reverse())).toMatch(
      /\/en\/book-survey\.json:\n\s+steps\.steps: the steps 'pick', 'confirm', 'survey', 'quote', in this order/,
    );
    expect(await problemWith((file) => file.steps.steps.pop())).toContain("steps.steps: the steps");
  });

  it("refuses languages other than the locale table's, or out of its order", async () => {
    const expected = `form.languages: languages of the locale table (${locales.map((l) => `'${l}'`).join(", ")})`;
    expect(await problemWith((file) => file.form.languages.push({ id: "xx", name: "Other" }))).toContain(expected);
    expect(await problemWith((file) => file.form.languages.reverse())).toContain(expected);
  });

  it("takes a file that does not name every language of the table", async () => {
    expect(await problemWith((file) => file.form.languages.pop())).toBe("");
  });

  it("refuses a template that loses what the page puts in, or names what it does not", async () => {
    expect(await problemWith((file) => (file.confirmation.requested = "Requested: {kind} on {day}."))).toContain(
      "confirmation.requested: names '{time}'",
    );
    expect(await problemWith((file) => (file.form.home.text = "In {cities} cities."))).toContain(
      "form.home.text: '{cities}' is none of the placeholders",
    );
    expect(await problemWith((file) => (file.floors.ordinal.other = "a high floor"))).toContain(
      "floors.ordinal.other: names '{floor}'",
    );
  });

  it("refuses a file that names no floor in words, not even the ground floor", async () => {
    expect(await problemWith((file) => (file.floors.names = []))).toContain(
      "floors.names: at least the ground floor's name",
    );
  });

  it("refuses a translation that leaves a text out, or names a placeholder the page does not fill", async () => {
    for (const locale of translatedLocales) {
      const missing = await problemWithEdit<BookSurveyContent>(
        "book-survey",
        (file) => delete (file.confirmation as Partial<BookSurveyContent["confirmation"]>).ics,
        locale,
      );
      expect(missing, locale).toMatch(new RegExp(`/${locale}/book-survey\\.json:\\n\\s+confirmation\\.ics: missing`));
      const unknown = await readEdited<BookSurveyContent, string>(
        "book-survey",
        (file) => (file.confirmation.at = `${file.confirmation.at} {street}`),
        (dir) =>
          bookSurveyIn(locale, { reply: "30" } as PageFacts, dir).then(
            () => "",
            (error: Error) => error.message,
          ),
        locale,
      );
      expect(unknown, locale).toMatch(new RegExp(`/${locale}/book-survey\\.json:\\n\\s+confirmation\\.at: .*\\{street\\}`));
    }
  });
});

describe("the languages the survey form offers", () => {
  it("are every language of the table, by the words' name or, where they name none, by its own", async () => {
    const facts = await pageFacts(new Request("http://localhost/book-survey"));
    const last = locales.at(-1)!;
    const { form } = await readEdited<BookSurveyContent, BookSurveyContent>(
      "book-survey",
      (file) => (file.form.languages = file.form.languages.filter((l) => l.id !== last)),
      (dir) => bookSurveyIn("en", facts, dir),
    );
    expect(form.languages.map((l) => l.id)).toEqual(locales);
    expect(form.languages.at(-1)).toEqual({ id: last, name: nativeName[last] });
    expect((await bookSurveyIn("en", facts)).form.languages.at(-1)?.name).not.toBe(nativeName[last]);
  });
});
