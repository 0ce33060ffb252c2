// @vitest-environment node
import { readFileSync } from "node:fs";

import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "../app/config/load.ts";
import { languageName, locales, localeTable, nativeName } from "../app/config/locales.ts";
import {
  BRAND_SUBSET_PATH,
  brandText,
  FONT_TEXT,
  INDIC_FACES,
  type IndicFace,
  indicText,
  inFace,
  namesText,
  SCRIPTS_CSS_PATH,
  scriptsCss,
  SUBSET_PATH,
  subsetBrand,
  subsetIndic,
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
    // ZWNJ and ZWJ, within Inter's range, are written only inside Indic words (Bengali "র" + ZWJ + "্যা"), and
    // every Indic face keeps them.
    const missing = [...used].filter((c) => !FONT_TEXT.includes(c) && !INDIC_FACES.every((face) => inFace(face, c)));
    expect(missing, "add them to FONT_EXTRA in scripts/font-subset.ts and run `npm run font`").toEqual([]);
  });

  it("is the committed file, made from the current character list", { timeout: 30_000 }, async () => {
    expect((await subsetInter()).equals(readFileSync(SUBSET_PATH))).toBe(true);
  });
});

/** Words each Indic face must keep: "packers and movers" as the language's pages write it, and the ₹ sign. */
const SAMPLE: Record<IndicFace["script"], string> = {
  Deva: "पैकर्स एंड मूवर्स ₹",
  Beng: "প্যাকার্স অ্যান্ড মুভার্স ₹",
};

/** The languages written in the face's script, by their English names. */
const languagesOf = (face: IndicFace) =>
  locales.filter((l) => localeTable[l].script === face.script).map((l) => languageName[l]);

const css = readFileSync("app/app.css", "utf8");
/** The body of app.css's `@font-face` rule for `family` whose source is `path`, if there is one. */
const fontFace = (family: string, path: string) =>
  css
    .split("@font-face {")
    .slice(1)
    .map((rule) => rule.slice(0, rule.indexOf("}")))
    .find(
      (rule) => rule.includes(`font-family: "${family}";`) && rule.includes(`url("./${path.slice("app/".length)}")`),
    );

/** A unicode-range's code points, e.g. "U+0964-0965, U+25CC". */
const rangePoints = (range: string) =>
  [...range.matchAll(/U\+([\dA-F]+)(?:-([\dA-F]+))?/gi)].flatMap((m) => {
    const [lo, hi] = [parseInt(m[1]!, 16), parseInt(m[2] ?? m[1]!, 16)];
    return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  });

describe.each(INDIC_FACES)("the $family subset for its language's pages", (face) => {
  it("serves a language of the locale table", () => {
    expect(languagesOf(face)).not.toEqual([]);
  });

  it("keeps every letter the language's words use, and nothing but the face's range", () => {
    const text = indicText(face);
    for (const c of SAMPLE[face.script]) if (c !== " ") expect(text).toContain(c);
    expect([...text].every((c) => inFace(face, c))).toBe(true);
  });

  it("is declared in app/app.css with the range the script cuts it to", () => {
    const rule = fontFace(face.family, face.subsetPath);
    expect(rule, `an @font-face for "${face.family}" from ${face.subsetPath}`).toBeDefined();
    const range = rangePoints(/unicode-range:([^;]*);/.exec(rule!)![1]!);
    const expected = Array.from({ length: 0x10000 }, (_, code) => code).filter((code) =>
      inFace(face, String.fromCodePoint(code)),
    );
    expect(range).toEqual(expected);
  });

  it("is the committed file, made from the app's current words", { timeout: 60_000 }, async () => {
    expect((await subsetIndic(face)).equals(readFileSync(face.subsetPath))).toBe(true);
  });
});

describe("the language switch's names fonts", () => {
  it("have every letter of every language's own name that the Latin faces lack, each in a face it is cut from", () => {
    const cut = INDIC_FACES.map(namesText).join("");
    for (const name of Object.values(nativeName))
      for (const c of name) if (!FONT_TEXT.includes(c)) expect(cut, name).toContain(c);
    // A language in another script needs its own face (INDIC_FACES in scripts/font-subset.ts).
    for (const face of INDIC_FACES) expect([...namesText(face)].every((c) => inFace(face, c))).toBe(true);
  });

  it.each(INDIC_FACES)('$namesPath is declared in app/app.css as a "Language Names" face', (face) => {
    expect(fontFace("Language Names", face.namesPath)).toMatch(/unicode-range:/);
  });

  it.each(INDIC_FACES)(
    "$namesPath is the committed file, made from the current names, and stays a few kilobytes",
    { timeout: 30_000 },
    async (face) => {
      const committed = readFileSync(face.namesPath);
      expect((await subsetNames(face)).equals(committed)).toBe(true);
      expect(committed.length).toBeLessThan(4096);
    },
  );
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

describe("the stylesheet's per-language rules", () => {
  it("are the ones the locale table writes", () => {
    expect(readFileSync(SCRIPTS_CSS_PATH, "utf8"), "run `npm run font`").toBe(scriptsCss());
  });
});
