import type { Page } from "@playwright/test";

import { englishPath, localeOf } from "../../app/config/locales.ts";
import { placesIn } from "../../app/content/cities.ts";
import { hasTwins } from "../../app/i18n/translated.ts";
import { sweepPages } from "../pages";
import { seriousViolations } from "./helpers/axe";
import { afterFrames } from "./helpers/frames";
import { expectNoEnglish } from "./helpers/hydrated-words";
import { gotoHydrated } from "./helpers/hydration";
import {
  buttonHeights,
  clippedPriceCells,
  coveredControls,
  heroEmptyHalf,
  heroEmptyTop,
  heroTileHoles,
  indicTypographyProblems,
  loneLastCards,
  openAllDetails,
  screensTall,
  unreadableText,
} from "./helpers/layout-sweep-checks";
import { watchLocaleCalls } from "./helpers/locale-calls";
import { PHONE_SCREEN, screenBudget, TABLET_SCREEN } from "./helpers/page-budgets";
import { isNotFound, watchErrors } from "./helpers/page-errors";
import { quotePopup } from "./helpers/quote-popup";
import { expect, test } from "./helpers/test";

const places = await placesIn("en");

/**
 * Every rule that needs a page running in a browser, checked in one visit per page and width it is opened at: it
 * answers without page errors, console errors or CSP violations; at a phone's width its load calls no Intl
 * (helpers/locale-calls); axe finds nothing serious; a Hindi page shows no English even in what its code sets after
 * hydration; and the layout rules that depend on CSS: text that cannot be read whole, Indic text letter-spaced,
 * case-transformed or in tight headings, clipped price cells and sideways page scroll, controls under the phone's
 * action bar, buttons in more than two heights, a hero's tiles with an empty cell, a list of cards ending in a
 * lone card at the left, a phone page's length, and a tablet's page no longer in screens than a phone's.
 * English pages are opened at both widths, because what is visible (the desktop menu or the phone's action bar,
 * the hero picture) decides what axe checks and the wide screens alone fetch the web fonts and hero pictures a CSP
 * could block. Pages are laid out at 360 and 390 px, a tablet's 768 and a laptop's 1366: the widths either side of
 * the site's breakpoints. The hero is also checked at 1024 px, the narrowest width that sets a picture or a proof
 * panel beside its title: neither empty space above the heading nor an empty right half.
 */

/**
 * Loads a page as a visitor who has started reading it: hydrated, deferred parts in, fonts in, pop-up closed.
 * Before the pop-up closes, the page as it opened is checked for what is not layout; the errors seen during the
 * whole visit are returned.
 */
async function visit(page: Page, path: string, isMobile: boolean) {
  const errors = await watchErrors(page);
  // At a phone's width, where the locale data's cost is felt, the page's load reaches for neither Intl nor the
  // collator: read once hydration, and what it sets off, has run, before any input.
  const localeCalls = isMobile ? await watchLocaleCalls(page) : undefined;
  await page.emulateMedia({ reducedMotion: "reduce" });
  const res = await gotoHydrated(page, path);
  expect(res?.status(), "status").toBe(isNotFound(path) ? 404 : 200);
  if (localeCalls) {
    await afterFrames(page);
    expect.soft(await localeCalls(), "Intl or the collator on load").toEqual([]);
  }
  // Parts of a page whose code loads at the visitor's first input are measured once they have arrived.
  await page.keyboard.press("Shift");
  await expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The checks read the whole page laid out, as a visitor who reads to its end sees it: sections far from the
  // screen are otherwise left unlaid (app.css render-when-near), with no size to measure.
  await page.addStyleTag({ content: ".render-when-near { content-visibility: visible !important }" });
  if (localeOf(path) === "hi" && hasTwins(path, places)) await expectNoEnglish(page, path);
  // Colours are the one stylesheet's in every language, and the contrast rule is half of a scan: it runs on the
  // English page at each width, the other rules on every page.
  const sameColours = localeOf(path) === "en" ? [] : ["color-contrast"];
  expect.soft(await seriousViolations(page, undefined, sameColours), "axe").toEqual([]);
  if (englishPath(path) === "/") {
    // The home page's quote pop-up opens by itself; the page under it is what is laid out.
    const sheet = quotePopup(page);
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  }
  return errors;
}

