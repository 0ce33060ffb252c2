/**
 * `npm run font`: writes the self-hosted fonts' subsets. First app/fonts/inter-subset.woff2, Inter Variable's Latin file (from @fontsource-variable/inter,
 * weight axis kept) cut down to the characters this site writes: printable ASCII and the few typographic signs in
 * FONT_EXTRA. 48 KB became 29 KB, and the font is the one file besides the HTML that the first paint waits for.
 * font-subset.test.ts fails when the committed file is stale or when the app uses a Latin character
 * the subset lacks (the browser would draw it in the fallback font). Run it after changing FONT_EXTRA.
 *
 * Then, for each script of INDIC_FACES, the face of that language's pages: app/fonts/devanagari-subset.woff2 for
 * the Hindi pages, Noto Sans Devanagari's variable file (from @fontsource-variable/noto-sans-devanagari,
 * OFL) cut down to the Devanagari letters the app's sources write, the signs Hindi text needs and the ₹ sign, with
 * the weight axis trimmed to the weights the site uses (400–800); app/fonts/bengali-subset.woff2 for the Bengali
 * pages, the same from Noto Sans Bengali (@fontsource-variable/noto-sans-bengali, OFL), with the dandas "।" and "॥"
 * that Bengali text borrows from the Devanagari block. Their test fails when a new word brings a letter the
 * committed file lacks: run `npm run font` then.
 *
 * And per script the language switch's names font, on every page: the same Noto face cut to the letters of the
 * languages' own names (`nativeName` in app/config/locales.ts) at the switch's one weight, so an English page shows
 * "हिन्दी" or "বাংলা" on a machine without the script's face for about a kilobyte: one file per script,
 * app/fonts/language-names-<script>.woff2, named by the locale table's script code so the switch finds it. A language
 * in another script needs its Noto face added to INDIC_FACES; the test fails until it is.
 *
 * And app/fonts/brand-name.woff2, the word mark's display face: Bricolage Grotesque (from
 * @fontsource-variable/bricolage-grotesque, OFL) pinned to one instance (BRAND_AXES) and cut to the letters of the
 * configured BRAND_NAME in both cases, about 3 KB. Every build cuts it from its own environment; its test fails when
 * the name's letters are not all in the committed file.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

import subsetFont from "subset-font";

import { loadSiteConfig } from "../app/config/load.ts";
import { locales, localeTable, nativeName } from "../app/config/locales.ts";
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

/**
 * The Indic pages' faces, one per script a language of app/config/locales.ts is written in: each is cut from its
 * Noto variable file twice, to the letters the app's sources write (`subsetPath`, for that language's pages) and
 * to the letters of the languages' own names (`namesPath`, for the language switch).
 */
const require = createRequire(import.meta.url);

export const INDIC_FACES = [
  {
    /** The script, as the locale table's `script` names it. */
    script: "Deva",
    /** The face's `font-family` in app/app.css. */
    family: "Noto Sans Devanagari",
    /** The `font-family` in app/app.css that names the phones' own faces for the script. */
    phoneFamily: "Phone Devanagari",
    /** The script's Unicode block, first and last code point. */
    block: [0x900, 0x97f],
    /** Always kept: the joiners that shape conjuncts, the rupee sign and the dotted circle that carries a lone sign. */
    extra: "\u200C\u200D\u20B9\u25CC",
    source: () =>
      require.resolve("@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2"),
    subsetPath: "app/fonts/devanagari-subset.woff2",
    namesPath: "app/fonts/language-names-Deva.woff2",
  },
  {
    script: "Beng",
    family: "Noto Sans Bengali",
    phoneFamily: "Phone Bengali",
    block: [0x980, 0x9ff],
    /** Also the dandas, which Bengali text writes with the Devanagari block's "।" and "॥". */
    extra: "\u0964\u0965\u200C\u200D\u20B9\u25CC",
    source: () =>
      require.resolve("@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2"),
    subsetPath: "app/fonts/bengali-subset.woff2",
    namesPath: "app/fonts/language-names-Beng.woff2",
  },
] as const;

export type IndicFace = (typeof INDIC_FACES)[number];

/** The code points of the face's unicode-range in app/app.css: its script's block and its `extra` signs. */
export const inFace = (face: IndicFace, c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= face.block[0] && code <= face.block[1]) || face.extra.includes(c);
};

/** Every character of the face's range the app's sources and the content folder write, in code point order, and its `extra` signs. */
export function indicText(face: IndicFace): string {
  const used = new Set(face.extra);
  const sources = [
    ...walk("app").filter((f) => /\.tsx?$/.test(f)),
    ...walk("content").filter((f) => f.endsWith(".json")),
  ];
  for (const file of sources) {
    for (const c of readFileSync(file, "utf8")) if (inFace(face, c)) used.add(c);
  }
  return [...used].sort().join("");
}

