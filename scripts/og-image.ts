/**
 * Renders the drawn SVGs in public/ to the PNGs that pages and JSON-LD point at:
 *   public/og-image.svg → public/og-image.png (1200×630 share image, Open Graph and Twitter)
 *   public/logo.svg     → public/logo.png     (512×512 company logo for the MovingCompany JSON-LD)
 *   public/favicon.svg  → public/apple-touch-icon.png (192×192, on the tile's navy so a phone's own rounding shows
 *                         no corner; the icon file search engines fetch, the tab's icon being a data: URL)
 * Run once after changing a drawing: `npx tsx scripts/og-image.ts`; the PNGs are committed.
 * Uses Debian's Chromium, the self-hosted Inter Variable for the text and the word mark's display face (Bricolage
 * Grotesque, whole, as "Brand Name") for the headline, so the image speaks in the site's faces.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { chromium } from "@playwright/test";

const require = createRequire(import.meta.url);
const font = readFileSync(require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")).toString(
  "base64",
);

const brandFont = readFileSync(
  require.resolve("@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-standard-normal.woff2"),
).toString("base64");

const images = [
  { svg: "public/og-image.svg", png: "public/og-image.png", width: 1200, height: 630, transparent: false },
  { svg: "public/logo.svg", png: "public/logo.png", width: 512, height: 512, transparent: true },
  {
    svg: "public/favicon.svg",
    png: "public/apple-touch-icon.png",
    width: 192,
    height: 192,
    transparent: false,
    background: "#1a3fae",
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const { svg, png, width, height, transparent, background = "transparent" } of images) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  const markup = readFileSync(svg, "utf8").replace(
    "<svg ",
    `<svg style="display:block;width:${width}px;height:${height}px" `,
  );
  await page.setContent(
    `<!doctype html><html><head><style>
      @font-face { font-family: "Inter Variable"; font-weight: 100 900; src: url(data:font/woff2;base64,${font}) format("woff2"); }
      @font-face { font-family: "Brand Name"; font-weight: 200 800; src: url(data:font/woff2;base64,${brandFont}) format("woff2"); }
      html, body { margin: 0; background: ${background}; }
    </style></head><body>${markup}</body></html>`,
  );
  await page.evaluate(async () => {
    await document.fonts.load('800 60px "Inter Variable"');
    await document.fonts.load('800 60px "Brand Name"');
    await document.fonts.ready;
  });
  await page.screenshot({ path: png, omitBackground: transparent, clip: { x: 0, y: 0, width, height } });
  console.log(`${png} (${width}×${height})`);
  await page.close();
}
await browser.close();
