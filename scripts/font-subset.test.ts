// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { nativeName } from "../app/i18n/locale.ts";
import {
  DEVANAGARI_SUBSET_PATH,
  devanagariText,
  FONT_TEXT,
  isDevanagari,
  NAMES_SUBSET_PATH,
  namesText,
  SUBSET_PATH,
  subsetDevanagari,
  subsetInter,
  subsetNames,
} from "./font-subset.ts";
import { walk } from "./postbuild.ts";

/** The code points Inter's Latin file covers (its @font-face unicode-range in app/app.css), printable only. */
const LATIN: [number, number][] = [
  [0x20, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];
const isLatin = (c: string) => LATIN.some(([lo, hi]) => c.codePointAt(0)! >= lo && c.codePointAt(0)! <= hi);

describe("the Inter subset", () => {
  it("has every Latin character the app's sources write", () => {
    const used = new Set<string>();
    for (const file of walk("app").filter((f) => /\.(tsx?|md)$/.test(f))) {
      for (const c of readFileSync(file, "utf8")) if (isLatin(c)) used.add(c);
    }
    const missing = [...used].filter((c) => !FONT_TEXT.includes(c));
    expect(missing, "add them to FONT_EXTRA in scripts/font-subset.ts and run `npm run font`").toEqual([]);
  });

  it("is the committed file, made from the current character list", { timeout: 30_000 }, async () => {
    expect((await subsetInter()).equals(readFileSync(SUBSET_PATH))).toBe(true);
  });
});

describe("the Devanagari subset for the Hindi pages", () => {
  it("keeps every Devanagari letter the Hindi words use, and nothing but the face's range", () => {
    const text = devanagariText();
    for (const c of "पैकर्स एंड मूवर्स ₹") if (c !== " ") expect(text).toContain(c);
    expect([...text].every(isDevanagari)).toBe(true);
  });

  it("is the committed file, made from the app's current Hindi words", { timeout: 60_000 }, async () => {
    expect((await subsetDevanagari()).equals(readFileSync(DEVANAGARI_SUBSET_PATH))).toBe(true);
  });
});

describe("the language switch's names font", () => {
  it("has every letter of every language's own name that the Latin faces lack, in a face it is cut from", () => {
    for (const name of Object.values(nativeName))
      for (const c of name) if (!FONT_TEXT.includes(c)) expect(namesText(), name).toContain(c);
    // Only Devanagari has a face here: a language in another script needs its own (scripts/font-subset.ts).
    expect([...namesText()].every(isDevanagari)).toBe(true);
  });

  it("is the committed file, made from the current names, and stays a few kilobytes", { timeout: 30_000 }, async () => {
    const committed = readFileSync(NAMES_SUBSET_PATH);
    expect((await subsetNames()).equals(committed)).toBe(true);
    expect(committed.length).toBeLessThan(4096);
  });
});