const noto = (face: IndicFace): Buffer => readFileSync(face.source());

/** The face for the language's pages, with the weight axis trimmed to the weights the site uses. */
export const subsetIndic = async (face: IndicFace): Promise<Buffer> =>
  Buffer.from(
    await subsetFont(noto(face), indicText(face), {
      targetFormat: "woff2",
      variationAxes: { wght: { min: 400, max: 800 } },
    }),
  );

/** The switch's weight (`font-semibold`): the names fonts keep this one instance of the weight axis. */
export const NAMES_WEIGHT = 600;

/** The letters of the languages' names that the Latin faces lack and this face's range has, in code point order. */
export function namesText(face: IndicFace): string {
  const used = new Set<string>();
  for (const name of Object.values(nativeName))
    for (const c of name) if (/[^\p{Script=Latin}\p{Script=Common}]/u.test(c) && inFace(face, c)) used.add(c);
  return [...used].sort().join("");
}

export const subsetNames = async (face: IndicFace): Promise<Buffer> =>
  Buffer.from(
    await subsetFont(noto(face), namesText(face), {
      targetFormat: "woff2",
      variationAxes: { wght: NAMES_WEIGHT },
    }),
  );

export const SCRIPTS_CSS_PATH = "app/fonts/scripts.css";

/** The face of the script a language of the table is written in, or undefined for Latin. */
const faceOf = (script: string) => INDIC_FACES.find((face) => face.script === script);

/**
 * The per-language rules of app/app.css, written from the locale table (app/fonts/scripts.css): each language in a
 * script of INDIC_FACES gets the Indic typography (`indic` variant) and its script's faces in the page's sans stack,
 * the phone's own face below 1024 px and ours from 1024 px. So a language joins the stylesheet by its table line.
 */
export function scriptsCss(): string {
  const indic = locales.filter((l) => faceOf(localeTable[l].script));
  const html = (l: (typeof locales)[number]) => `html[lang="${localeTable[l].htmlLang}"]`;
  const stack = (...families: string[]) => [...families, "ui-sans-serif", "system-ui", "sans-serif"].join(", ");
  const quoted = (family: string) => `"${family}"`;
  const rule = (selector: string, property: string, value: string) =>
    `    ${selector} {\n      ${property}: ${value};\n    }`;
  const phones = [...new Set(indic.map((l) => faceOf(localeTable[l].script)!.phoneFamily))].map(quoted);
  return [
    "/* Written by scripts/font-subset.ts (`npm run font`) from app/config/locales.ts: edit those, not this file. */",
    `@custom-variant indic (&:is(${indic.map((l) => `:lang(${localeTable[l].htmlLang})`).join(", ")}));`,
    "",
    "@layer base {",
    "  @media (width < 64rem) {",
    ...indic.map((l) =>
      rule(html(l), "--font-sans", stack('"Inter Fallback"', quoted(faceOf(localeTable[l].script)!.phoneFamily))),
    ),
    rule(":root", "--font-names", stack('"Inter Fallback"', ...phones)),
    "  }",
    "  @media (width >= 64rem) {",
    ...indic.map((l) =>
      rule(
        html(l),
        "--font-sans",
        stack(quoted(faceOf(localeTable[l].script)!.family), '"Inter Variable"', '"Inter Fallback"'),
      ),
    ),
    "  }",
    "}",
    "",
  ].join("\n");
}

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

/**
 * Every face cut and the scripts' stylesheet written, each only when its bytes change. Every build runs it (2 s), so
 * a deployment's own BRAND_NAME, or a word added to the app, gets faces with its letters.
 */
export async function writeFonts() {
  type Cut = [path: string, cut: () => Promise<Buffer>];
  const faces: Cut[] = [
    [SUBSET_PATH, subsetInter],
    ...INDIC_FACES.flatMap((face): Cut[] => [
      [face.subsetPath, () => subsetIndic(face)],
      [face.namesPath, () => subsetNames(face)],
    ]),
    [BRAND_SUBSET_PATH, () => subsetBrand()],
  ];
  writeChanged(SCRIPTS_CSS_PATH, Buffer.from(scriptsCss()));
  for (const [path, cut] of faces) writeChanged(path, await cut());
}

// Run only as a script (`npm run font`), not when the test imports the constants.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await writeFonts();

/**
 * Writes a committed file only when its bytes differ: a build leaves an up-to-date checkout untouched, so the
 * checks that read these files alongside it (npm test runs them together) never meet one half written.
 */
function writeChanged(path: string, out: Buffer) {
  if (existsSync(path) && readFileSync(path).equals(out)) return;
  writeFileSync(path, out);
  console.log(`font: ${path} written, ${out.length} bytes`);
}
