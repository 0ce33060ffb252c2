/**
 * What a reader gets, page by page and language by language, kept as text files beside this test
 * (page-text/<language>/): the title, the description, the headings in order, every word of the page and the words
 * screen readers announce (alt texts, labels, placeholders). A change to how content reaches a page must leave them
 * as they are; a change to the words shows up here as a diff to review, and `npx vitest run --project html -u`
 * records it.
 */
import { describe, expect, it } from "vitest";

import { localeOf, localePath, locales } from "../../app/config/locales.ts";
import { built, pages, textOf } from "./built";

const SPOKEN = ["alt", "aria-label", "placeholder", "title"] as const;

function readerText(path: string): string {
  const { document } = built(path);
  const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? "";
  const headings = [...document.body.querySelectorAll("h1, h2, h3, h4, h5, h6")].map(
    (h) => `${h.tagName.toLowerCase()}: ${textOf(h)}`,
  );
  const spoken = [...document.body.querySelectorAll(SPOKEN.map((a) => `[${a}]`).join(","))].flatMap((el) =>
    SPOKEN.map((a) => el.getAttribute(a)).filter((v): v is string => Boolean(v?.trim())),
  );
  return [
    `title: ${document.title}`,
    `description: ${meta("description")}`,
    "",
    ...headings,
    "",
    // One sentence-ish run per line keeps a diff readable.
    ...textOf(document.body).split(/(?<=[।?!:.])\s+/),
    "",
    ...spoken.map((s) => `spoken: ${s}`),
    "",
  ].join("\n");
}

const fileName = (path: string) => (localePath(path, "en").slice(1).replace(/\//g, "--") || "home") + ".txt";

describe.each(locales)("the %s pages' text", (locale) => {
  it.each(pages.filter((p) => localeOf(p) === locale))("%s reads as recorded", async (path) => {
    await expect(readerText(path)).toMatchFileSnapshot(`./page-text/${locale}/${fileName(path)}`);
  });
});
