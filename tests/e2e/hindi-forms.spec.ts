import { expect, type Locator, type Page, test } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";
import { hindiForms } from "../../app/forms/hi.ts";
import { recordsOf, untranslatedRuns } from "../../scripts/untranslated.ts";
import { gotoHydrated } from "./helpers/hydration";
import { unique, waitForSubmission } from "./helpers/inbox";
import { pastePhone, typePhone } from "./helpers/phone";

/**
 * Issue 18: every form works on its Hindi page, in Hindi words, and the office receives what the English form
 * sends (field names, option values, the 10-digit phone) plus `language: "Hindi"`. The English payloads are
 * checked in forms.spec.ts and verify.spec.ts; the page texts around the forms are still English until their
 * pages are translated, so the buttons that open the pop-ups are found by their English names.
 */
const site = loadSiteConfig(process.env);
const { accessKey } = site.forms;
const { publicKey, serviceId, templates } = site.emailService;
const sdk = (template: string) => ({
  lib_version: "4.4.1",
  service_id: serviceId,
  template_id: template,
  user_id: publicKey,
});
const { forms: w, fieldText } = hindiForms;

const named = (scope: Page | Locator, name: string) => scope.locator(`[name="${name}"]`);

function alerts(page: Page) {
  const seen: string[] = [];
  page.on("dialog", (d) => {
    seen.push(d.message());
    void d.accept();
  });
  return seen;
}

/**
 * Every visible label of the form is the Hindi one, and no English phrase is left anywhere in it but `kept` (what
 * the page gives the form, e.g. a job's title, until that page is translated).
 */
async function expectHindiLabels(form: Locator, kept: string[] = []) {
  await expect(form.locator("label").first()).toBeVisible();
  const labels = await form.locator("label").allInnerTexts();
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) expect(label, label).toMatch(/[\u0900-\u097F]/);
  const options = await form.locator("option").allTextContents();
  expect(untranslatedRuns([await form.innerText(), ...options].join("\n"), [...recordsOf(site), ...kept])).toEqual([]);
}

