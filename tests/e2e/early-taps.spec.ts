import type { Page } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";
import * as cases from "./helpers/form-cases";
import { holdScript } from "./helpers/hold-script";
import { unique, waitForSubmission } from "./helpers/inbox";
import { expect, test } from "./helpers/test";

const site = loadSiteConfig(process.env);

/**
 * A tap on a pop-up's button before the page has hydrated is held and replayed once it has (lib/early-taps), so
 * a slow phone loses none.
 */

/**
 * Opens `path` with the page's entry module held until `release` is called, so the page stays un-hydrated
 * meanwhile; returns `release`.
 */
async function openBeforeHydration(page: Page, path: string) {
  const release = await holdScript(page, /\/assets\/entry\.client-[\w-]+\.js$/);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return release;
}

const hydrated = (page: Page) => page.evaluate(() => "__reactRouterDataRouter" in window);

test("an early tap on 'Get Free Quote' opens the pop-up once the script has run, and Escape gives focus back", async ({
  page,
}) => {
  const release = await openBeforeHydration(page, "/home-shifting");
  const opener = page.getByRole("button", { name: "Get Free Quote" }).first();
  await opener.click();
  expect(await hydrated(page)).toBe(false);
  const dialog = page.getByRole("dialog", { name: site.brand });
  await expect(dialog).toBeHidden();
  // The held tap shows at once, until the pop-up opens.
  await expect(opener).toHaveAttribute("data-pending", "");

  release();
  await expect(dialog).toBeVisible();
  await expect(opener).not.toHaveAttribute("data-pending");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a form's send tapped before the script has run looks ready, shows pending, and sends what was typed once it has", async ({
  page,
}) => {
  const release = await openBeforeHydration(page, "/home-shifting");
  const card = page.getByRole("region", { name: "Want to relocate easy & fast?" });
  const name = unique("Early Sender");
  await cases.quoteCard.fill(card, name);
  const send = card.getByRole("button", { name: "Get a free quote" });
  await expect(send).toBeEnabled();
  await send.click();
  expect(await hydrated(page)).toBe(false);
  await expect(send).toHaveAttribute("data-pending", "");

  release();
  await expect(card.getByRole("status")).toHaveText("Response recorded! Our team will contact you. ✅");
  const entry = await waitForSubmission((e) => e.fields["Customer name"] === name);
  expect(entry.fields).toEqual(cases.quoteCard.payload(name, "English"));
  expect(new URL(page.url()).pathname).toBe("/home-shifting");
});

test("the contact page's 'Call Me Back', within a phone's first two screens, opens its form once for two early taps", async ({
  page,
}) => {
  const release = await openBeforeHydration(page, "/contact");
  const button = page.getByRole("button", { name: "Call Me Back" });
  await button.click();
  await button.click();
  expect(await hydrated(page)).toBe(false);

  release();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The quickest way to reach the office is found without scrolling far.
  await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));
  const box = (await button.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(2 * page.viewportSize()!.height);
});

test("a choice tapped in the estimator before the script has run shows pending, then is made once it has", async ({
  page,
}) => {
  const release = await openBeforeHydration(page, "/cost-estimator");
  const between = page.getByRole("radio", { name: /Between cities/ });
  await expect(between).toBeDisabled();
  const choice = page.locator("label").filter({ has: between });
  // A finger, not Playwright's click, which waits for the label's field to be switched on.
  const box = (await choice.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  expect(await hydrated(page)).toBe(false);
  await expect(choice).toHaveAttribute("data-pending", "");
  await expect(between).not.toBeChecked();

  release();
  await expect(between).toBeChecked();
  await expect(choice).not.toHaveAttribute("data-pending");
  // The estimator took the choice as its own: the places a move between cities needs are asked for.
  await expect(page.getByRole("combobox", { name: /Moving from/ })).toBeVisible();
});
