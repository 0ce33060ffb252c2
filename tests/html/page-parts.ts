/**
 * Finding the parts of a built page by their structure (the ids their headings carry, landmarks, test ids), so one
 * test reads the English page and its Hindi twin alike: the twin has the same markup with Hindi words.
 */
import { expect } from "vitest";

import { type Locale, localePath } from "../../app/config/locales.ts";
import { locales } from "../../app/config/locales.ts";
import { built, textOf } from "./built";

/** `[path, locale, the path in that locale]` for each language, for `it.each`. */
export const inEveryLanguage = (paths: readonly string[]) =>
  paths.flatMap((path) => locales.map((locale) => [localePath(path, locale), locale] as [string, Locale]));

/** The page's `<main>`, which must exist. */
export function mainOf(path: string): Element {
  const main = built(path).document.querySelector("main");
  if (!main) throw new Error(`${path} has no <main>`);
  return main;
}

/** The section a heading with this id names (`aria-labelledby`); exactly one must exist on the page. */
export function sectionOf(path: string, headingId: string): Element {
  const found = built(path).document.querySelectorAll(`[aria-labelledby="${headingId}"]`);
  expect(found, `${path}: one part labelled by #${headingId}`).toHaveLength(1);
  return found[0]!;
}

/** The `href` of every link under `root`, in document order. */
export const hrefsIn = (root: Element, selector = "a[href]") =>
  [...root.querySelectorAll(selector)].map((a) => a.getAttribute("href") ?? "");

/** The text of every element `selector` finds under `root`, in document order. */
export const textsIn = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((e) => textOf(e));

/** A link of the English site in the page's language: "/about" → "/hi/about"; a hash stays. */
export const linkIn = (locale: Locale, href: string) => (href.startsWith("/") ? localePath(href, locale) : href);
