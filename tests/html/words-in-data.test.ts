import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, it } from "vitest";

import { locales } from "../../app/config/locales.ts";
import { CONTENT_DIR } from "../../app/content/read.ts";
import { CLIENT, site } from "./built.ts";

/**
 * Words reach a page in its data, read at build time by its loader (docs/decisions/page-data.md), never in a
 * script: so no page's script grows with its words, and a language carries none of another's. Checked over every
 * script the build wrote, not only those one page loads, so a lazily loaded part is held to it too.
 */

const ASSETS = join(CLIENT, "assets");
const scripts = readdirSync(ASSETS)
  .filter((f) => f.endsWith(".js"))
  .map((name) => ({ name, code: readFileSync(join(ASSETS, name), "utf8") }));

function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}

/**
 * A phrase, long enough that code has no reason to hold it: English service and option names are the values the
 * forms send the office, so English counts from six words; other languages from three.
 */
const isPhrase = (text: string, locale: string) => text.trim().split(/\s+/).length >= (locale === "en" ? 6 : 3);

/** The business details the code writes from the configuration (the head office's address). */
const configured = JSON.stringify(site);

/** Which scripts may carry a content file's words, and why. */
const allowed: { file: RegExp; script: RegExp; why: string }[] = [
  {
    file: /./,
    script: /^not-found-/,
    why: "a mistyped link followed in the app has no page data: the page's words load with its code, in its language",
  },
  {
    file: /^inventory\.json$/,
    script: /^inventory-(builder-)?[\w-]{8}\.js$/,
    why: "the item list's catalogue in English comes with its code: the office's copy names the goods from it",
  },
  {
    file: /^forms\.json$/,
    script: /^messages-/,
    why: "the phone rule's English, which the field falls back to when its page gave none",
  },
];

for (const locale of locales) {
  it(`no script carries a phrase of the ${locale} content`, () => {
    const found: string[] = [];
    for (const file of readdirSync(join(CONTENT_DIR, locale)).filter((f) => f.endsWith(".json"))) {
      const strings = stringsOf(JSON.parse(readFileSync(join(CONTENT_DIR, locale, file), "utf8")));
      for (const phrase of new Set(strings.filter((s) => isPhrase(s, locale)))) {
        if (configured.includes(phrase)) continue;
        const escaped = JSON.stringify(phrase).slice(1, -1);
        for (const { name, code } of scripts) {
          if (allowed.some((a) => a.file.test(file) && a.script.test(name))) continue;
          if (code.includes(phrase) || code.includes(escaped)) found.push(`${file} in ${name}: ${phrase.slice(0, 60)}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
}
