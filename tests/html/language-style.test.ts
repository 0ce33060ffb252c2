/**
 * The stylesheet's rules for a page's language, read from the built pages (docs/decisions/translated-main-thread.md):
 * what a language sets by inheritance is declared where the language is named, not on every element of its pages.
 */
import { describe, expect, it } from "vitest";

import { localePath, translatedLocales } from "../../app/config/locales.ts";
import { built } from "./built";

/** The innermost rules of a stylesheet: each selector list with its declarations. */
function rulesOf(css: string): { selectors: string[]; declarations: string }[] {
  return [...css.matchAll(/([^{};]+)\{([^{}]*)\}/g)].map(([, selector, declarations]) => ({
    selectors: splitTopLevel(selector!.trim()),
    declarations: declarations!,
  }));
}

/** A selector list split at the commas outside parentheses. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = "";
  for (const c of list) {
    if (c === "(") depth++;
    if (c === ")") depth--;
    if (c === "," && depth === 0) {
      parts.push(part.trim());
      part = "";
    } else part += c;
  }
  return [...parts, part.trim()];
}

/** Whether a selector's subject names nothing but pseudo-classes (`*`, `:is(:lang(hi))`): every element matches it. */
function matchesEveryElement(selector: string): boolean {
  let depth = 0;
  let subject = "";
  for (const c of selector) {
    if (c === "(") depth++;
    if (c === ")") depth--;
    subject = depth === 0 && /[\s>+~]/.test(c) ? "" : subject + c;
  }
  let outside = subject;
  while (/\([^()]*\)/.test(outside)) outside = outside.replace(/\([^()]*\)/g, "");
  return !/^[a-z]|[.#[]/i.test(outside);
}

const pageStylesheet = (path: string) =>
  Array.from(built(path).document.head.querySelectorAll("style"), (s) => s.textContent ?? "").join("\n");

describe("a language's style", () => {
  it.each(translatedLocales)("%s: declares no custom property on every element of the language's pages", (locale) => {
    const css = pageStylesheet(localePath("/", locale));
    const languageRules = rulesOf(css).filter((r) => r.selectors.some((s) => s.includes(":lang(")));
    expect(languageRules.length).toBeGreaterThan(0);
    const everyElement = languageRules
      .filter((r) => /(^|;)\s*--[\w-]+\s*:/.test(r.declarations))
      .flatMap((r) => r.selectors.filter(matchesEveryElement));
    expect(everyElement).toEqual([]);
  });
});
