/**
 * The one system of docs/decisions/design-system.md, read from every built page in both languages: one label for
 * the main quote action (the spec's own labels where it fixes them), one filled button colour, the breadcrumb in one
 * place and section headings aligned by one rule.
 */
import { describe, expect, it } from "vitest";

import { englishPath, type Locale, localeOf, locales } from "../../app/config/locales.ts";
import { readContent } from "../../app/content/read.ts";
import { stringsOf } from "../words.ts";
import { built, pages, textOf } from "./built";
import { breadcrumbNav, isLanguageSwitch } from "./page-head";

/** The chosen label, in each language. */
const QUOTE_LABEL = Object.fromEntries(
  await Promise.all(locales.map(async (l) => [l, (await stringsOf(l)).getFreeQuote] as const)),
) as Record<Locale, string>;

/**
 * Labels the spec fixes on some pages ("Texts in quotes there appear as written"), in English and as each language
 * words them: the home hero's 'Get a Quote' and the service pages' 'Get Free Quote' (SPEC §2 "Home page", "Service
 * detail pages").
 */
const SPEC_SERVICE_PAGES = [
  "/home-shifting",
  "/office-relocation",
  "/vehicle-shifting",
  "/warehousing",
  "/local-shifting",
  "/defence-relocation",
  "/fine-arts-relocation",
];
const inEachLanguage = async (label: (l: Locale) => Promise<string>) =>
  Object.fromEntries(await Promise.all(locales.map(async (l) => [l, await label(l)] as const))) as Record<
    Locale,
    string
  >;
const homeLabel = await inEachLanguage(async (l) => (await readContent("home", l)).hero.getQuote);
const serviceLabel = await inEachLanguage(async (l) => (await readContent("service-page", l)).hero.getFreeQuote);
const SPEC_FIXED: Record<string, Record<Locale, string>> = {
  "/": homeLabel,
  ...Object.fromEntries(SPEC_SERVICE_PAGES.map((p) => [p, serviceLabel])),
};

const pathOf = (href: string) => englishPath(href.split(/[?#]/)[0]!);

/**
 * The main quote actions: links to the quote form drawn as an action (the footer's page list names the page, the
 * language switch names a language), and buttons opening the quote pop-up (the call pop-ups' buttons say "call").
 */
function quoteActions(document: Document): Element[] {
  const links = [...document.querySelectorAll("a[href]")].filter(
    (a) => pathOf(a.getAttribute("href")!) === "/free-estimate" && !a.closest("footer") && !isLanguageSwitch(a),
  );
  const popUps = [...document.querySelectorAll('button[aria-haspopup="dialog"]')].filter((b) =>
    /quote|estimate|कोटेशन|एस्टीमेट|কোটেশন|এস্টিমেট/i.test(textOf(b)),
  );
  return [...links, ...popUps];
}

const classesOf = (el: Element) => (el.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);

describe("one system", () => {
  it.each(pages)("%s: every main quote action carries the one label (or the spec's own on its pages)", (path) => {
    const locale = localeOf(path);
    const fixed = SPEC_FIXED[englishPath(path)];
    const allowed = [QUOTE_LABEL[locale], ...(fixed ? [fixed[locale]] : [])];
    const actions = quoteActions(built(path).document);
    expect(actions.length, `${path}: the header and action bar offer the quote`).toBeGreaterThanOrEqual(2);
    for (const a of actions) expect(allowed, `${path}: ${a.outerHTML.slice(0, 160)}`).toContain(textOf(a));
  });

  it("the spec's fixed labels are where the spec puts them", () => {
    expect(SPEC_FIXED["/"]!.en).toBe("Get a Quote");
    for (const path of SPEC_SERVICE_PAGES) expect(SPEC_FIXED[path]!.en).toBe("Get Free Quote");
    for (const [path, label] of Object.entries(SPEC_FIXED)) {
      const labels = quoteActions(built(path).document).map((a) => textOf(a));
      expect(labels, path).toContain(label.en);
    }
  });

  it.each(pages)("%s: buttons are primary (the one filled colour), outline or ghost, never recoloured", (path) => {
    const { document } = built(path);
    for (const el of document.querySelectorAll('[class*="btn-"]')) {
      const classes = classesOf(el);
      const kinds = classes.filter((c) => /^btn-/.test(c));
      expect(kinds, `${path}: ${el.outerHTML.slice(0, 120)}`).toHaveLength(1);
      expect(["btn-primary", "btn-outline", "btn-ghost"]).toContain(kinds[0]);
      const recoloured = classes.filter((c) => /^(hover:)?(bg|text|border)-(accent|brand|white|ink|success)/.test(c));
      expect(recoloured, `${path}: ${el.outerHTML.slice(0, 120)}`).toEqual([]);
    }
  });

  it.each(pages)("%s: a breadcrumb is the first thing in <main>, above the hero", (path) => {
    const page = built(path);
    const nav = breadcrumbNav(page);
    if (!nav) return;
    expect(page.document.querySelector("main")?.firstElementChild).toBe(nav);
  });

  it("the pages the spec gives a breadcrumb have one", () => {
    for (const path of [...SPEC_SERVICE_PAGES, "/our-services", "/packing", "/iba-approved-transporter"])
      expect(breadcrumbNav(built(path)), path).not.toBeNull();
  });

  it.each(pages)("%s: no section heading is centred, at any width", (path) => {
    const { document } = built(path);
    for (const section of document.querySelectorAll("main [aria-labelledby]")) {
      const heading = document.getElementById(section.getAttribute("aria-labelledby")!);
      if (!heading || !/^H[23]$/.test(heading.tagName)) continue;
      for (let el: Element | null = heading; el && el !== section.parentElement; el = el.parentElement)
        expect(
          classesOf(el).filter((c) => /^([a-z0-9]+:)?text-center$/.test(c)),
          `${path}: #${heading.id}`,
        ).toEqual([]);
    }
  });

  it.each(pages)("%s: a section's content starts where its heading does, not centred under it", (path) => {
    const { document } = built(path);
    // A narrower block centred under a left heading reads as a misaligned column; pictures and a page's own
    // centred card (thank-you) are not section content that follows a heading.
    const centred = [...document.querySelectorAll("main section [class]")].filter((el) => {
      const classes = classesOf(el);
      return (
        classes.includes("mx-auto") &&
        classes.some((c) => /^max-w-/.test(c)) &&
        el.tagName !== "IMG" &&
        !classes.includes("text-center")
      );
    });
    expect(centred.map((el) => el.getAttribute("class"))).toEqual([]);
  });

  it.each(pages)("%s: a list of steps fills every row of its wide grid, with no orphan card", (path) => {
    const { document } = built(path);
    for (const list of document.querySelectorAll("main ol[class]")) {
      const columns = Number(/(?:^|\s)lg:grid-cols-(\d+)/.exec(list.getAttribute("class")!)?.[1] ?? 0);
      const items = list.querySelectorAll(":scope > li").length;
      if (columns > 1 && items > columns)
        expect(items % columns, `${path}: ${items} steps in ${columns} columns`).toBe(0);
    }
  });
});
