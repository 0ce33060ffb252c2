import type { Page } from "@playwright/test";

import { nativeName, translatedLocales } from "../../app/config/locales.ts";
import { settledShifts, watchShifts } from "./helpers/layout-shifts";
import { expect, test } from "./helpers/test";

// Which faces a page fetches is the rule: a cold cache, as a first visit has.
test.use({ ownContext: true });

/**
 * Below 1024 px the site's sans is a system face scaled to Inter's metrics (app.css "Inter Fallback")
 * and Inter is never fetched, so a phone's first paint waits for no font; wide screens preload Inter, which
 * shows only if it is there for the first paint (`font-display: optional`). Either way no text moves later.
 * The faces and the preload are the same on every page; what differs is what a page sets in them: the home
 * page's hero, pop-up form and counters, and the contact page's form and its captcha's monospace code. (The
 * translated pages' own faces are languages.spec.ts's.) Wide screens also fetch the language switch's fonts: each
 * language's name in a kilobyte or two cut from its script's Noto face, preloaded and shown on English pages even
 * where the computer has no face for the script, also `optional`, so they move nothing; phones draw the names in
 * their own faces for the scripts. The word mark's face (the brand name in a 3 KB cut of its display face) is
 * inside the page's stylesheet: no width fetches it, and every width shows it.
 */
const PAGES = ["/", "/contact"];

const fontRequests = (page: Page) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font" && !r.url().startsWith("data:")) fonts.push(r.url());
  });
  return fonts;
};

const NAMES_FONT = /\/language-names-[\w-]+\.woff2$/;

/** The switch is set in the names fonts, loaded, with every letter of each other language's name. */
async function expectSwitchInNamesFont(page: Page, where: string) {
  const names = translatedLocales.map((l) => nativeName[l]);
  const links = page.getByRole("banner").getByTestId("language-switch").filter({ visible: true });
  await expect(links, where).toHaveText(names);
  for (const family of await links.evaluateAll((els) => els.map((el) => getComputedStyle(el).fontFamily)))
    expect(family, where).toMatch(/^"Language Names"/);
  const loaded = await page.evaluate(async (texts) => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Language Names");
    return (
      faces.every((f) => f.status === "loaded") &&
      texts.every((t) => document.fonts.check('600 14px "Language Names"', t))
    );
  }, names);
  expect(loaded, where).toBe(true);
}

/** On a phone the switch's names come from the phone's own faces for their scripts, named (app.css "Phone …"). */
async function expectSwitchInPhoneFaces(page: Page, where: string) {
  const names = translatedLocales.map((l) => nativeName[l]);
  const links = page.getByRole("banner").getByTestId("language-switch").filter({ visible: true });
  await expect(links, where).toHaveText(names);
  for (const family of await links.evaluateAll((els) => els.map((el) => getComputedStyle(el).fontFamily)))
    expect(family, where).toMatch(/^"Inter Fallback", "Phone /);
  const drawn = await page.evaluate(async (texts) => {
    for (const text of texts) await document.fonts.load('600 14px "Phone Devanagari", "Phone Bengali"', text);
    const faces = [...document.fonts].filter((f) => /^"?Phone /.test(f.family) && f.weight === "550 900");
    return faces.length > 0 && faces.every((f) => f.status === "loaded");
  }, names);
  expect(drawn, where).toBe(true);
}

/** The header's word mark is set in the brand's display face, and that face is loaded with every letter of the name. */
async function expectWordMarkInBrandFont(page: Page, where: string) {
  const word = page.getByRole("banner").getByTestId("word-mark");
  const name = (await word.textContent())!.replace(/\s+/g, " ").trim();
  const family = await word.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family, where).toMatch(/^"Brand Name"/);
  const loaded = await page.evaluate(async (text) => {
    await document.fonts.ready;
    const face = [...document.fonts].find((f) => f.family.replace(/"/g, "") === "Brand Name");
    return face?.status === "loaded" && document.fonts.check('800 20px "Brand Name"', text);
  }, name);
  expect(loaded, where).toBe(true);
}

test("phones and tablets fetch no web font, show the word mark in its face and their text in the scaled system face", async ({
  browser,
}) => {
  for (const width of [390, 768]) {
    // A phone's own screen: the preload's media query is read against it before the page has laid out.
    const size = { width, height: 844 };
    const context = await browser.newContext({ viewport: size, screen: size, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const fonts = fontRequests(page);
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(fonts, `${path} at ${width} px`).toEqual([]);
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(family, `${path} at ${width} px`).toMatch(/^"Inter Fallback"/);
      await expectSwitchInPhoneFaces(page, `${path} at ${width} px`);
      await expectWordMarkInBrandFont(page, `${path} at ${width} px`);
    }
    await context.close();
  }
});

for (const path of PAGES) {
  test(
    `${path} on a laptop preloads Inter, shows it and moves nothing when it is late`,
    { tag: "@desktop" },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await watchShifts(page);
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
      const preloads = page.locator('link[rel="preload"][as="font"]');
      // Each other language's names font and Inter, in whatever order the header asks; the word mark's face is
      // in the stylesheet.
      const hrefs = await preloads.evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
      expect(hrefs.filter((h) => NAMES_FONT.test(h))).toHaveLength(translatedLocales.length);
      expect(hrefs.filter((h) => /\/inter-subset-/.test(h))).toHaveLength(1);
      expect(hrefs).toHaveLength(1 + translatedLocales.length);
      await expectSwitchInNamesFont(page, path);
      await expectWordMarkInBrandFont(page, path);

      // A slow connection: the font comes a second after the page asked for it; the page keeps its first face.
      const late = await page.context().newPage();
      await watchShifts(late);
      await late.route(/\.woff2$/, async (route) => {
        await new Promise((r) => setTimeout(r, 1000));
        await route.continue();
      });
      const fontArrived = late.waitForResponse(/\.woff2$/);
      await late.goto(path);
      await fontArrived;
      // Settled once the font is in: any swap it caused is laid out and reported.
      expect(await settledShifts(late)).toEqual([]);
      expect(await settledShifts(page)).toEqual([]);
    },
  );
}
