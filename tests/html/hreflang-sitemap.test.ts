import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { hrefLang, htmlLang, localeOf, localePath, locales, translatedLocales } from "../../app/config/locales.ts";
import { placesIn } from "../../app/content/cities.ts";
import { cityPath } from "../../app/content/places.ts";
import { hasTwins as hasTwinsAmong, translatedPages } from "../../app/i18n/translated.ts";
import { allPages, translatedLocalePages } from "../pages";
import { built, CLIENT, isNoindex, notFoundFiles, pages, site } from "./built";
import { alternates, canonicals, jsonLd, urlOf } from "./page-head";

const places = await placesIn("en");
const hasTwins = (path: string) => hasTwinsAmong(path, places);
/** Every English page with twins: the fixed ones and each city's. */
const twinned = [...translatedPages, ...places.cities.map((c) => cityPath(c.slug))];

const file = (name: string) => readFileSync(join(CLIENT, name), "utf8");
const sitemap = file("sitemap.xml");
/** Each sitemap entry: its URL and its "lang href" alternates. */
const entries = new Map(
  [...sitemap.matchAll(/<url>\s*<loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map((m) => [
    m[1]!,
    [...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => `${a[1]} ${a[2]}`),
  ]),
);
/** The alternates every twin names: each language's page, and the English one for everyone else. */
const pairOf = (english: string) => [
  ...locales.map((l) => `${hrefLang[l]} ${urlOf(localePath(english, l))}`),
  `x-default ${urlOf(english)}`,
];
/** A page in each translated language. */
const twinsOf = (english: string) => translatedLocales.map((l) => localePath(english, l));

describe("the translated twins", () => {
  it("every English page has a twin under each language's prefix, and every twin an English page", () => {
    expect([...translatedLocalePages].sort()).toEqual(allPages.flatMap(twinsOf).sort());
  });

  it("every translated page is a page of the site", () => {
    expect(twinned.filter((p) => !allPages.includes(p))).toEqual([]);
    expect(twinned.length).toBeGreaterThan(allPages.length / 2);
  });

  it.each([...pages, ...notFoundFiles])("%s says its language, and is indexed only if translated", (path) => {
    const page = built(path);
    expect(page.document.documentElement.getAttribute("lang")).toBe(htmlLang[localeOf(path)]);
    if (localeOf(path) !== "en" && pages.includes(path)) expect(isNoindex(page)).toBe(!hasTwins(path));
  });

  it.each(twinned)("%s and its twins all name each other, and x-default the English page", (english) => {
    expect(alternates(built(english))).toEqual(pairOf(english));
    for (const twin of twinsOf(english)) {
      expect(alternates(built(twin)), twin).toEqual(pairOf(english));
      expect(canonicals(built(twin))).toEqual([urlOf(twin)]);
      const webPage = jsonLd(built(twin)).find((n) => n["@type"] === "WebPage");
      expect(webPage?.inLanguage).toBe(hrefLang[localeOf(twin)]);
    }
  });

  it.each([...pages.filter((p) => !hasTwins(p)), ...notFoundFiles])(
    "%s is kept out of search results and names no twin",
    (path) => {
      expect(isNoindex(built(path))).toBe(true);
      expect(alternates(built(path))).toEqual([]);
      expect(built(path).document.querySelectorAll('[data-testid="language-switch"]')).toHaveLength(0);
    },
  );

  it.each(twinned.flatMap((p) => [p, ...twinsOf(p)]))(
    // The phone's menu offers them too once it opens (tests/e2e/languages.spec.ts).
    "%s offers its twins in every other language, in the contact bar and the header",
    (path) => {
      const others = locales.filter((l) => l !== localeOf(path)).map((l) => localePath(path, l));
      const switches = Array.from(built(path).document.querySelectorAll('[data-testid="language-switch"]'));
      expect(switches.map((a) => a.getAttribute("href"))).toEqual([...others, ...others]);
    },
  );
});

describe("sitemap.xml and robots.txt", () => {
  const indexable = pages.filter((p) => !isNoindex(built(p)));

  it("the sitemap lists exactly the indexable pages, by canonical URL", () => {
    expect(indexable).not.toContain("/thank-you");
    expect([...entries.keys()].sort()).toEqual(indexable.map((p) => canonicals(built(p))[0]).sort());
    expect(sitemap).toMatch(/^<\?xml [^>]*\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
  });

  it("each translated page's entry, in every language, names the twins as the pages do", () => {
    for (const english of twinned)
      for (const path of [english, ...twinsOf(english)])
        expect(entries.get(urlOf(path)), path).toEqual(pairOf(english));
  });

  it("robots.txt points to the sitemap and disallows nothing site-wide", () => {
    const robots = file("robots.txt");
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow:\s*\/\s*$/m);
  });
});
