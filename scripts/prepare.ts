/**
 * What `npm run build` and `npm run dev` run before the site's bundler, in one process: the content checked against
 * its schemas, then the pictures (scripts/images.ts) and the fonts (scripts/font-subset.ts) written from it.
 */
import { checkContent } from "./check-content.ts";
import { writeFonts } from "./font-subset.ts";
import { writeImages } from "./images.ts";

await checkContent();
await writeImages();
await writeFonts();
