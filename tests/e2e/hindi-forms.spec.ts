import { expect, type Locator, test } from "@playwright/test";

import { hindiForms } from "../../app/forms/hi.ts";
import { recordsOf, untranslatedRuns } from "../../scripts/untranslated.ts";
import * as cases from "./helpers/form-cases";
import { alerts, named, site } from "./helpers/form-cases";
import { gotoHydrated } from "./helpers/hydration";
import { unique, waitForSubmission } from "./helpers/inbox";
import { pastePhone } from "./helpers/phone";

/**
 * Issue 18: every form works on its Hindi page, in Hindi words, and the office receives exactly what the English
 * form sends (helpers/form-cases.ts: field names, option values, the 10-digit phone) but `language: "Hindi"`. The
 * page texts around the forms are still English until their pages are translated, so the buttons that open the
 * pop-ups are found by their English names.
 */
const { forms: w } = hindiForms;

/**
 * Every visible label of the form is the Hindi one, and no English phrase is left anywhere in it but `kept` (what
 * the page gives the form, e.g. a job's title, until that page is translated).
 */
async function expectHindi(form: Locator, kept: string[] = []) {
  await expect(form.locator("label").first()).toBeVisible();
  const labels = await form.locator("label").allInnerTexts();
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) expect(label, label).toMatch(/[\u0900-\u097F]/);
  const options = await form.locator("option").allTextContents();
  const text = [await form.innerText(), ...options].join("\n");
  expect(untranslatedRuns(text, [...recordsOf(site), ...kept])).toEqual([]);
}

