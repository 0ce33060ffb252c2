/**
 * The one system of docs/decisions/design-system.md, read from every built page in every language: one label for
 * each call to action (the spec's own labels where it fixes them), one primary and one secondary button style in two
 * heights, the breadcrumb in one place and section headings aligned by one rule.
 */
import { describe, expect, it } from "vitest";

import { englishPath, type Locale, localeOf, locales } from "../../app/config/locales.ts";
import { readContent } from "../../app/content/read.ts";
import { stringsOf } from "../words.ts";
import { built, pages, textOf } from "./built";
import { breadcrumbNav, isLanguageSwitch } from "./page-head";

/** The three calls to action, by the page each leads to. */
const ACTION_OF_PATH = {
  "/free-estimate": "quote",
  "/cost-estimator": "estimate",
  "/book-survey": "survey",
} as const;
type Action = (typeof ACTION_OF_PATH)[keyof typeof ACTION_OF_PATH];

/** Each action's one label, in each language (the layout's words). */
const LABELS = Object.fromEntries(
  await Promise.all(
    locales.map(async (l) => {
      const s = await stringsOf(l);
      return [l, { quote: s.getFreeQuote, estimate: s.estimateMoveCost, survey: s.bookFreeSurvey }] as const;
    }),
  ),
) as Record<Locale, Record<Action, string>>;

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

/** The pages whose form sends one of the actions: its submit button is that action's. */
const FORM_ACTION: Record<string, Action> = {
  "/free-estimate": "quote",
  "/iba-approved-transporter": "quote",
  "/goods-insurance": "quote",
  ...Object.fromEntries(SPEC_SERVICE_PAGES.map((p) => [p, "quote" as const])),
  "/cost-estimator": "estimate",
  "/book-survey": "survey",
};

/**
 * The words that make a pop-up's button a call to a quote or an estimate, in each language: its glossary's (English
 * names the terms, the others give the word their pages use).
 */
const QUOTE_WORDS = Object.fromEntries(
  await Promise.all(
    locales.map(async (l) => {
      const { terms } = await readContent("glossary", l);
      const words = terms.filter((t) => t.id === "quote" || t.id === "estimate").map((t) => t.use ?? t.term);
      return [l, new RegExp(words.join("|"), "i")] as const;
    }),
  ),
) as Record<Locale, RegExp>;

