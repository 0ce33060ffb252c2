// @vitest-environment node
import { describe, expect, it } from "vitest";

import { localeTable, scriptLetter, translatedLocales } from "../config/locales";
import { site } from "../config/site";
import { clockText, OFFICE_HOURS, PHONE_HOURS } from "./facts";
import { type LayoutWords,layoutWordsIn } from "./layout";
import { namesIn, spelledName, spelledTime } from "./names";

const english = await layoutWordsIn("en");

/** Each link list's paths, which every language reads from the English file. */
const paths = (w: LayoutWords) =>
  [w.mainNav, w.footerHelpful, w.footerRelocationTypes, w.footerPlanning, w.ourServicesCrumb].map((list) =>
    list.map((l) => l.to),
  );

/** Every text of the words, a list's labels among them, with where it is. */
const texts = (w: LayoutWords): [string, string][] =>
  Object.entries(w).flatMap(([key, value]): [string, string][] => {
    if (typeof value === "string") return [[key, value]];
    const records: object[] = Array.isArray(value) ? value : [value];
    return records.flatMap((r, i) =>
      Object.entries(r)
        .filter(([k]) => !["id", "to", "path"].includes(k))
        .map(([k, v]) => [`${key}[${i}].${k}`, String(v)] as [string, string]),
    );
  });

describe.each(translatedLocales)("the %s layout's words", (locale) => {
  it("link to the English file's pages, in its order", async () => {
    const words = await layoutWordsIn(locale);
    expect(paths(words)).toEqual(paths(english));
    expect(words.services.map((s) => s.path)).toEqual(english.services.map((s) => s.path));
  });

  it("are written in the language's script, apart from names kept in Latin script", async () => {
    const letter = scriptLetter(locale);
    expect(texts(await layoutWordsIn(locale)).filter(([, text]) => !letter.test(text))).toEqual([]);
  });

  // The English footer keeps the spec's labels ("Residential Relocation"); a translation has no such list to
  // follow, so a service is called the same in the services menu and the footer, or they read as two services.
  it("name a service in the footer as the services menu does", async () => {
    const w = await layoutWordsIn(locale);
    const footer = w.footerRelocationTypes;
    const single = footer.filter((l) => footer.filter((o) => o.to === l.to).length === 1);
    expect(single.length).toBeGreaterThan(3);
    for (const link of single) expect(link.label, link.to).toBe(w.services.find((s) => s.path === link.to)?.name);
  });

  it("fill in the phones' hours and the years", async () => {
    const w = await layoutWordsIn(locale);
    const names = await namesIn(locale);
    expect(w.topBarOffer).toContain(`${spelledTime(names, PHONE_HOURS.opens)} – ${spelledTime(names, PHONE_HOURS.closes)}`);
    expect(w.footerAbout).not.toMatch(/[{}]/);
  });
});

describe("the names file", () => {
  const times = [PHONE_HOURS.opens, PHONE_HOURS.closes, OFFICE_HOURS.opens, OFFICE_HOURS.closes];
  /** A time as the pages write it, its no-break spaces read as spaces. */
  const spelled = (names: Awaited<ReturnType<typeof namesIn>>, time: string) =>
    spelledTime(names, time).replaceAll("\u00a0", " ");

  it("holds a time's words together: no page wraps between its figure and its am or pm", async () => {
    const names = await namesIn("en");
    for (const time of times) expect(spelledTime(names, time), time).not.toContain(" ");
  });

  it("writes the English times as the rest of the English pages do", async () => {
    const names = await namesIn("en");
    expect(times.map((t) => spelled(names, t))).toEqual(times.map(clockText));
  });

  it("writes Hindi's times as Intl does for the table's locale", async () => {
    const names = await namesIn("hi");
    const intl = new Intl.DateTimeFormat(localeTable.hi.intl, { hour: "numeric", minute: "numeric", dayPeriod: "short" });
    const asIntl = (t: string) => {
      const [h, m] = t.split(":").map(Number);
      return intl.format(new Date(2020, 0, 1, h, m)).replace(":00", "");
    };
    expect(times.map((t) => spelled(names, t))).toEqual(times.map(asIntl));
  });

  it.each(translatedLocales)("spells the configured founder and locality in %s's own letters", async (locale) => {
    const names = await namesIn(locale);
    for (const [variable, value] of [
      ["DIRECTOR_NAME", site.identity.director],
      ["The head office's locality", site.office.locality],
    ] as const) {
      const spelled = spelledName(names, variable, value);
      expect(spelled).toMatch(scriptLetter(locale));
      expect(spelled).not.toMatch(/\p{Script=Latin}/u);
    }
  });

  it("stops the build, naming the variable and the file, when a configured name has no record", async () => {
    expect(() => spelledName({ content: { names: [], times: [] }, english: { names: [], times: [] } }, "DIRECTOR_NAME", "Rina Das")).toThrow(
      /names\.json:\n {2}names: DIRECTOR_NAME "Rina Das" has none/,
    );
  });
});
