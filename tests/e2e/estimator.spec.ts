import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";
import { localShifting, nationalShifting } from "../../app/content/prices/local-national.ts";
import { formatPrice, type Price } from "../../app/content/prices/types.ts";
import { openPhoneFolds } from "./helpers/phone-folds";

// The build under test is made with the same environment as this run.
const site = loadSiteConfig(process.env);

/** The published cell, as the estimator prints it. */
function cell(table: typeof localShifting, row: string, column: string): Price {
  return table.rows.find((r) => r.label === row)!.cells[table.columns.indexOf(column)]!;
}
const rupees = (p: Price) => `₹${formatPrice(p)}`;
const plus = (a: Price, b: Price) => {
  const r = (p: Price) => (p === "As Actual" ? { min: 0, max: 0 } : "fixed" in p ? { min: p.fixed, max: p.fixed } : p);
  return { min: r(a).min + r(b).min, max: r(a).max + r(b).max };
};

const result = (page: Page) => page.getByRole("region", { name: "Your estimate" });
const total = (page: Page) => page.getByTestId("estimate-total");
const radio = (page: Page, name: string | RegExp) => page.getByRole("radio", { name, exact: typeof name === "string" });

/** The form is disabled in the pre-rendered HTML and comes alive at hydration. */
async function open(page: Page, query = "") {
  await page.goto(`/cost-estimator${query}`);
  await expect(radio(page, /^Within a city/)).toBeEnabled();
}

