// @vitest-environment node
import { readFileSync } from "node:fs";

import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "../app/config/load.ts";
import { nativeName } from "../app/config/locales.ts";
import {
  BRAND_SUBSET_PATH,
  brandText,
  DEVANAGARI_SUBSET_PATH,
  devanagariText,
  FONT_TEXT,
  isDevanagari,
  NAMES_SUBSET_PATH,
  namesText,
  SUBSET_PATH,
  subsetBrand,
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

/** The code points an OpenType font maps to a glyph, read from its Windows Unicode cmap (format 4 or 12). */
function mappedCodePoints(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++)
    if (font.toString("latin1", 12 + 16 * i, 16 + 16 * i) === "cmap") cmap = font.readUInt32BE(20 + 16 * i);
  const mapped = new Set<number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const record = cmap + 4 + 8 * i;
    if (font.readUInt16BE(record) !== 3) continue;
    const sub = cmap + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(sub);
    if (format === 12) {
      for (let g = 0; g < font.readUInt32BE(sub + 12); g++) {
        const group = sub + 16 + 12 * g;
        for (let c = font.readUInt32BE(group); c <= font.readUInt32BE(group + 4); c++) mapped.add(c);
      }
    } else if (format === 4) {
      const segments = font.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + 2 * segments + 2;
      const deltas = starts + 2 * segments;
      const offsets = deltas + 2 * segments;
      for (let k = 0; k < segments; k++) {
        const [start, end] = [font.readUInt16BE(starts + 2 * k), font.readUInt16BE(ends + 2 * k)];
        const [delta, offset] = [font.readUInt16BE(deltas + 2 * k), font.readUInt16BE(offsets + 2 * k)];
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const index = offset === 0 ? c : font.readUInt16BE(offsets + 2 * k + offset + 2 * (c - start));
          if (index !== 0 && (offset === 0 ? (c + delta) & 0xffff : (index + delta) & 0xffff) !== 0) mapped.add(c);
        }
      }
    }
  }
  return mapped;
}

describe("the word mark's display face", () => {
  const name = loadSiteConfig(process.env).brand;

  it("has a glyph for every character of the configured brand name, in both cases", { timeout: 30_000 }, async () => {
    // The committed WOFF2 as a plain OpenType file, keeping what it has of the name.
    const font = mappedCodePoints(
      await subsetFont(readFileSync(BRAND_SUBSET_PATH), brandText(), { targetFormat: "sfnt" }),
    );
    const missing = [...new Set(name + name.toUpperCase())].filter((c) => c !== " " && !font.has(c.codePointAt(0)!));
    expect(missing, "run `npm run font` with the build's BRAND_NAME").toEqual([]);
  });

  it(
    "is the committed file, made from the configured name, and stays a few kilobytes",
    { timeout: 30_000 },
    async () => {
      const committed = readFileSync(BRAND_SUBSET_PATH);
      expect((await subsetBrand()).equals(committed)).toBe(true);
      expect(committed.length).toBeLessThan(4096);
    },
  );

  it("is cut from the name's own characters, in both cases", () => {
    expect(brandText("Ab Cd")).toBe(" ABCDabcd");
  });
});
