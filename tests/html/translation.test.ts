import { describe, expect, it } from "vitest";

import { localeOf, localePath, scriptLetter, translatedLocales } from "../../app/config/locales.ts";
import { officeAddress } from "../../app/config/site.ts";
import { cityPaths as pathsOfCities } from "../../app/content/paths.ts";
import { translatedPages } from "../../app/i18n/translated.ts";
import { untranslatedRuns } from "../../scripts/untranslated.ts";
import { translatedLocalePages } from "../pages";
import { built, notFoundFiles, site, textOf } from "./built";
import { keptOn, partsOf } from "./translated-words";

const cityPaths = await pathsOfCities();

/** How many words of `text` the check takes for English. */
const englishWords = (text: string, path: string) => untranslatedRuns(text, keptOn(path)).join(" ").split(" ").length;

describe("no English left on the translated pages", () => {
  it("the check finds English words left in translated text, and lets the records through", () => {
    expect(untranslatedRuns("हमारी टीम Free survey देती है", keptOn("/hi"))).toEqual(["Free survey"]);
    expect(untranslatedRuns("আমাদের টিম Free survey দেয়", keptOn("/bn"))).toEqual(["Free survey"]);
    expect(untranslatedRuns(`${site.identity.legalName} · ${site.office.street}`, keptOn("/hi"))).toEqual([]);
  });

  const inEach = (paths: readonly string[]) =>
    translatedLocales.flatMap((locale) => paths.map((p) => [localePath(p, locale), locale] as const));

  it.each(inEach([...translatedPages, ...cityPaths]))("%s: its own part is all in the language", (path, locale) => {
    const { main } = partsOf(path);
    expect(main).toMatch(scriptLetter(locale));
    expect(untranslatedRuns(main, keptOn(path))).toEqual([]);
  });

  it.each([...translatedPages, ...cityPaths])(
    "the same check finds the English words of %s, so it is not passing for want of text",
    (path) => {
      expect(englishWords(partsOf(path).main, path)).toBeGreaterThan(20);
    },
  );

  it.each([...translatedLocalePages, ...notFoundFiles.filter((f) => localeOf(f) !== "en")])(
    "%s: the header, menus, contact bars, pop-ups and footer are all in the language",
    (path) => {
      const { chrome } = partsOf(path);
      expect(chrome).toMatch(scriptLetter(localeOf(path)));
      expect(untranslatedRuns(chrome, keptOn(path))).toEqual([]);
    },
  );

  // The postal address stays as registered; in a sentence or a heading the head office's locality is a place
  // like any other, in the page's letters (নিউটাউন, न्यूटाउन), not Latin beside them.
  it.each(translatedLocalePages)("%s names the head office's locality in its letters outside the address", (path) => {
    const text = textOf(built(path).document.body).replaceAll(officeAddress(site.office), "");
    expect(text).not.toContain(site.office.locality);
  });

  it("the same check finds the English chrome's words", () => {
    expect(englishWords(partsOf("/about").chrome, "/about")).toBeGreaterThan(20);
  });
});
