// @vitest-environment node
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit, readEdited } from "../../../tests/edited-content";
import { type Locale, locales, translatedLocales } from "../../config/locales";
import { layoutWordsIn } from "../layout";
import type { LayoutContent } from "./layout";
import type { NamesContent } from "./names";

const problemWith = (edit: (words: LayoutContent) => void, locale = locales[0]) =>
  problemWithEdit<LayoutContent>("layout", edit, locale);

const problemWithLayout = (edit: (names: NamesContent) => void, locale: Locale = "en") =>
  readEdited<NamesContent, string>(
    "names",
    edit,
    (dir) =>
      layoutWordsIn(locale, dir).then(
        () => "",
        (error: Error) => error.message,
      ),
    locale,
  );

describe("a layout's words file that breaks a rule", () => {
  it("refuses a placeholder the layout does not fill, naming the file and the field", async () => {
    const message = await problemWith((words) => (words.words.footerAbout = "Movers for {decades} years."));
    expect(message).toContain(join("en", "layout.json"));
    expect(message).toContain("words.footerAbout: '{decades}' is none of the placeholders");
  });

  it("refuses an offer that lost the phones' hours", async () => {
    expect(await problemWith((words) => (words.words.topBarOffer = "Free survey & quote"))).toContain(
      "words.topBarOffer: names '{opens}', '{closes}'",
    );
  });

  it("refuses a link to what is not a path of the site", async () => {
    expect(await problemWith((words) => (words.mainNav[1]!.to = "about"))).toContain(
      "mainNav[1].to: a path of the site, like '/about' or '/'",
    );
  });

  it("refuses a link list with one id twice", async () => {
    expect(await problemWith((words) => (words.footerHelpful[1]!.id = words.footerHelpful[0]!.id))).toContain(
      "footerHelpful[1].id: the id 'about' is used twice",
    );
  });

  it.each(translatedLocales)("refuses a %s file that writes a link's path, which is the English file's", async (l) => {
    const message = await problemWith((words) => Object.assign(words.mainNav[0]!, { to: "/" }), l);
    expect(message).toContain(join(l, "layout.json"));
    expect(message).toContain("mainNav[0]");
  });

  it("refuses a carousel button that does not say what rotates", async () => {
    expect(await problemWith((words) => (words.carousel.next = "Next"))).toContain("carousel.next: names '{subject}'");
  });
});

describe("a names file that breaks a rule", () => {
  it("stops the layout when a time the phones open has no spelling, naming the file and the id to add", async () => {
    const message = await problemWithLayout((names) => (names.times = names.times.filter((t) => t.id !== "08-00")));
    expect(message).toContain(join("en", "names.json"));
    expect(message).toContain("times: the time 08:00 has none: add a record with the id '08-00'");
  });

  it("refuses a time that is not one", async () => {
    expect(await problemWithEdit<NamesContent>("names", (names) => (names.times[0]!.id = "8am"))).toContain(
      "times[0].id: a time of day as hours-minutes, like '09-30'",
    );
  });
});
