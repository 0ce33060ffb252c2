/**
 * What a Hindi reader gets, page by page, kept as text files beside this test (hindi-text/): the title, the
 * description, every word of the page and the words screen readers announce (alt texts, labels, placeholders). A
 * change to the language machinery must leave them as they are; a change to the Hindi copy shows up here as a diff
 * to review, and `npx vitest run --project html -u` records it.
 */
import { describe, expect, it } from "vitest";

import { localeOf } from "../../app/config/locales.ts";
import { translatedLocalePages } from "../pages";
import { built, textOf } from "./built";

const SPOKEN = ["alt", "aria-label", "placeholder", "title"] as const;

function readerText(path: string): string {
  const { document } = built(path);
  const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? "";
  const spoken = [...document.body.querySelectorAll(SPOKEN.map((a) => `[${a}]`).join(","))].flatMap((el) =>
    SPOKEN.map((a) => el.getAttribute(a)).filter((v): v is string => Boolean(v?.trim())),
  );
  return [
    `title: ${document.title}`,
    `description: ${meta("description")}`,
    "",
    // One sentence-ish run per line keeps a diff readable.
    ...textOf(document.body).split(/(?<=[।?!:.])\s+/),
    "",
    ...spoken.map((s) => `spoken: ${s}`),
    "",
  ].join("\n");
}

const fileName = (path: string) => (path.replace(/^\/hi\/?/, "").replace(/\//g, "--") || "home") + ".txt";

describe("the Hindi pages' text", () => {
  it.each(translatedLocalePages.filter((p) => localeOf(p) === "hi"))("%s reads as recorded", async (path) => {
    await expect(readerText(path)).toMatchFileSnapshot(`./hindi-text/${fileName(path)}`);
  });
});
