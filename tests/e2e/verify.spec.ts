import { expect, type Page, test } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";
import { cityPaths } from "../../app/content/paths.ts";
import { allPages } from "../pages";
import { fraudReport } from "./helpers/form-cases";
import { readInbox, unique, waitForSubmission } from "./helpers/inbox";

// Proof that the company is real (issue #13): /verify, its report form, the identity and the guarantee.
// The build under test is made with the same environment as this run.
const site = loadSiteConfig(process.env);
const { identity } = site;
const formatPhone = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Resolves once React has hydrated the page (the h1 carries a React fiber). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const h1 = document.querySelector("main h1");
    return !!h1 && Object.keys(h1).some((k) => k.startsWith("__reactFiber"));
  });
}

const named = (page: Page, name: string) => page.locator(`form [name="${name}"]`);

test.describe("/verify at 390 px", () => {
  test("lists the official contacts, the payment rule, the paperwork and the registration numbers", async ({
    page,
  }) => {
    await page.goto("/verify");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Is this really us?");
    const main = page.getByRole("main");
    const contacts = main.getByRole("region", { name: "Our only official contacts" });
    for (const phone of [site.phone, site.phoneAlt]) {
      await expect(contacts.getByRole("link", { name: formatPhone(phone) })).toHaveAttribute("href", `tel:+91${phone}`);
    }
    await expect(contacts).toContainText(`@${site.email.split("@")[1]}`);
    await expect(contacts).toContainText(new URL(site.url).host);
    await expect(main.getByRole("region", { name: "How we take payment" })).toContainText(
      `the account name your app shows before you pay is "${identity.legalName}"`,
    );
    const paperwork = main.getByRole("region", { name: "What our paperwork looks like" });
    await expect(paperwork.getByRole("heading", { name: "Consignment note (LR / bilty)" })).toBeVisible();
    for (const value of [identity.gstin, identity.registration, identity.ibaCode, identity.legalName]) {
      await expect(paperwork.getByText(value, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByRole("region", { name: "Common frauds in the moving trade" })).toBeVisible();
    // Nothing runs off the side of a phone screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("the report form posts to the form-to-email service and lands on its own thank-you page", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/verify");
    await hydrated(page);
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
    await page.goto("/verify");
    await hydrated(page);
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

  test("the top bar, the footer and the FAQ's genuineness answer lead to /verify", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    await page.getByTestId("top-bar").getByRole("link", { name: "Verify it’s us" }).click();
    await expect(page).toHaveURL("/verify");

    await page.goto("/faq");
    await hydrated(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /Is this really us\?/ })
      .click();
    await expect(page).toHaveURL("/verify");

    await page.goto("/faq");
    await hydrated(page);
    await page.getByText("How can I check that you are a genuine company?").first().click();
    await page
      .getByRole("link", { name: /Is this really us\? Our numbers/ })
      .first()
      .click();
    await expect(page).toHaveURL("/verify");
  });

  test("every city page links to /verify", async ({ request }) => {
    for (const path of cityPaths()) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('href="/verify"');
      expect(html, path).toContain("Is this really us?");
    }
  });
});

test.describe("identity and guarantee on the pages", () => {
  test("the footer, about and contact pages carry the registration numbers", async ({ page }) => {
    for (const path of ["/about", "/contact"]) {
      await page.goto(path);
      const details = page.getByRole("region", { name: "Company details" });
      for (const value of [
        identity.legalName,
        identity.gstin,
        identity.registration,
        identity.ibaCode,
        identity.director,
      ]) {
        await expect(details.getByText(value, { exact: true })).toBeVisible();
      }
      await expect(details).toContainText(String(identity.yearFounded));
      await expect(page.getByTestId("footer-identity")).toContainText(identity.gstin);
      await expect(page.getByTestId("footer-identity")).toContainText(identity.registration);
    }
  });

  test("every page that claims the 100% safety guarantee defines it and links to the terms' claims", async ({
    request,
  }) => {
    const claiming: string[] = [];
    for (const path of allPages) {
      const html = await (await request.get(path)).text();
      const text = html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
      if (!/safety guarantee/i.test(text)) continue;
      claiming.push(path);
      expect(html, path).toContain('id="safety-guarantee"');
      expect(html, path).toContain('href="/terms-and-conditions#claims"');
    }
    expect(claiming).toEqual(expect.arrayContaining(["/", "/home-shifting", "/faq", "/iba-approved-transporter"]));
    const terms = await (await request.get("/terms-and-conditions")).text();
    expect(terms).toContain('id="claims"');
  });

  test("the hero's guarantee claim scrolls to its definition", async ({ page }) => {
    await page.goto("/home-shifting");
    await hydrated(page);
    await page.getByRole("link", { name: "100% safety guarantee" }).first().click();
    await expect(page.getByRole("heading", { name: "What the 100% safety guarantee means" })).toBeInViewport();
  });
});
