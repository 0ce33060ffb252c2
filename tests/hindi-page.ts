/**
 * What the tests of the Hindi pages (app/routes/hi/*.test.ts) check alike, so that each rule is written once: the
 * head a Hindi page has, the texts of a translation, and a page rendered as the Hindi layout gives it, read as the
 * e2e check (tests/e2e/hindi.spec.ts) reads it.
 */
import { render, type RenderResult } from "@testing-library/react";
import { createElement, type FC, type ReactNode } from "react";
import { createRoutesStub, type MetaDescriptor } from "react-router";
import { expect } from "vitest";

import { site } from "~/config/site";
import { namedWords, type Translation } from "~/content/translation";
import { LanguageProvider } from "~/i18n/strings";
import { TranslationsProvider } from "~/i18n/translations";
import { localizedForms } from "~/locales/hi/forms";
import { hi } from "~/locales/hi/strings";

import { recordsOf, untranslatedRuns } from "../scripts/untranslated";

export const DEVANAGARI = /[\u0900-\u097F]/;

/** What a Hindi page keeps in Latin: the company's names and records, the insurers' registered names among them. */
export const records = recordsOf(site);

type Tags = MetaDescriptor[];

/** A route module as the tests use it: its search tags and its page. */
export interface RouteModule {
  meta: () => Tags;
  default: FC;
}

export const titleOf = (tags: Tags) => (tags.find((t) => "title" in t) as { title: string }).title;
export const descriptionOf = (tags: Tags) =>
  (tags.find((t) => "name" in t && t.name === "description") as { content: string }).content;
export const canonicalOf = (tags: Tags) =>
  (tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string } | undefined)?.href;
export const jsonLdOf = (tags: Tags) =>
  tags.filter((t) => "script:ld+json" in t).map((t) => (t as { "script:ld+json": unknown })["script:ld+json"]);

/**
 * The head of a Hindi page in search results: a title that opens in Hindi (or as `title` says) before the brand and
 * is not the English one, a Hindi description of a result's length (50–160 characters, as tests/e2e/seo.spec.ts
 * asks of every page), no English phrase in either, and a canonical of its own under /hi while the English twin
 * keeps its own. Returns the tags, for a page's further checks.
 */
export function expectHindiHead(
  path: string,
  hindiMeta: () => Tags,
  englishMeta: () => Tags,
  { title = /^[\u0900-\u097F][^|]*\| / }: { title?: RegExp } = {},
): Tags {
  const tags = hindiMeta();
  const english = englishMeta();
  expect(titleOf(tags)).toMatch(title);
  expect(titleOf(tags)).not.toBe(titleOf(english));
  const description = descriptionOf(tags);
  expect(description).toMatch(DEVANAGARI);
  expect(description.length).toBeGreaterThanOrEqual(50);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(untranslatedRuns(`${titleOf(tags)}\n${description}`, records)).toEqual([]);
  expect(canonicalOf(tags)).toBe(`${site.url}/hi${path}`);
  expect(canonicalOf(english)).toBe(`${site.url}${path}`);
  return tags;
}

interface TextsOptions {
  /** Keys whose values are not words to translate: ids, paths, dates, signs. */
  skip?: readonly string[];
  /** What a text function is called with; without them a function is passed over. */
  args?: readonly unknown[];
}