test.describe("the forms on Hindi pages (issue 18)", () => {
  test.skip(({ isMobile }) => isMobile, "the forms' phone layouts are checked in English; one run is enough here");

  test("/hi: the quote pop-up is in Hindi and stores the English payload with the language", async ({ page }) => {
    await page.goto("/hi");
    const dialog = page.getByRole("dialog", { name: site.brand });
    await expect(dialog.getByText(w.quotePopup.tagline)).toBeVisible();
    await expectHindiLabels(dialog);
    const name = unique("आशा वर्मा");
    await dialog.getByLabel(fieldText["Your name"]!).fill(name);
    await named(dialog, "email").fill("asha@example.in");
    await typePhone(named(dialog, "phone"), "+91 98765 43210");
    await named(dialog, "shiftingFrom").fill("बोरिंग रोड, पटना");
    await named(dialog, "shiftingTo").fill("Whitefield, Bangalore");
    await named(dialog, "date").fill("2026-12-05");
    await named(dialog, "serviceType").selectOption({ label: fieldText["Home Shifting"]! });
    await dialog.getByRole("button", { name: w.quotePopup.submit }).click();
    await expect(dialog.getByRole("status")).toHaveText(w.quotePopup.success);
    const entry = await waitForSubmission((e) => e.fields.name === name);
    expect(entry.fields).toEqual({
      name,
      email: "asha@example.in",
      phone: "9876543210",
      shiftingFrom: "बोरिंग रोड, पटना",
      shiftingTo: "Whitefield, Bangalore",
      date: "2026-12-05",
      serviceType: "Home Shifting",
      access_key: accessKey,
      language: "Hindi",
    });
  });

  test("/hi: a number that cannot be a mobile is refused in Hindi, and nothing is sent", async ({ page }) => {
    let posted = false;
    await page.route("**/submit", (route) => {
      posted = true;
      return route.abort();
    });
    await page.goto("/hi");
    const dialog = page.getByRole("dialog", { name: site.brand });
    await pastePhone(named(dialog, "phone"), "0987654321");
    await dialog.getByRole("button", { name: w.quotePopup.submit }).click();
    const message = await named(dialog, "phone").evaluate((el: HTMLInputElement) => el.validationMessage);
    expect(message).toBe(w.shared.phoneRule);
    expect(posted).toBe(false);
  });

  test("/hi/home-shifting: the quote card in Hindi; a network failure is said in Hindi and keeps the values, then it sends", async ({
    page,
  }) => {
    await gotoHydrated(page, "/hi/home-shifting");
    const card = page.getByRole("region", { name: w.quoteCard.title });
    await expectHindiLabels(card);
    const name = unique("रोहित सेन");
    await named(card, "Customer name").fill(name);
    await pastePhone(named(card, "phone number"), "091234 56780");
    await named(card, "Customer email id:").fill("rohit@example.in");
    await named(card, "relocation_type").selectOption({ label: fieldText["Goods Insurance"]! });
    await named(card, "Want to shift from").fill("पटना");
    await named(card, "Shifting to").fill("Pune");
    await named(card, "Shifting Date").fill("2027-01-10");
    await page.route("**/submit", (route) => route.abort(), { times: 1 });
    await card.getByRole("button", { name: w.quoteCard.submit }).click();
    await expect(card.getByRole("status")).toHaveText(w.shared.networkFailure);
    await expect(named(card, "Customer name")).toHaveValue(name);
    await card.getByRole("button", { name: w.quoteCard.submit }).click();
    await expect(card.getByRole("status")).toHaveText(w.quoteCard.success);
    const entry = await waitForSubmission((e) => e.fields["Customer name"] === name);
    expect(entry.fields).toEqual({
      "Customer name": name,
      "phone number": "9123456780",
      "Customer email id:": "rohit@example.in",
      relocation_type: "Office Shifting",
      "Want to shift from": "पटना",
      "Shifting to": "Pune",
      "Shifting Date": "2027-01-10",
      access_key: accessKey,
      subject: `New Quote Request from the ${site.brand} website`,
      from_name: `${site.brand} Website`,
      language: "Hindi",
    });
  });

  test("/hi/free-estimate: sent with the quote template, defaults and option values as in English", async ({
    page,
  }) => {
    await gotoHydrated(page, "/hi/free-estimate");
    const form = page.getByRole("region", { name: w.freeEstimate.title });
    await expectHindiLabels(form);
    const name = unique("मीरा");
    await named(form, "company_name").fill("Individual");
    await named(form, "first_name").fill(name);
    await named(form, "last_name").fill("अय्यर");
    await named(form, "contact_number").pressSequentially("98765-43210");
    await named(form, "email").fill("meera@example.in");
    await named(form, "date").fill("2026-12-20");
    await named(form, "origin_city").fill("चेन्नई");
    await named(form, "destination_city").fill("Hyderabad");
    await named(form, "shipment_mode").selectOption({ label: fieldText["Home Shifting"]! });
    await named(form, "referral").selectOption({ label: fieldText["Google search"]! });
    await form.getByRole("button", { name: w.freeEstimate.submit }).click();
    await expect(form.getByRole("status")).toHaveText(w.freeEstimate.success);
    const entry = await waitForSubmission((e) => e.fields.first_name === name);
    expect(entry.fields).toEqual({
      company_name: "Individual",
      first_name: name,
      last_name: "अय्यर",
      contact_number: "9876543210",
      email: "meera@example.in",
      date: "2026-12-20",
      origin_city: "चेन्नई",
      origin_country: "India",
      destination_city: "Hyderabad",
      destination_country: "India",
      shipment_mode: "Home Shifting",
      referral: "Google search",
      shipment_description: "",
      language: "Hindi",
      ...sdk(templates.quote),
    });
  });

  test("/hi/contact: the enquiry's captcha and alerts in Hindi; the payload as in English", async ({ page }) => {
    const seen = alerts(page);
    await page.goto("/hi/contact");
    const form = page.getByRole("region", { name: w.enquiry.title });
    const code = form.getByTestId("captcha-code");
    await expect(code).toHaveText(/^[1-9]\d{5}$/);
    await expectHindiLabels(form);
    const name = unique("फराह खान");
    await named(form, "name").fill(name);
    await pastePhone(named(form, "contact_number"), "+919812345678");
    await named(form, "user_email").fill("farah@example.in");
    await named(form, "message").fill("मार्च में न्यूटाउन से नोएडा, 2 BHK");
    const entryBox = form.getByLabel(w.shared.typeCode);
    await entryBox.fill((await code.textContent()) === "111111" ? "222222" : "111111");
    await form.getByRole("button", { name: w.enquiry.submit }).click();
    await expect.poll(() => seen).toEqual([w.enquiry.captcha]);
    await entryBox.fill((await code.textContent())!);
    await form.getByRole("button", { name: w.enquiry.submit }).click();
    await expect.poll(() => seen).toEqual([w.enquiry.captcha, w.enquiry.success]);
    const entry = await waitForSubmission((e) => e.fields.name === name);
    expect(entry.fields).toEqual({
      name,
      contact_number: "9812345678",
      user_email: "farah@example.in",
      message: "मार्च में न्यूटाउन से नोएडा, 2 BHK",
      language: "Hindi",
      ...sdk(templates.enquiry),
    });
  });

  test("/hi/contact: the call back in Hindi sends {name, phone, language}", async ({ page }) => {
    await page.goto("/hi/contact");
    await page.getByRole("button", { name: "Call Me Back" }).click();
    const dialog = page.getByRole("dialog", { name: w.callBack.title });
    await expectHindiLabels(dialog);
    const name = unique("सुनील");
    await named(dialog, "name").fill(name);
    await typePhone(named(dialog, "contact_number"), "91 90000 00001");
    await dialog.getByRole("button", { name: w.callBack.submit }).click();
    await expect(dialog.getByRole("status")).toHaveText(w.callBack.success);
    await expect(dialog).toBeHidden({ timeout: 4000 });
    const entry = await waitForSubmission(
      (e) => (e.fields.template_params as { name?: string } | undefined)?.name === name,
    );
    expect(entry.fields).toEqual({
      ...sdk(templates.callback),
      template_params: { name, phone: "9000000001", language: "Hindi" },
    });
  });

  test("/hi/career: the application pop-up in Hindi keeps the job's title for the office", async ({ page }) => {
    const seen = alerts(page);
    await page.goto("/hi/career");
    await page.getByRole("button", { name: "Apply Now: Truck Driver" }).click();
    const dialog = page.getByRole("dialog", { name: w.application.title("Truck Driver") });
    await expectHindiLabels(dialog, ["Truck Driver"]);
    const name = unique("अर्जुन दास");
    await named(dialog, "user_name").fill(name);
    await named(dialog, "user_email").fill("arjun@example.in");
    await typePhone(named(dialog, "user_phone"), "097000 11122");
    await named(dialog, "user_resume").fill("https://drive.google.com/file/d/abc/view");
    await dialog.getByRole("button", { name: w.application.submit }).click();
    await expect.poll(() => seen).toEqual([w.application.success]);
    await expect(dialog).toBeHidden({ timeout: 4000 });
    const entry = await waitForSubmission((e) => e.fields.user_name === name);
    expect(entry.fields).toEqual({
      job_title: "Truck Driver",
      user_name: name,
      user_email: "arjun@example.in",
      user_phone: "9700011122",
      user_resume: "https://drive.google.com/file/d/abc/view",
      language: "Hindi",
      ...sdk(templates.application),
    });
  });

  test("/hi/partner: the franchise form and its captcha in Hindi", async ({ page }) => {
    const seen = alerts(page);
    await page.goto("/hi/partner");
    const form = page.getByRole("region", { name: w.franchise.title });
    const code = form.getByTestId("captcha-code");
    await expect(code).toHaveText(/^[A-Z0-9]{6}$/);
    // The code is letters and digits by design, not English.
    await expectHindiLabels(form, [(await code.textContent())!]);
    const company = unique("भागलपुर लॉजिस्टिक्स");
    await named(form, "date").fill("2026-11-30");
    await named(form, "companyName").fill(company);
    await named(form, "name").fill("विक्रम झा");
    await pastePhone(named(form, "phoneNumber"), "+91 94310 00001");
    await named(form, "address").fill("तिलकामांझी, भागलपुर, बिहार 812001");
    for (const n of ["gst", "regCert", "adhar", "pancard"]) await named(form, n).fill(`https://drive.google.com/${n}`);
    await form.getByRole("button", { name: w.shared.refreshCode }).click();
    await form.getByLabel(w.shared.typeCode).fill((await code.textContent())!.toLowerCase());
    await form.getByRole("button", { name: w.franchise.submit }).click();
    await expect.poll(() => seen).toEqual([w.franchise.success]);
    const entry = await waitForSubmission((e) => e.fields.companyName === company);
    expect(entry.fields).toEqual({
      date: "2026-11-30",
      companyName: company,
      name: "विक्रम झा",
      phoneNumber: "9431000001",
      altNumber: "",
      address: "तिलकामांझी, भागलपुर, बिहार 812001",
      gst: "https://drive.google.com/gst",
      regCert: "https://drive.google.com/regCert",
      adhar: "https://drive.google.com/adhar",
      pancard: "https://drive.google.com/pancard",
      language: "Hindi",
      ...sdk(templates.franchise),
    });
  });

  // The three real form posts: each lands on its Hindi page and the inbox has the English form's payload.
  for (const [path, key, subject, landing, fill, expected] of [
    [
      "/hi/iba-approved-transporter",
      "ibaQuote",
      "IBA Approved Transporter Quote Request",
      "/hi/thank-you",
      async (form: Locator) => {
        await named(form, "email").fill("bank.officer@example.in");
        await pastePhone(named(form, "phone"), "+91-98300-11111");
        await named(form, "serviceType").selectOption({ label: fieldText["Car Transportation"]! });
      },
      { email: "bank.officer@example.in", phone: "9830011111", serviceType: "Car Transportation", details: "" },
    ],
    [
      "/hi/goods-insurance",
      "insuranceQuote",
      "Request Insurance Quote",
      "/hi/thank-you",
      async (form: Locator) => {
        await named(form, "email").fill("owner@example.in");
        await typePhone(named(form, "phone"), "(0) 98300 22222");
        await named(form, "itemValue").fill("450000");
      },
      { email: "owner@example.in", phone: "9830022222", itemValue: "450000", message: "" },
    ],
    [
      "/hi/verify",
      "fraudReport",
      "Fraud Report: someone using our name",
      "/hi/verify/report-received",
      async (form: Locator) => {
        await pastePhone(named(form, "phone"), "+91 98765 43210");
        await named(form, "suspect_contact").fill("sarthi.movers@okbank");
        await named(form, "details").fill("UPI पर एडवांस मांगा, फिर फोन बंद कर दिया।");
      },
      {
        phone: "9876543210",
        email: "",
        suspect_contact: "sarthi.movers@okbank",
        amount_paid: "",
        details: "UPI पर एडवांस मांगा, फिर फोन बंद कर दिया।",
      },
    ],
  ] as const) {
    test(`${path}: the posted form in Hindi lands on ${landing} with the English payload`, async ({
      page,
      baseURL,
    }) => {
      await gotoHydrated(page, path);
      const region = page.getByRole("region", { name: w[key].title });
      await expectHindiLabels(region);
      const form = region.locator("form");
      const name = unique("किरण राव");
      await named(form, "name").fill(name);
      await fill(form);
      await form.getByRole("button", { name: w[key].submit }).click();
      await expect(page).toHaveURL(landing);
      const entry = await waitForSubmission((e) => e.fields.name === name);
      expect(entry.fields).toEqual({
        access_key: accessKey,
        subject,
        name,
        ...expected,
        language: "Hindi",
        redirect: `${baseURL}${landing}`,
      });
    });
  }
});
