/**
 * Screenshots of pages at 390, 768 and 1366 px for a visual check:
 *   npx tsx scripts/screenshots.ts [baseUrl] /path /other …   → screenshots/<path>-<width>.png
 * Set FULL=0 for the first screen only.
 */
import { mkdirSync } from "node:fs";

import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "390,768,1366").split(",").map(Number);
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const path of paths.length ? paths : ["/"]) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(base + path, { waitUntil: "networkidle" });
    // A full-page capture paints only what is near the screen of the sections the browser may skip (app.css
    // render-when-near): the rest would come out as blank bands a visitor who scrolls never sees.
    await page.addStyleTag({ content: ".render-when-near { content-visibility: visible !important }" });
    // Cards that fade in as they scroll into view stay transparent in a full-page capture unless scrolled past.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      scrollTo(0, 0);
    });
    await page.waitForTimeout(400);
    const name = `screenshots/${path.replace(/\W+/g, "_") || "_"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== "0" });
    console.log(name);
    await page.close();
  }
}
await browser.close();