/** Every text of a translation, with where it is in the record, so that a failure names the place. */
export function placedTextsOf(value: unknown, options: TextsOptions = {}, at = ""): [at: string, text: string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value === "function")
    return options.args ? placedTextsOf((value as (...a: unknown[]) => unknown)(...options.args), options, at) : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => placedTextsOf(v, options, `${at}[${i}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value)
      .filter(([key]) => !options.skip?.includes(key))
      .flatMap(([key, v]) => placedTextsOf(v, options, `${at}.${key}`));
  return [];
}

export const textsOf = (value: unknown, options?: TextsOptions) => placedTextsOf(value, options).map(([, t]) => t);

/** Each text is Hindi, with no English phrase but the records it may keep in Latin. */
export function expectHindiTexts(texts: readonly string[], kept: readonly string[] = records) {
  for (const text of texts) {
    expect(text).toMatch(DEVANAGARI);
    expect(untranslatedRuns(text, kept), text).toEqual([]);
  }
}

/** A record's shape: its keys, each with what kind of value it holds, nested. */
const shapeOf = (value: unknown): unknown => {
  if (typeof value === "function") return "function";
  if (typeof value !== "object" || value === null) return typeof value;
  if (Array.isArray(value)) return value.map(shapeOf);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
};

/** Hindi words translate the English words a module names, in their shape. */
export function expectWordsOfShape(name: string, hindi: unknown) {
  const english = namedWords(name);
  expect(english, `no module names its words "${name}"`).toBeDefined();
  expect(shapeOf(hindi), name).toEqual(shapeOf(english));
}

/** A section's Hindi words translate the English words its module names, in their shape, every text in Hindi. */
export function expectSectionWords(name: string, hindi: unknown, options?: TextsOptions) {
  expectWordsOfShape(name, hindi);
  for (const text of textsOf(hindi, options)) expect(text).toMatch(DEVANAGARI);
}

// As the Hindi layout (routes/layout-hi.tsx) gives it: the layout's and the forms' Hindi words.
const hindiLanguage = { locale: "hi", strings: hi, forms: localizedForms } as const;

/** In a stub route at the page's address: the page reads that location, and a data router's hooks work. */
function renderAt(path: string, element: ReactNode): RenderResult {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  return render(createElement(Stub, { initialEntries: [path] }));
}

/**
 * A Hindi page, or part of one, in the Hindi layout's language, at its address; `translations` are the words a
 * part's route module would give it.
 */
export function renderInHindi(
  content: FC | ReactNode,
  { path = "/", translations }: { path?: string; translations?: readonly Translation[] } = {},
): RenderResult {
  const node = typeof content === "function" ? createElement(content) : content;
  const translated = translations ? createElement(TranslationsProvider, { translations, children: node }) : node;
  return renderAt(path, createElement(LanguageProvider, { value: hindiLanguage }, translated));
}

/** A page's text nodes, but for a captcha's code: random letters, not words. */
function textNodesOf(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode())
    if (!walker.currentNode.parentElement?.closest('[data-testid="captcha-code"]'))
      texts.push(walker.currentNode.textContent ?? "");
  return texts;
}

/**
 * The words a page shows, as the e2e check reads them: each text node, and the attributes read out or shown. A
 * hidden element's text counts too (the print-only summary, a select's options): it is still in the page.
 */
export function shownText(root: HTMLElement): string {
  const labels = [...root.querySelectorAll("[aria-label], [alt], [placeholder], [title]")].flatMap((el) =>
    ["aria-label", "alt", "placeholder", "title"].map((name) => el.getAttribute(name) ?? ""),
  );
  return [...textNodesOf(root), ...labels].join("\n");
}

/**
 * A rendered Hindi page shows Hindi, no English phrase but the records it keeps in Latin, and links only to Hindi
 * pages. Returns its links, for a page's further checks.
 */
export function expectHindiPage(root: HTMLElement, kept: readonly string[] = records): string[] {
  const text = shownText(root);
  expect(text).toMatch(DEVANAGARI);
  expect(untranslatedRuns(text, kept)).toEqual([]);
  // The text again as the DOM joins it, where a phrase split across elements ("<b>Free</b> survey") is one run.
  expect(untranslatedRuns(textNodesOf(root).join(""), kept)).toEqual([]);
  const links = [...root.querySelectorAll("a[href^='/']")].map((a) => a.getAttribute("href") ?? "");
  expect(links.filter((href) => !/^\/hi(\/|$|#|\?)/.test(href))).toEqual([]);
  return links;
}

/**
 * The English phrases the same check finds on a page's English twin: many of them show that a Hindi page passes
 * for its words, not for want of text.
 */
export function englishRunsOf(Page: FC, path = "/"): string[] {
  const { container, unmount } = renderAt(path, createElement(Page));
  const runs = untranslatedRuns(shownText(container), records);
  unmount();
  return runs;
}
