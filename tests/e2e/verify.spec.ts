import type { Page } from "@playwright/test";

import { localePath, locales } from "../../app/config/locales.ts";
import { fraudReport } from "./helpers/form-cases";
import { holdScript } from "./helpers/hold-script";
import { gotoHydrated } from "./helpers/hydration";
import { readInbox, unique, waitForSubmission } from "./helpers/inbox";
import { splitValues } from "./helpers/split-values";
import { expect, test } from "./helpers/test";

// Proof that the company is real: /verify's fraud-report form posts for real (to the local inbox), and the
// hero's guarantee claim scrolls to its definition. What /verify, the footer and every page show is checked in
// tests/html/verify-content.test.ts.

const named = (page: Page, name: string) => page.locator(`form [name="${name}"]`);

test("the report form posts to the form-to-email service and lands on its own thank-you page", async ({
  page,
  baseURL,
}) => {
  await gotoHydrated(page, "/verify");
  // Nothing runs off the side of a phone screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole("link", { name: "Report a fraud" }).click();
  const form = page.getByRole("region", { name: "Report a fraud" }).locator("form");
  await expect(form).toHaveAttribute("method", "post");
  const name = unique("Asha Verma");
  await fraudReport.fill(form, name);
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(page).toHaveURL("/verify/report-received");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for telling us");
  const entry = await waitForSubmission((e) => e.fields.name === name);
  expect(entry.fields).toEqual(fraudReport.payload(name, "English", baseURL!));
});

test("a report missing what happened is not sent, and what was typed stays", async ({ page }) => {
  await gotoHydrated(page, "/verify");
  const name = unique("Not Sent");
  await named(page, "name").fill(name);
  await named(page, "phone").fill("9876543210");
  await named(page, "suspect_contact").fill("fake-movers.example");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(named(page, "details")).toBeFocused();
  await expect(page).toHaveURL("/verify");
  await expect(named(page, "suspect_contact")).toHaveValue("fake-movers.example");
  expect(readInbox().filter((e) => e.fields.name === name)).toEqual([]);
});

test("no address or number on /verify breaks inside a word, in any language, from phone to laptop", async ({
  page,
}) => {
  for (const path of locales.map((l) => localePath("/verify", l))) {
    await gotoHydrated(page, path);
    // The checker's verdict shows a value too: a long look-alike address, as a visitor might paste one.
    await page
      .locator('section[aria-labelledby="official-contacts"] input')
      .fill("support@sarthimovers.example.evil.com");
    for (const width of [390, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect.soft(await splitValues(page), `${path} at ${width} px`).toEqual([]);
    }
  }
  // The check sees a split when there is one: letters broken anywhere, as `break-all` did to the e-mail address.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addStyleTag({ content: "main * { word-break: break-all !important; }" });
  expect(await splitValues(page)).not.toEqual([]);
});

test("the hero's guarantee claim scrolls to its definition, also when tapped before the sections' code came", async ({
  page,
}) => {
  // The sections below the hero, the guarantee among them, get their code at the first input: held here.
  const release = await holdScript(page, /\/assets\/service-sections-[\w-]+\.js$/);
  await gotoHydrated(page, "/home-shifting");
  const definition = page.getByRole("heading", { name: "What the 100% safety guarantee means" });
  await page.getByRole("link", { name: "100% safety guarantee" }).first().click();
  await expect(definition).toHaveCount(1);
  release();
  await expect(definition).toBeInViewport();
  await expect(page).toHaveURL(/#safety-guarantee$/);
});