async function resize(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  // The new width's layout, and anything a resize observer redraws, is in before a check reads it; so are the
  // faces a wide screen's styles name, which a page opened on a phone has not fetched yet.
  await afterFrames(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The rules of a phone's screen, at 390 px, folds closed. */
async function phoneChecks(page: Page, path: string) {
  await resize(page, PHONE_SCREEN.width, PHONE_SCREEN.height);
  const budget = screenBudget(path);
  if (budget !== undefined)
    expect.soft(await screensTall(page), `phone screens, at most ${budget}`).toBeLessThanOrEqual(budget);
  expect.soft(await unreadableText(page), "text at 390 px").toEqual([]);
  expect.soft(await indicTypographyProblems(page), "Indic typography at 390 px").toEqual([]);
  expect.soft(await coveredControls(page), "controls under the action bar").toEqual([]);
  expect.soft(await heroTileHoles(page), "the hero's tiles at 390 px").toEqual([]);
  const heights = await buttonHeights(page);
  expect.soft(heights.length, `button heights at 390 px: ${heights.join(", ")}`).toBeLessThanOrEqual(2);
}

/** The rules of a tablet's and a laptop's screens, folds closed. */
async function wideChecks(page: Page) {
  // A tablet held upright reads the page in no more of its screens than a phone: both measured in this visit,
  // folds closed, so the two layouts differ by their widths alone.
  await resize(page, TABLET_SCREEN.width, TABLET_SCREEN.height);
  const tablet = await screensTall(page);
  await resize(page, PHONE_SCREEN.width, PHONE_SCREEN.height);
  const phone = await screensTall(page);
  expect
    .soft(tablet, `screens at ${TABLET_SCREEN.width} px, at most the ${phone.toFixed(2)} at ${PHONE_SCREEN.width} px`)
    .toBeLessThanOrEqual(phone);
  // The hero's layout at both laptop widths; the rest at the widest and at a tablet's.
  for (const width of [1024, 1366, 768]) {
    await resize(page, width, 900);
    if (width >= 1024) {
      expect.soft(await heroEmptyTop(page), `hero at ${width} px`).toEqual([]);
      expect.soft(await heroEmptyHalf(page), `hero's right half at ${width} px`).toEqual([]);
    }
    if (width === 1024) continue;
    expect.soft(await heroTileHoles(page), `the hero's tiles at ${width} px`).toEqual([]);
    const heights = await buttonHeights(page);
    expect.soft(heights.length, `button heights at ${width} px: ${heights.join(", ")}`).toBeLessThanOrEqual(2);
    expect.soft(await unreadableText(page), `text at ${width} px`).toEqual([]);
    expect.soft(await indicTypographyProblems(page), `Indic typography at ${width} px`).toEqual([]);
    expect.soft(await loneLastCards(page), `lists of cards at ${width} px`).toEqual([]);
  }
}

/** Every price table opened, at each width: no cell clipped, no sideways scroll. */
async function priceChecks(page: Page, widths: number[]) {
  await openAllDetails(page);
  for (const width of widths) {
    await resize(page, width, width < TABLET_SCREEN.width ? PHONE_SCREEN.height : 900);
    expect.soft(await clippedPriceCells(page), `price cells at ${width} px`).toEqual([]);
  }
}

/**
 * An English page is visited in both projects: opened on a phone, and opened on a laptop, which alone fetches the
 * web fonts and wide pictures and shows the desktop menu for axe. A translated page has the English page's
 * markup, styles and pictures with other words: it is opened once, on a phone, where its load is checked, and
 * laid out there at every width, which is where its longer words could break a layout.
 */
const sweeps = sweepPages.map((path) => ({ path, everyWidth: localeOf(path) !== "en" }));

test.describe("every page template", { tag: "@sweep" }, () => {
  for (const { path, everyWidth } of sweeps) {
    test(
      `${path} runs cleanly and lays out at every width`,
      { tag: everyWidth ? [] : ["@both"] },
      async ({ page, isMobile }) => {
        // Several whole-page scans: the longest page's took over 30 s on a busy two-core machine.
        test.slow();
        const errors = await visit(page, path, isMobile);
        if (isMobile) {
          await phoneChecks(page, path);
          if (everyWidth) await wideChecks(page);
          await priceChecks(page, everyWidth ? [360, 390, 768, 1366] : [360, 390]);
        } else {
          await wideChecks(page);
          await priceChecks(page, [768, 1366]);
        }
        expect(errors, "page errors, console errors, CSP violations").toEqual([]);
      },
    );
  }
});
