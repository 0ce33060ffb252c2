/**
 * The quick estimate in a real browser: its state read from the address after the pre-rendered page hydrates (and
 * again after a reload), the way on to the free estimate, the keyboard, and axe with a result on screen. The
 * figures, the query's rules and the shared summary are checked in app/sections/estimator/estimator.test.tsx and
 * app/lib/estimate/*.test.ts.
 */
import type { Locator, Page } from "@playwright/test";

import { priceTablesIn } from "../../app/content/prices/tables.ts";
import type { Price } from "../../app/content/prices/types.ts";
import { readContent } from "../../app/content/read.ts";
import { rupees } from "../../app/lib/estimate/index.ts";
import { axeOn } from "./helpers/axe";
import { gotoHydrated } from "./helpers/hydration";
import { expect, test } from "./helpers/test";

const nationalShifting = (await priceTablesIn("en")).tables["national-shifting"];
/** The published cell of the national table, by row and column id. */
const national = (row: string, column: string): Price =>
  nationalShifting.rows.find((r) => r.id === row)!.cells[nationalShifting.columns.findIndex((c) => c.id === column)]!;
const plus = (a: Price, b: Price) => {
  const r = (p: Price) => (p === "As Actual" ? { min: 0, max: 0 } : "fixed" in p ? { min: p.fixed, max: p.fixed } : p);
  return { min: r(a).min + r(b).min, max: r(a).max + r(b).max };
};

const result = (page: Page) => page.getByRole("region", { name: "Your estimate" });
const total = (page: Page) => page.getByTestId("estimate-total");
const radio = (page: Page, name: string | RegExp) => page.getByRole("radio", { name, exact: typeof name === "string" });

test.describe("cost estimator", () => {
  test("a shared address restores the estimate after a reload and leads on to a prefilled free estimate", async ({
    page,
  }) => {
    const query = "?move=between&size=2-bhk&from=kolkata&to=delhi&car=sedan&date=2026-12-20";
    const expected = rupees(plus(national("delhi", "2-bhk"), national("delhi", "car")));
    const restored = async () => {
      await expect(radio(page, /^Between cities/)).toBeChecked();
      await expect(radio(page, "2 BHK")).toBeChecked();
      await expect(page.getByLabel("Moving from")).toHaveValue("kolkata");
      await expect(page.getByLabel("Moving to")).toHaveValue("delhi");
      await expect(page.getByLabel(/^Car/)).toHaveValue("sedan");
      await expect(page.getByLabel(/^Moving date/)).toHaveValue("2026-12-20");
      await expect(total(page)).toHaveText(expected);
    };
    await gotoHydrated(page, `/cost-estimator${query}`);
    await restored();
    await page.reload();
    await restored();
    // The action bar's chat names this estimate by its total (the message itself: app/i18n/chat.test.ts).
    const escaped = encodeURIComponent(expected).replace(/[.?*+^$()[\]\\]/g, "\\$&");
    await expect(page.getByTestId("action-bar").getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      new RegExp(escaped),
    );
    // The shared summary ends with this estimate's address on the origin serving it.
    const share = new URL((await page.getByRole("link", { name: /Share on WhatsApp/ }).getAttribute("href"))!);
    expect(share.searchParams.get("text")).toMatch(new RegExp(`${page.url().replace(/[.?*+^$()[\]\\]/g, "\\$&")}$`));

    await page.getByRole("main").getByRole("link", { name: "Get a free quote" }).click();
    await expect(page).toHaveURL(/\/free-estimate\?/);
    const field = (name: string) => page.locator(`[name="${name}"]`);
    const prefilled = async () => {
      await expect(field("origin_city")).toHaveValue("Kolkata");
      await expect(field("destination_city")).toHaveValue("Delhi");
      await expect(field("date")).toHaveValue("2026-12-20");
      await expect(field("shipment_mode")).toHaveValue("Home Shifting");
      await expect(field("shipment_description")).toHaveValue(new RegExp(`Total: ${expected}`));
    };
    await prefilled();
    // The same link loaded afresh: the pre-rendered page reads its query once it runs.
    await gotoHydrated(page, page.url());
    await prefilled();
  });

  test("works with the keyboard; 'Estimate your move cost' takes focus to the result", async ({ page }) => {
    await gotoHydrated(page, "/cost-estimator");
    await radio(page, /^Within a city/).focus();
    await page.keyboard.press("Space");
    await expect(radio(page, /^Within a city/)).toBeChecked();
    await page.keyboard.press("ArrowRight");
    await expect(radio(page, /^Between cities/)).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(radio(page, "1 BHK")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(radio(page, "1 BHK")).toBeChecked();
    await page.getByRole("button", { name: "Estimate your move cost" }).press("Enter");
    await expect(result(page)).toBeFocused();
    await expect(result(page)).toBeInViewport();
    await expect(result(page)).toContainText("Still to choose: moving from, moving to");
  });

  test("on a phone the running range stays in view above the action bar while a lower field is edited", async ({
    page,
  }) => {
    const bar = page.getByTestId("estimate-bar");
    const actionBar = page.getByTestId("action-bar");
    const box = async (l: Locator) => (await l.boundingBox())!;
    const apart = async (field: Locator) => {
      await expect(field).toBeFocused();
      await expect(bar).toBeVisible();
      await expect(bar).toBeInViewport({ ratio: 1 });
      const top = (await box(actionBar)).y;
      // Polled: the bar slides in, unless the visitor asked for reduced motion.
      await expect.poll(async () => (await box(bar)).y + (await box(bar)).height).toBeLessThanOrEqual(top);
      const f = await box(field);
      expect(f.y + f.height, "the focused field is above the bar").toBeLessThanOrEqual((await box(bar)).y);
    };

    await gotoHydrated(page, "/cost-estimator");
    await radio(page, /^Between cities/).check();
    await expect(bar).toHaveCount(0);
    await radio(page, "2 BHK").check();
    await page.getByLabel("Moving from").selectOption("kolkata");
    await page.getByLabel("Moving to").selectOption("delhi");
    const bike = page.getByLabel(/^Bike/);
    await bike.focus();
    await apart(bike);
    await bike.selectOption("Sports");
    await expect(bar).toContainText(await page.getByTestId("estimate-range").innerText());
    const date = page.getByLabel(/^Moving date/);
    await date.focus();
    await apart(date);
    await bar.getByRole("button", { name: "See details" }).click();
    await expect(result(page)).toBeFocused();
    await expect(bar).toBeHidden();

    // The Hindi page's bar, in Hindi.
    await gotoHydrated(page, "/hi/cost-estimator?move=between&size=2-bhk&from=kolkata&to=delhi");
    const localizedDate = page.locator('input[type="date"]');
    await localizedDate.focus();
    await apart(localizedDate);
    await expect(bar).toContainText((await readContent("estimator", "hi")).result.approximateRange);
    // From lg the result sits beside the form: no bar.
    await page.setViewportSize({ width: 1024, height: 844 });
    await expect(bar).toBeHidden();
  });

  test("has no accessibility violations with a result shown", async ({ page }) => {
    await gotoHydrated(
      page,
      "/cost-estimator?move=between&size=4-bhk-villa&from=patna&to=pune&car=hatchback&bike=sports",
    );
    await expect(total(page)).toBeVisible();
    // Every finding counts here, not only the serious ones: the result is the page's reason to exist.
    const axe = await axeOn(page).include("main").analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
