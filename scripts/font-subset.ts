/**
 * `npm run font`: writes the self-hosted fonts' subsets. First app/fonts/inter-subset.woff2, Inter Variable's Latin file (from @fontsource-variable/inter,
 * weight axis kept) cut down to the characters this site writes: printable ASCII and the few typographic signs in
 * FONT_EXTRA. 48 KB became 29 KB, and the font is the one file besides the HTML that the first paint waits for
 * (issue 16). font-subset.test.ts fails when the committed file is stale or when the app uses a Latin character
 * the subset lacks (the browser would draw it in the fallback font). Run it after changing FONT_EXTRA.
 *
 * Then app/fonts/devanagari-subset.woff2 for the Hindi pages (issue 18): Noto Sans Devanagari's variable file (from
 * @fontsource-variable/noto-sans-devanagari, OFL) cut down to the Devanagari letters the app's sources write, the
 * signs Hindi text needs and the ₹ sign, with the weight axis trimmed to the weights the site uses (400–800). Its
 * test fails when a new Hindi word brings a letter the committed file lacks: run `npm run font` then.
 *
 * Last app/fonts/language-names.woff2, for the language switch on every page: the same Noto Sans Devanagari cut to
 * the letters of the languages' own names (`nativeName` in app/config/locales.ts) at the switch's one weight, so an
 * English page shows "हिन्दी" on a machine without a Devanagari face for about a kilobyte. A language in another
 * script needs its Noto face added here; the test fails until it is.
 *
 * And app/fonts/brand-name.woff2, the word mark's display face: Bricolage Grotesque (from
 * @fontsource-variable/bricolage-grotesque, OFL) pinned to one instance (BRAND_AXES) and cut to the letters of the
 * configured BRAND_NAME in both cases, about 3 KB. Every build cuts it from its own environment; its test fails when
 * the name's letters are not all in the committed file.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

import subsetFont from "subset-font";

import { loadSiteConfig } from "../app/config/load.ts";
import { nativeName } from "../app/config/locales.ts";
import { walk } from "./postbuild.ts";

/** Characters beyond printable ASCII that the site's texts use (or may, like the other quotation marks). */
export const FONT_EXTRA = "§©®°·é‘’“”–—…•×™›−";

const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");
export const FONT_TEXT = ASCII + FONT_EXTRA;
export const SUBSET_PATH = "app/fonts/inter-subset.woff2";

export function interLatin(): Buffer {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));
}

export const subsetInter = async (): Promise<Buffer> =>
  Buffer.from(await subsetFont(interLatin(), FONT_TEXT, { targetFormat: "woff2" }));

/** The code points of the Devanagari face's unicode-range in app/app.css: the script, ZWNJ/ZWJ, ₹ and ◌. */
export const isDevanagari = (c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= 0x900 && code <= 0x97f) || [0x200c, 0x200d, 0x20b9, 0x25cc].includes(code);
};

/** Always kept: the joiners that shape conjuncts, the rupee sign and the dotted circle that carries a lone sign. */
const DEVANAGARI_EXTRA = "\u200C\u200D\u20B9\u25CC";
export const DEVANAGARI_SUBSET_PATH = "app/fonts/devanagari-subset.woff2";

/** Every Devanagari character the app's sources write, in code point order, and the signs above. */
export function devanagariText(): string {
  const used = new Set(DEVANAGARI_EXTRA);
  for (const file of walk("app").filter((f) => /\.tsx?$/.test(f))) {
    for (const c of readFileSync(file, "utf8")) if (isDevanagari(c)) used.add(c);
  }
  return [...used].sort().join("");
}

function notoDevanagari(): Buffer {
  const require = createRequire(import.meta.url);
  return readFileSync(
    require.resolve("@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2"),
  );
}

export const subsetDevanagari = async (): Promise<Buffer> =>
  Buffer.from(
    await subsetFont(notoDevanagari(), devanagariText(), {
      targetFormat: "woff2",
      variationAxes: { wght: { min: 400, max: 800 } },
    }),
  );

export const NAMES_SUBSET_PATH = "app/fonts/language-names.woff2";
/** The switch's weight (`font-semibold`): the names font keeps this one instance of the weight axis. */
export const NAMES_WEIGHT = 600;

/** The letters of the languages' names that the Latin faces lack, in code point order. */
export function namesText(): string {
  const used = new Set<string>();
  for (const name of Object.values(nativeName))
    for (const c of name) if (/[^\p{Script=Latin}\p{Script=Common}]/u.test(c)) used.add(c);
  return [...used].sort().join("");
}

export const subsetNames = async (): Promise<Buffer> =>
  Buffer.from(
    await subsetFont(notoDevanagari(), namesText(), {
      targetFormat: "woff2",
      variationAxes: { wght: NAMES_WEIGHT },
    }),
  );

export const BRAND_SUBSET_PATH = "app/fonts/brand-name.woff2";
/**
 * The word mark's one instance: the heaviest weight the header sets it in, the display optical size (tighter
 * spacing, the face's ink traps) and the normal width. One instance keeps the file small; both lines of the word
 * mark use it.
 */
export const BRAND_AXES = { wght: 800, opsz: 96, wdth: 100 };

/** Every character of the brand name, in both cases (the word mark's second line is set in capitals). */
export function brandText(name = loadSiteConfig(process.env).brand): string {
  return [...new Set(name + name.toUpperCase() + name.toLowerCase())].sort().join("");
}

export function bricolage(): Buffer {
  const require = createRequire(import.meta.url);
  return readFileSync(
    require.resolve("@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-standard-normal.woff2"),
  );
}

export const subsetBrand = async (name?: string): Promise<Buffer> =>
  Buffer.from(await subsetFont(bricolage(), brandText(name), { targetFormat: "woff2", variationAxes: BRAND_AXES }));

// Run only as a script, not when the test imports the constants. Every build runs it (2 s), so a deployment's
// own BRAND_NAME, or a word added to the app, gets faces with its letters.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const faces = [
    [SUBSET_PATH, subsetInter],
    [DEVANAGARI_SUBSET_PATH, subsetDevanagari],
    [NAMES_SUBSET_PATH, subsetNames],
    [BRAND_SUBSET_PATH, subsetBrand],
  ] as const;
  for (const [path, cut] of faces) {
    const out = await cut();
    writeFileSync(path, out);
    console.log(`font: ${path} written, ${out.length} bytes`);
  }
}