test.describe("cost estimator", () => {
  test("a visitor gets a local range, changes the size and sees it update; the result is a polite live region", async ({
    page,
  }) => {
    await open(page);
    await expect(result(page)).toHaveAttribute("aria-live", "polite");
    await expect(result(page)).toContainText("Choose the kind of move");

    await radio(page, /^Within a city/).check();
    await expect(result(page)).toContainText("Still to choose: home or office size");
    await radio(page, "2 BHK").check();
    await expect(total(page)).toHaveText(rupees(cell(localShifting, "Total", "2 BHK")));
    for (const item of ["Transport", "Packing", "Unpacking", "Labour"]) {
      await expect(
        result(page)
          .getByRole("listitem")
          .filter({ hasText: new RegExp(`^${item}.*${item} row, 2 BHK column`) }),
      ).toContainText(rupees(cell(localShifting, item, "2 BHK")));
    }
    await expect(result(page)).toContainText("Handyman");
    await expect(result(page)).toContainText("as actual");
    await expect(result(page)).toContainText("All prices are approximate and confirmed after the free survey.");
    await expect(page).toHaveURL(/\?move=local&size=2-bhk$/);

    await radio(page, "Office").check();
    await expect(total(page)).toHaveText(rupees(cell(localShifting, "Total", "Office")));
    await expect(page).toHaveURL(/\?move=local&size=office$/);
  });

  test("between cities: Kolkata to Delhi uses the national table, and adding a car updates the total", async ({
    page,
  }) => {
    await open(page);
    await radio(page, /^Between cities/).check();
    await radio(page, "2 BHK").check();
    await page.getByLabel("Moving from").selectOption({ label: "Kolkata" });
    await page.getByLabel("Moving to").selectOption({ label: "Delhi" });
    const home = cell(nationalShifting, "Delhi", "2 BHK");
    await expect(total(page)).toHaveText(rupees(home));
    await expect(result(page)).toContainText("Delhi row, 2 BHK column");
    await expect(result(page)).toContainText(/km by road \(approximate\)/);

    await page.getByLabel(/^Car/).selectOption("Sedan");
    await expect(total(page)).toHaveText(rupees(plus(home, cell(nationalShifting, "Delhi", "Car"))));
    await expect(page).toHaveURL(/move=between&size=2-bhk&from=kolkata&to=delhi&car=sedan/);
  });

  test("the URL query restores the form and the result, also after a reload", async ({ page }) => {
    const query = "?move=between&size=3-bhk&from=delhi&to=kolkata&car=suv&date=2026-12-20";
    await open(page, query);
    const expected = rupees(plus(cell(nationalShifting, "Delhi", "3 BHK"), cell(nationalShifting, "Delhi", "Car")));
    const check = async () => {
      await expect(radio(page, /^Between cities/)).toBeChecked();
      await expect(radio(page, "3 BHK")).toBeChecked();
      await expect(page.getByLabel("Moving from")).toHaveValue("delhi");
      await expect(page.getByLabel("Moving to")).toHaveValue("kolkata");
      await expect(page.getByLabel(/^Car/)).toHaveValue("SUV");
      await expect(page.getByLabel(/^Moving date/)).toHaveValue("2026-12-20");
      await expect(total(page)).toHaveText(expected);
    };
    await check();
    await page.reload();
    await expect(radio(page, /^Within a city/)).toBeEnabled();
    await check();
  });

  for (const [why, query] of [
    ["unknown city", "?move=between&from=atlantis&to=delhi&size=2-bhk"],
    ["negative size", "?move=local&size=-1"],
    ["missing kind", "?from=kolkata&to=delhi"],
  ]) {
    test(`a bad query (${why}) gives the empty form without an error`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      await open(page, query);
      for (const r of await page.getByRole("radio").all()) await expect(r).not.toBeChecked();
      await expect(result(page)).toContainText("Choose the kind of move");
      await expect(page.getByRole("alert")).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test("one click opens the free estimate form prefilled with route, date, service and the summary", async ({
    page,
  }) => {
    await open(page, "?move=between&size=2-bhk&from=kolkata&to=delhi&car=sedan&date=2026-12-20");
    const expected = rupees(plus(cell(nationalShifting, "Delhi", "2 BHK"), cell(nationalShifting, "Delhi", "Car")));
    await expect(total(page)).toHaveText(expected);
    await page.getByRole("link", { name: "Get a free estimate with these details" }).click();

    await expect(page).toHaveURL(/\/free-estimate\?/);
    const field = (name: string) => page.locator(`[name="${name}"]`);
    await expect(field("origin_city")).toHaveValue("Kolkata");
    await expect(field("destination_city")).toHaveValue("Delhi");
    await expect(field("date")).toHaveValue("2026-12-20");
    await expect(field("shipment_mode")).toHaveValue("Home Shifting");
    const description = field("shipment_description");
    await expect(description).toHaveValue(/Kolkata to Delhi/);
    await expect(description).toHaveValue(new RegExp(`Total: ${expected}`));
    await expect(description).toHaveValue(/approximate and confirmed after the free survey/);
    await expect(description).toHaveValue(
      /\/cost-estimator\?move=between&size=2-bhk&from=kolkata&to=delhi&car=sedan&date=2026-12-20$/,
    );

    // The same prefill works on a fresh load of the link (pre-rendered page, query read after hydration).
    const url = page.url();
    await page.goto(url);
    await expect(field("origin_city")).toHaveValue("Kolkata");
    await expect(description).toHaveValue(new RegExp(`Total: ${expected}`));
  });

  test("shares the summary on WhatsApp with the business number", async ({ page }) => {
    await open(page, "?move=local&size=1-bhk&city=patna");
    const link = page.getByRole("link", { name: /Share on WhatsApp/ });
    const href = (await link.getAttribute("href"))!;
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsapp}`);
    const text = url.searchParams.get("text")!;
    expect(text).toContain(`Total: ${rupees(cell(localShifting, "Total", "1 BHK"))}`);
    expect(text).toContain("Patna");
    await expect(link).toHaveAttribute("target", "_blank");
  });

  test("works with the keyboard; 'See my estimate' takes focus to the result", async ({ page }) => {
    await open(page);
    await radio(page, /^Within a city/).focus();
    await page.keyboard.press("Space");
    await expect(radio(page, /^Within a city/)).toBeChecked();
    await page.keyboard.press("ArrowRight");
    await expect(radio(page, /^Between cities/)).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(radio(page, "1 BHK")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(radio(page, "1 BHK")).toBeChecked();
    await page.getByRole("button", { name: "See my estimate" }).press("Enter");
    await expect(result(page)).toBeFocused();
    await expect(result(page)).toContainText("Still to choose: moving from, moving to");
  });

  test("has no accessibility violations with a result shown", async ({ page }) => {
    await open(page, "?move=between&size=4-bhk-villa&from=patna&to=pune&car=hatchback&bike=sports");
    await expect(total(page)).toBeVisible();
    const axe = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(axe.violations).toEqual([]);
  });

  test("every price table links to the estimator", async ({ page }) => {
    await page.goto("/vehicle-shifting");
    await openPhoneFolds(page);
    const links = page.getByRole("link", { name: "Estimate your move cost" });
    await expect(links).toHaveCount(2);
    await links.first().click();
    await expect(page).toHaveURL(/\/cost-estimator$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move cost estimator");
  });
});

test("the header's navigation links to the estimator", async ({ page, isMobile }) => {
  await page.goto("/about");
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  const nav = page.getByRole("navigation", { name: isMobile ? "Mobile" : "Main" });
  await nav.getByRole("link", { name: "Estimator" }).click();
  await expect(page).toHaveURL(/\/cost-estimator$/);
});