const pathOf = (href: string) => englishPath(href.split(/[?#]/)[0]!);

const classesOf = (el: Element) => (el.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);

const isButton = (el: Element) => classesOf(el).some((c) => /^btn(-|$)/.test(c));

/** A link that is a few words of a sentence: its block has text of its own beside it. */
const inSentence = (a: Element) =>
  [...(a.parentElement?.childNodes ?? [])].some((n) => n.nodeType === 3 && (n.textContent ?? "").trim() !== "");

/**
 * The calls to action of a page, with the action each makes: buttons and standalone links (not a few words of a
 * sentence) to the quote form, the estimator or the survey booking, wherever they are but in the header's menus and
 * contact bar, the breadcrumb and the footer (which name pages or say the offer) and the language switch; the phone action
 * bar's cells; the buttons that open the quote pop-up (the call pop-ups' buttons say "call"); and the submit button
 * of a page's form that sends one of the actions.
 */
function callsToAction(document: Document, path: string): [Element, Action][] {
  const links = [...document.querySelectorAll("a[href]")].flatMap((a): [Element, Action][] => {
    const action = ACTION_OF_PATH[pathOf(a.getAttribute("href")!) as keyof typeof ACTION_OF_PATH];
    if (!action || a.closest("footer") || isLanguageSwitch(a)) return [];
    const inBar = a.closest('[data-testid="action-bar"]') !== null;
    const standalone = !a.closest("nav, header") && !inSentence(a);
    return isButton(a) || inBar || standalone ? [[a, action]] : [];
  });
  const popUps = [...document.querySelectorAll('button[aria-haspopup="dialog"]')]
    .filter((b) => QUOTE_WORDS[localeOf(path)].test(textOf(b)))
    .map((b): [Element, Action] => [b, "quote"]);
  const formAction = FORM_ACTION[englishPath(path)];
  const submits = formAction
    ? [...document.querySelectorAll('main form button[type="submit"]')].map((b): [Element, Action] => [b, formAction])
    : [];
  return [...links, ...popUps, ...submits];
}

/** The two styles, the secondary one in its light and its dark tone. */
const STYLES = ["btn-primary", "btn-outline", "btn-ghost"];
/** A class that sets a button's height or size of text by hand, at any breakpoint. */
const SIZE_CLASS =
  /^(?:[^:]+:)*(?:(?:min-|max-)?h|size|p[xytblrse]?|leading)-|^(?:[^:]+:)*text-(?:xs|sm|base|lg|\d*xl)$/;

describe("one system", () => {
  it.each(pages)("%s: every call to action carries its action's one label (or the spec's on its pages)", (path) => {
    const locale = localeOf(path);
    const fixed = SPEC_FIXED[englishPath(path)];
    const actions = callsToAction(built(path).document, path);
    const quotes = actions.filter(([, action]) => action === "quote");
    expect(quotes.length, `${path}: the header and action bar offer the quote`).toBeGreaterThanOrEqual(2);
    for (const [el, action] of actions) {
      const allowed = [LABELS[locale][action], ...(fixed && action === "quote" ? [fixed[locale]] : [])];
      expect(allowed, `${path}: ${el.outerHTML.slice(0, 160)}`).toContain(textOf(el));
    }
  });

  it("the spec's fixed labels are where the spec puts them", () => {
    expect(SPEC_FIXED["/"]!.en).toBe("Get a Quote");
    for (const path of SPEC_SERVICE_PAGES) expect(SPEC_FIXED[path]!.en).toBe("Get Free Quote");
    for (const [path, label] of Object.entries(SPEC_FIXED)) {
      const labels = callsToAction(built(path).document, path).map(([el]) => textOf(el));
      expect(labels, path).toContain(label.en);
    }
  });

  it("every page that sends an action has its form and button, and every action is offered somewhere", () => {
    for (const [path, action] of Object.entries(FORM_ACTION)) {
      const submits = callsToAction(built(path).document, path).filter(([el]) => el.matches('button[type="submit"]'));
      expect(submits.length, path).toBeGreaterThanOrEqual(1);
      expect(submits.map(([, a]) => a)).toContain(action);
    }
    const offered = new Set(pages.flatMap((p) => callsToAction(built(p).document, p).map(([, a]) => a)));
    expect([...offered].sort()).toEqual(["estimate", "quote", "survey"]);
  });

  it.each(pages)("%s: buttons are primary or secondary (outline, ghost on dark), in one of two heights", (path) => {
    const { document } = built(path);
    for (const el of document.querySelectorAll("[class]")) {
      if (!isButton(el)) continue;
      const classes = classesOf(el);
      const where = `${path}: ${el.outerHTML.slice(0, 140)}`;
      expect(
        classes.filter((c) => STYLES.includes(c)),
        where,
      ).toHaveLength(1);
      // The height: the style's own, or btn-sm's; nothing else of the family (a bare "btn" has no style).
      expect(
        classes.filter((c) => /^btn(-|$)/.test(c) && !STYLES.includes(c) && c !== "btn-sm"),
        where,
      ).toEqual([]);
      expect(
        classes.filter((c) => SIZE_CLASS.test(c)),
        `${where}: sized by hand`,
      ).toEqual([]);
      const recoloured = classes.filter((c) => /^(hover:)?(bg|text|border)-(accent|brand|white|ink|success)/.test(c));
      expect(recoloured, where).toEqual([]);
    }
  });

  it.each(pages)("%s: a link or button filled like a button is one of the system's", (path) => {
    const { document } = built(path);
    // The phone action bar is a bar of three cells, its quote cell in the primary's colour; the round call and chat
    // buttons that stand in for it on wider screens are icons, not labelled buttons.
    const filled = [...document.querySelectorAll("a[class], button[class], summary[class]")].filter(
      (el) =>
        !isButton(el) &&
        !el.closest('[data-testid="action-bar"], [data-testid="floating-contact"]') &&
        classesOf(el).some((c) => /^bg-(accent|success|chat)(-\d+)?$/.test(c)),
    );
    expect(filled.map((el) => el.outerHTML.slice(0, 140))).toEqual([]);
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

  // Phones skip the eyebrow above a section's heading (SectionHeading); one left showing reads as a stray label
  // ("STEP 4" with no step 1 to 3 above it).
  it.each(pages)("%s: every section's eyebrow is hidden on phones alike", (path) => {
    const { document } = built(path);
    for (const section of document.querySelectorAll("main [aria-labelledby]")) {
      const heading = document.getElementById(section.getAttribute("aria-labelledby")!);
      const eyebrow = heading?.tagName === "H2" ? heading.previousElementSibling : null;
      if (eyebrow?.tagName !== "P" || !classesOf(eyebrow).includes("uppercase")) continue;
      expect(classesOf(eyebrow), `${path}: "${textOf(eyebrow)}"`).toEqual(
        expect.arrayContaining(["hidden", "sm:block"]),
      );
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
