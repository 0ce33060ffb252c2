/**
 * `npm run font`: writes app/fonts/inter-subset.woff2, Inter Variable's Latin file (from @fontsource-variable/inter,
 * weight axis kept) cut down to the characters this site writes: printable ASCII and the few typographic signs in
 * FONT_EXTRA. 48 KB became 29 KB, and the font is the one file besides the HTML that the first paint waits for
 * (issue 16). font-subset.test.ts fails when the committed file is stale or when the app uses a Latin character
 * the subset lacks (the browser would draw it in the fallback font). Run it after changing FONT_EXTRA.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

import subsetFont from "subset-font";

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

// Run only as a script, not when the test imports the constants.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const out = await subsetInter();
  writeFileSync(SUBSET_PATH, out);
  console.log(`font: ${SUBSET_PATH} written, ${out.length} bytes (from ${interLatin().length})`);
}