test.describe("the forms on Hindi pages (issue 18)", () => {
  test.skip(({ isMobile }) => isMobile, "the forms' phone layouts are checked in English; one run is enough here");

  test("/hi: the quote pop-up", async ({ page }) => {
    await page.goto("/hi");
    const dialog = page.getByRole("dialog", { name: site.brand });
    await expect(dialog.getByText(w.quotePopup.tagline)).toBeVisible();
    await expectHindi(dialog);
    const name = unique("आशा वर्मा");
    await cases.quotePopup.fill(dialog, name);
    await dialog.getByRole("button", { name: w.quotePopup.submit }).click();
    await expect(dialog.getByRole("status")).toHaveText(w.quotePopup.success);
    const entry = await waitForSubmission((e) => e.fields.name === name);
    expect(entry.fields).toEqual(cases.quotePopup.payload(name, "Hindi"));
  });

  test("/hi: a number that cannot be a mobile is refused in Hindi, and nothing is sent", async ({ page }) => {
    let posted = false;
    await page.route("**/submit", (route) => {
      posted = true;
      return route.abort();
    });
    await page.goto("/hi");
    const dialog = page.getByRole("dialog", { name: site.brand });
    await cases.quotePopup.fill(dialog, "फोन गलत");
    await pastePhone(named(dialog, "phone"), "0987654321");
    await dialog.getByRole("button", { name: w.quotePopup.submit }).click();
    const message = await named(dialog, "phone").evaluate((el: HTMLInputElement) => el.validationMessage);
    expect(message).toBe(w.shared.phoneRule);
    expect(posted).toBe(false);
  });

  test("/hi/home-shifting: the quote card; a network failure is said in Hindi and keeps the values", async ({
    page,
  }) => {
    await gotoHydrated(page, "/hi/home-shifting");
    const card = page.getByRole("region", { name: w.quoteCard.title });
    await expectHindi(card);
    const name = unique("रोहित सेन");
    await cases.quoteCard.fill(card, name);
    await page.route("**/submit", (route) => route.abort(), { times: 1 });
    await card.getByRole("button", { name: w.quoteCard.submit }).click();
    await expect(card.getByRole("status")).toHaveText(w.shared.networkFailure);
    await expect(named(card, "Customer name")).toHaveValue(name);
    await card.getByRole("button", { name: w.quoteCard.submit }).click();
    await expect(card.getByRole("status")).toHaveText(w.quoteCard.success);
    const entry = await waitForSubmission((e) => e.fields["Customer name"] === name);
    expect(entry.fields).toEqual(cases.quoteCard.payload(name, "Hindi"));
  });

  test("/hi/free-estimate: the free estimate", async ({ page }) => {
    await gotoHydrated(page, "/hi/free-estimate");
    const form = page.getByRole("region", { name: w.freeEstimate.title });
    await expectHindi(form);
    const name = unique("मीरा");
    await cases.freeEstimate.fill(form, name);
    await form.getByRole("button", { name: w.freeEstimate.submit }).click();
    await expect(form.getByRole("status")).toHaveText(w.freeEstimate.success);
    const entry = await waitForSubmission((e) => e.fields.first_name === name);
    expect(entry.fields).toEqual(cases.freeEstimate.payload(name, "Hindi"));
  });

  test("/hi/contact: the enquiry, its captcha and its alerts", async ({ page }) => {
    const seen = alerts(page);
    await page.goto("/hi/contact");
    const form = page.getByRole("region", { name: w.enquiry.title });
    const code = form.getByTestId("captcha-code");
    await expect(code).toHaveText(/^[1-9]\d{5}$/);
    await expectHindi(form);
    const name = unique("फराह खान");
    await cases.enquiry.fill(form, name);
    const entryBox = form.getByLabel(w.shared.typeCode);
    await entryBox.fill((await code.textContent()) === "111111" ? "222222" : "111111");
    await form.getByRole("button", { name: w.enquiry.submit }).click();
    await expect.poll(() => seen).toEqual([w.enquiry.captcha]);
    await entryBox.fill((await code.textContent())!);
    await form.getByRole("button", { name: w.enquiry.submit }).click();
    await expect.poll(() => seen).toEqual([w.enquiry.captcha, w.enquiry.success]);
    const entry = await waitForSubmission((e) => e.fields.name === name);
    expect(entry.fields).toEqual(cases.enquiry.payload(name, "Hindi"));
  });

  test("/hi/contact: the call back", async ({ page }) => {
    await page.goto("/hi/contact");
    await page.getByRole("button", { name: "मुझे कॉल करें" }).click();
    const dialog = page.getByRole("dialog", { name: w.callBack.title });
    await expectHindi(dialog);
    const name = unique("सुनील");
    await cases.callBack.fill(dialog, name);
    await dialog.getByRole("button", { name: w.callBack.submit }).click();
    await expect(dialog.getByRole("status")).toHaveText(w.callBack.success);
    await expect(dialog).toBeHidden({ timeout: 4000 });
    const entry = await waitForSubmission(
      (e) => (e.fields.template_params as { name?: string } | undefined)?.name === name,
    );
    expect(entry.fields).toEqual(cases.callBack.payload(name, "Hindi"));
  });

  test("/hi/career: the application keeps the job's title for the office", async ({ page }) => {
    const seen = alerts(page);
    await page.goto("/hi/career");
    await page.getByRole("button", { name: "आवेदन करें: ट्रक ड्राइवर" }).click();
    // The heading names the job in Hindi; the payload below keeps the English title.
    const dialog = page.getByRole("dialog", { name: w.application.title("ट्रक ड्राइवर") });
    await expectHindi(dialog);
    const name = unique("अर्जुन दास");
    await cases.application.fill(dialog, name);
    await dialog.getByRole("button", { name: w.application.submit }).click();
    await expect.poll(() => seen).toEqual([w.application.success]);
    await expect(dialog).toBeHidden({ timeout: 4000 });
    const entry = await waitForSubmission((e) => e.fields.user_name === name);
    expect(entry.fields).toEqual(cases.application.payload(name, "Hindi"));
  });

  test("/hi/partner: the franchise form and its captcha", async ({ page }) => {
    const seen = alerts(page);
    await page.goto("/hi/partner");
    const form = page.getByRole("region", { name: w.franchise.title });
    const code = form.getByTestId("captcha-code");
    await expect(code).toHaveText(/^[A-Z0-9]{6}$/);
    // The code is letters and digits by design, not English.
    await expectHindi(form, [(await code.textContent())!]);
    const company = unique("भागलपुर लॉजिस्टिक्स");
    await cases.franchise.fill(form, company);
    await form.getByRole("button", { name: w.shared.refreshCode }).click();
    await form.getByLabel(w.shared.typeCode).fill((await code.textContent())!.toLowerCase());
    await form.getByRole("button", { name: w.franchise.submit }).click();
    await expect.poll(() => seen).toEqual([w.franchise.success]);
    const entry = await waitForSubmission((e) => e.fields.companyName === company);
    expect(entry.fields).toEqual(cases.franchise.payload(company, "Hindi"));
  });

  // The three real form posts: each lands on its Hindi page and the inbox has the English form's payload.
  for (const [path, key] of [
    ["/hi/iba-approved-transporter", "ibaQuote"],
    ["/hi/goods-insurance", "insuranceQuote"],
    ["/hi/verify", "fraudReport"],
  ] as const) {
    test(`${path}: the posted form lands on its Hindi page`, async ({ page, baseURL }) => {
      const form = cases[key];
      await gotoHydrated(page, path);
      const region = page.getByRole("region", { name: w[key].title });
      await expectHindi(region);
      const name = unique("किरण राव");
      await form.fill(region.locator("form"), name);
      await region.getByRole("button", { name: w[key].submit }).click();
      await expect(page).toHaveURL(cases.landing(form.back, "Hindi"));
      const entry = await waitForSubmission((e) => e.fields.name === name);
      expect(entry.fields).toEqual(form.payload(name, "Hindi", baseURL!));
    });
  }
});
