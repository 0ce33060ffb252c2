import { expect, type Locator, type Page, test } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";
import { PHONE_MESSAGE, PHONE_PATTERN } from "../../app/lib/phone.ts";
import { unique, waitForSubmission } from "./helpers/inbox";
import { pastePhone, typePhone } from "./helpers/phone";

// The build under test is made with the same environment as this run.
const site = loadSiteConfig(process.env);
const { accessKey } = site.forms;
const { publicKey, serviceId, templates } = site.emailService;
const sdk = (template: string) => ({
  lib_version: "4.4.1",
  service_id: serviceId,
  template_id: template,
  user_id: publicKey,
});

const NETWORK_FAILURE = "Could not reach the server. Please check your connection and try again.";
const SERVER_FAILURE = "The server could not take your request just now. Please try again in a few minutes.";
const TOO_MANY = "Too many requests from this connection. Please wait a minute and try again.";

/** Collects window.alert texts and accepts them. */
function alerts(page: Page) {
  const seen: string[] = [];
  page.on("dialog", (d) => {
    seen.push(d.message());
    void d.accept();
  });
  return seen;
}

const named = (scope: Page | Locator, name: string) => scope.locator(`[name="${name}"]`);

async function fillQuotePopup(dialog: Locator, name: string) {
  await dialog.getByLabel("Your name").fill(name);
  await dialog.getByLabel("E-mail").fill("asha@example.in");
  await typePhone(dialog.getByLabel("Phone"), "+91 98765 43210");
  await dialog.getByLabel("Shifting from").fill("Salt Lake, Kolkata");
  await dialog.getByLabel("Shifting to").fill("Whitefield, Bangalore");
  await dialog.getByLabel("Moving date").fill("2026-12-05");
  await dialog.getByLabel("Service").selectOption("Home Shifting");
}

async function fillCard(card: Locator, name: string) {
  await named(card, "Customer name").fill(name);
  await pastePhone(named(card, "phone number"), "091234 56780");
  await named(card, "Customer email id:").fill("rohit@example.in");
  await named(card, "relocation_type").selectOption({ label: "Goods Insurance" });
  await named(card, "Want to shift from").fill("Patna");
  await named(card, "Shifting to").fill("Pune");
  await named(card, "Shifting Date").fill("2027-01-10");
}

async function fillEstimate(page: Page, name: string) {
  await named(page, "company_name").fill("Individual");
  await named(page, "first_name").fill(name);
  await named(page, "last_name").fill("Iyer");
  await named(page, "contact_number").pressSequentially("98765-43210");
  await named(page, "email").fill("meera@example.in");
  await named(page, "date").fill("2026-12-20");
  await named(page, "origin_city").fill("Chennai");
  await named(page, "destination_city").fill("Hyderabad");
  await named(page, "shipment_mode").selectOption("Home Shifting");
  await named(page, "referral").selectOption("Google search");
}

test.describe("form-to-email forms against the local inbox", () => {
  test("home: the quote pop-up opens on load, shows the brand, and stores the exact multipart payload", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: site.brand });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("FREE estimates in minutes")).toBeVisible();
    const name = unique("Asha Verma");
    await fillQuotePopup(dialog, name);
    await dialog.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Form Submitted Successfully ✅");
    await expect(dialog.getByLabel("Your name")).toHaveValue("");
    const entry = await waitForSubmission((e) => e.fields.name === name);
    expect(entry).toMatchObject({ provider: "form-to-email", route: "/submit" });
    expect(entry.fields).toEqual({
      name,
      email: "asha@example.in",
      phone: "9876543210",
      shiftingFrom: "Salt Lake, Kolkata",
      shiftingTo: "Whitefield, Bangalore",
      date: "2026-12-05",
      serviceType: "Home Shifting",
      access_key: accessKey,
      language: "English",
    });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("home: the pop-up does not send while the phone is not 10 digits (native rule)", async ({ page }) => {
    let posted = false;
    await page.route("**/submit", (route) => {
      posted = true;
      return route.abort();
    });
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: site.brand });
    await fillQuotePopup(dialog, "Short Phone");
    await dialog.getByLabel("Phone").fill("98765");
    await dialog.getByRole("button", { name: "Get My Free Quote" }).click();
    expect(await dialog.getByLabel("Phone").evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    await expect(dialog.getByRole("status")).toHaveText("");
    expect(posted).toBe(false);
  });

  test("home: a number that cannot be an Indian mobile is refused in words, and nothing is sent", async ({ page }) => {
    let posted = false;
    await page.route("**/submit", (route) => {
      posted = true;
      return route.abort();
    });
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: site.brand });
    await fillQuotePopup(dialog, "Landline Number");
    await pastePhone(dialog.getByLabel("Phone"), "0987654321");
    await dialog.getByRole("button", { name: "Get My Free Quote" }).click();
    const message = await dialog.getByLabel("Phone").evaluate((el: HTMLInputElement) => el.validationMessage);
    expect(message).toBe(PHONE_MESSAGE);
    await expect(dialog.getByLabel("Phone")).toHaveValue("0987654321");
    expect(posted).toBe(false);
  });

  test("service page: 'Get Free Quote' opens the pop-up, Escape closes it and focus returns", async ({ page }) => {
    await page.goto("/home-shifting");
    const opener = page.getByRole("button", { name: "Get Free Quote" }).first();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: site.brand });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("FREE estimates in minutes")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("service page: 'Call Now' opens 'Call Us Now' with a tel: link and a close button", async ({ page }) => {
    await page.goto("/home-shifting");
    await page.getByRole("button", { name: "Call Now" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Call us now" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link")).toHaveAttribute("href", `tel:+91${site.phone}`);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("process page: 'Talk to an Expert' uses the same call pop-up", async ({ page }) => {
    await page.goto("/process");
    await page.getByRole("button", { name: "Talk to an Expert" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Talk to an Expert" });
    await expect(dialog.getByRole("link")).toHaveAttribute("href", `tel:+91${site.phone}`);
  });

  test(`/home-shifting: the embedded card stores the product's field names, access key, subject and from-name, then clears`, async ({
    page,
  }) => {
    await page.goto("/home-shifting");
    const card = page.getByRole("region", { name: "Want to relocate easy & fast?" });
    const name = unique("Rohit Sen");
    await fillCard(card, name);
    await card.getByRole("button", { name: "Request Free Quote" }).click();
    await expect(card.getByRole("status")).toHaveText("Response recorded! Our team will contact you. ✅");
    await expect(named(card, "Customer name")).toHaveValue("");
    await expect(named(card, "relocation_type")).toHaveValue("");
    const entry = await waitForSubmission((e) => e.fields["Customer name"] === name);
    expect(entry.fields).toEqual({
      "Customer name": name,
      "phone number": "9123456780",
      "Customer email id:": "rohit@example.in",
      relocation_type: "Office Shifting",
      "Want to shift from": "Patna",
      "Shifting to": "Pune",
      "Shifting Date": "2027-01-10",
      access_key: accessKey,
      subject: `New Quote Request from the ${site.brand} website`,
      from_name: `${site.brand} Website`,
      language: "English",
    });
  });

  for (const [path, heading, subject, fill, expected] of [
    [
      "/iba-approved-transporter",
      "Get an IBA-approved quote",
      "IBA Approved Transporter Quote Request",
      async (form: Locator, name: string) => {
        await named(form, "name").fill(name);
        await named(form, "email").fill("bank.officer@example.in");
        await pastePhone(named(form, "phone"), "+91-98300-11111");
        await named(form, "serviceType").selectOption("Car Transportation");
      },
      { email: "bank.officer@example.in", phone: "9830011111", serviceType: "Car Transportation", details: "" },
    ],
    [
      "/goods-insurance",
      "Request insurance quote",
      "Request Insurance Quote",
      async (form: Locator, name: string) => {
        await named(form, "name").fill(name);
        await named(form, "email").fill("owner@example.in");
        await typePhone(named(form, "phone"), "(0) 98300 22222");
        await named(form, "itemValue").fill("450000");
      },
      { email: "owner@example.in", phone: "9830022222", itemValue: "450000", message: "" },
    ],
  ] as const) {
    test(`${path}: a real form post lands on /thank-you and the inbox has the payload`, async ({ page, baseURL }) => {
      const thankYou = "/thank-you";
      await page.goto(path);
      const form = page.getByRole("region", { name: heading }).locator("form");
      await expect(form).toHaveAttribute("method", "post");
      const name = unique("Kiran Rao");
      await fill(form, name);
      await form.getByRole("button").last().click();
      await expect(page).toHaveURL(thankYou);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
      const entry = await waitForSubmission((e) => e.fields.name === name);
      expect(entry.fields).toEqual({
        access_key: accessKey,
        subject,
        name,
        ...expected,
        language: "English",
        redirect: `${baseURL}${thankYou}`,
      });
    });
  }

  test("the pre-rendered HTML already carries the native rules (before any script runs)", async ({ request }) => {
    const html = await (await request.get("/free-estimate")).text();
    const phoneInput = html.match(/<input[^>]*name="contact_number"[^>]*>/)?.[0] ?? "";
    expect(phoneInput).toContain(`pattern="${PHONE_PATTERN}"`);
    expect(phoneInput).toContain('type="tel"');
    expect(html).toMatch(/<input[^>]*name="email"[^>]*type="email"|<input[^>]*type="email"[^>]*name="email"/);
    expect(html).toContain("10-digit mobile number");
    const iba = await (await request.get("/iba-approved-transporter")).text();
    const formTag = iba.match(/<form[^>]*>/)?.[0] ?? "";
    expect(formTag).toContain('method="post"');
    expect(formTag).toMatch(/action="[^"]*\/submit"/);
    expect(iba).toContain(`value="${site.url}/thank-you"`);
  });
});

test.describe("e-mail service forms against the local inbox", () => {
  test("free estimate: sendForm with the quote template; digits only; success and reset", async ({ page }) => {
    await page.goto("/free-estimate");
    const name = unique("Meera");
    await fillEstimate(page, name);
    await expect(named(page, "contact_number")).toHaveValue("9876543210");
    await page.getByRole("button", { name: "Send Estimate Request" }).click();
    await expect(page.getByRole("status")).toHaveText("Message sent successfully ✅");
    await expect(named(page, "first_name")).toHaveValue("");
    const entry = await waitForSubmission((e) => e.fields.first_name === name);
    expect(entry).toMatchObject({ provider: "email-service", route: "/api/v1.0/email/send-form" });
    expect(entry.fields).toEqual({
      company_name: "Individual",
      first_name: name,
      last_name: "Iyer",
      contact_number: "9876543210",
      email: "meera@example.in",
      date: "2026-12-20",
      origin_city: "Chennai",
      origin_country: "India",
      destination_city: "Hyderabad",
      destination_country: "India",
      shipment_mode: "Home Shifting",
      referral: "Google search",
      shipment_description: "",
      language: "English",
      ...sdk(templates.quote),
    });
  });

  test(`/contact: 'Call Me Back' sends {name, phone, language}, says so and closes 2 s later; backdrop click closes`, async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Call Me Back" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a call back" });
    await expect(dialog).toBeVisible();
    const name = unique("Sunil");
    await dialog.getByLabel("Your name").fill(name);
    await typePhone(dialog.getByLabel("Mobile number"), "91 90000 00001");
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(dialog.getByRole("status")).toHaveText("✅ Request sent! We'll call you back shortly.");
    await expect(dialog).toBeHidden({ timeout: 4000 });
    const entry = await waitForSubmission(
      (e) => (e.fields.template_params as { name?: string } | undefined)?.name === name,
    );
    expect(entry.route).toBe("/api/v1.0/email/send");
    expect(entry.fields).toEqual({
      lib_version: "4.4.1",
      user_id: publicKey,
      service_id: serviceId,
      template_id: templates.callback,
      template_params: { name, phone: "9000000001", language: "English" },
    });

    await page.getByRole("button", { name: "Call Me Back" }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test("contact enquiry: a wrong captcha alerts and renews; the right one sends (captcha not sent), alerts and resets", async ({
    page,
  }) => {
    const seen = alerts(page);
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send your enquiry below" });
    const code = form.getByTestId("captcha-code");
    await expect(code).toHaveText(/^[1-9]\d{5}$/);
    const name = unique("Farah Khan");
    await named(form, "name").fill(name);
    await pastePhone(named(form, "contact_number"), "+919812345678");
    await named(form, "user_email").fill("farah@example.in");
    await named(form, "message").fill("2 BHK from Newtown to Noida in March.");
    const first = (await code.textContent())!;
    await form.getByLabel("Type the code").fill(first === "111111" ? "222222" : "111111");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect.poll(() => seen).toEqual(["Invalid captcha. Please try again!"]);
    await expect(form.getByLabel("Type the code")).toHaveValue("");
    await form.getByLabel("Type the code").fill((await code.textContent())!);
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect.poll(() => seen).toEqual(["Invalid captcha. Please try again!", "Message Sent Successfully!"]);
    await expect(named(form, "name")).toHaveValue("");
    const entry = await waitForSubmission((e) => e.fields.name === name);
    expect(entry.fields).toEqual({
      name,
      contact_number: "9812345678",
      user_email: "farah@example.in",
      message: "2 BHK from Newtown to Noida in March.",
      language: "English",
      ...sdk(templates.enquiry),
    });
  });

  test("careers: 'Apply Now' opens the job's pop-up; 'Sent!', the alert, closes after 2 s; job_title stored", async ({
    page,
  }) => {
    const seen = alerts(page);
    await page.goto("/career");
    await page.getByRole("button", { name: "Apply Now: Truck Driver" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply for Truck Driver" });
    await expect(dialog).toBeVisible();
    const name = unique("Arjun Das");
    await named(dialog, "user_name").fill(name);
    await named(dialog, "user_email").fill("arjun@example.in");
    await typePhone(named(dialog, "user_phone"), "097000 11122");
    await named(dialog, "user_resume").fill("https://drive.google.com/file/d/abc/view");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("button", { name: "Sent!" })).toBeVisible();
    await expect.poll(() => seen).toEqual(["✅ Application submitted successfully!"]);
    await expect(dialog).toBeHidden({ timeout: 4000 });
    const entry = await waitForSubmission((e) => e.fields.user_name === name);
    expect(entry.fields).toEqual({
      job_title: "Truck Driver",
      user_name: name,
      user_email: "arjun@example.in",
      user_phone: "9700011122",
      user_resume: "https://drive.google.com/file/d/abc/view",
      language: "English",
      ...sdk(templates.application),
    });
  });

  test("careers: Cancel closes the application pop-up", async ({ page }) => {
    await page.goto("/career");
    await page.getByRole("button", { name: "Apply Now: HR Recruiter" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply for HR Recruiter" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("partner: franchise captcha (mismatch alerts, renews, clears; entry upper-cased), then sent, alerted and reset", async ({
    page,
  }) => {
    const seen = alerts(page);
    await page.goto("/partner");
    const form = page.getByRole("region", { name: "Franchise enquiry form" });
    const code = form.getByTestId("captcha-code");
    await expect(code).toHaveText(/^[A-Z0-9]{6}$/);
    const company = unique("Bhagalpur Logistics");
    await named(form, "date").fill("2026-11-30");
    await named(form, "companyName").fill(company);
    await named(form, "name").fill("Vikram Jha");
    await pastePhone(named(form, "phoneNumber"), "+91 94310 00001");
    await named(form, "address").fill("Tilkamanjhi, Bhagalpur, Bihar 812001");
    for (const n of ["gst", "regCert", "adhar", "pancard"]) await named(form, n).fill(`https://drive.google.com/${n}`);
    await form.getByLabel("Type the code").fill("zzzzz1");
    const before = await code.textContent();
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect.poll(() => seen).toEqual(["Invalid CAPTCHA! Please try again."]);
    await expect(form.getByLabel("Type the code")).toHaveValue("");
    await expect(code).not.toHaveText(before!);
    await form.getByRole("button", { name: "Refresh security code" }).click();
    await form.getByLabel("Type the code").fill((await code.textContent())!.toLowerCase());
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect.poll(() => seen).toEqual(["Invalid CAPTCHA! Please try again.", "✅ Form submitted successfully!"]);
    await expect(named(form, "companyName")).toHaveValue("");
    const entry = await waitForSubmission((e) => e.fields.companyName === company);
    expect(entry.fields).toEqual({
      date: "2026-11-30",
      companyName: company,
      name: "Vikram Jha",
      phoneNumber: "9431000001",
      altNumber: "",
      address: "Tilkamanjhi, Bhagalpur, Bihar 812001",
      gst: "https://drive.google.com/gst",
      regCert: "https://drive.google.com/regCert",
      adhar: "https://drive.google.com/adhar",
      pancard: "https://drive.google.com/pancard",
      language: "English",
      ...sdk(templates.franchise),
    });
  });
});

test.describe("nothing typed is lost: every failure kind", () => {
  const kinds = [
    {
      kind: "provider error message",
      answer: {
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "Invalid email address" }),
      },
      card: "Invalid email address",
    },
    { kind: "429", answer: { status: 429, contentType: "text/plain", body: "Too Many Requests" }, card: TOO_MANY },
    {
      kind: "500",
      answer: { status: 500, contentType: "text/plain", body: "Internal Server Error" },
      card: SERVER_FAILURE,
    },
    { kind: "network drop", answer: "abort" as const, card: NETWORK_FAILURE },
  ];

  for (const { kind, answer, card: message } of kinds) {
    test(`embedded card (form-to-email): ${kind}`, async ({ page }) => {
      await page.route("**/submit", (route) =>
        answer === "abort" ? route.abort("internetdisconnected") : route.fulfill(answer),
      );
      await page.goto("/home-shifting");
      const card = page.getByRole("region", { name: "Want to relocate easy & fast?" });
      await fillCard(card, "Kept Name");
      await card.getByRole("button", { name: "Request Free Quote" }).click();
      await expect(card.getByRole("status")).toHaveText(message);
      await expect(named(card, "Customer name")).toHaveValue("Kept Name");
      await expect(named(card, "relocation_type")).toHaveValue("Office Shifting");
      await expect(card.getByRole("button", { name: "Request Free Quote" })).toBeEnabled();
    });

    test(`free estimate (e-mail service): ${kind}`, async ({ page }) => {
      await page.route("**/api/v1.0/email/send-form", (route) =>
        answer === "abort"
          ? route.abort("internetdisconnected")
          : route.fulfill({
              ...answer,
              body: kind === "provider error message" ? "The template ID is invalid" : answer.body,
            }),
      );
      await page.goto("/free-estimate");
      await fillEstimate(page, "Kept");
      await page.getByRole("button", { name: "Send Estimate Request" }).click();
      await expect(page.getByRole("status")).toHaveText("Failed to send ❌");
      await expect(named(page, "first_name")).toHaveValue("Kept");
      await expect(named(page, "contact_number")).toHaveValue("9876543210");
      await expect(page.getByRole("button", { name: "Send Estimate Request" })).toBeEnabled();
    });
  }

  test("a hang past 15 s: the card and the free estimate give up, keep the values, and re-enable", async ({ page }) => {
    await page.clock.install();
    await page.route("**/submit", () => {});
    await page.route("**/api/v1.0/email/send-form", () => {});
    await page.goto("/home-shifting");
    const card = page.getByRole("region", { name: "Want to relocate easy & fast?" });
    await fillCard(card, "Patient Visitor");
    await card.getByRole("button", { name: "Request Free Quote" }).click();
    await expect(card.getByRole("status")).toHaveText("Sending...");
    await expect(card.getByRole("button", { name: "Request Free Quote" })).toBeDisabled();
    await page.clock.runFor(14_000);
    await expect(card.getByRole("status")).toHaveText("Sending...");
    await page.clock.runFor(1_500);
    await expect(card.getByRole("status")).toHaveText(NETWORK_FAILURE);
    await expect(named(card, "Customer name")).toHaveValue("Patient Visitor");
    await expect(card.getByRole("button", { name: "Request Free Quote" })).toBeEnabled();

    await page.goto("/free-estimate");
    await fillEstimate(page, "Patient");
    await page.getByRole("button", { name: "Send Estimate Request" }).click();
    await expect(page.getByRole("status")).toHaveText("Sending...");
    await page.clock.runFor(15_500);
    await expect(page.getByRole("status")).toHaveText("Failed to send ❌");
    await expect(named(page, "first_name")).toHaveValue("Patient");
  });

  test("one click sends one request", async ({ page }) => {
    let count = 0;
    await page.route("**/submit", async (route) => {
      count++;
      await new Promise((r) => setTimeout(r, 500));
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ success: true, message: "ok" }),
      });
    });
    await page.goto("/home-shifting");
    const card = page.getByRole("region", { name: "Want to relocate easy & fast?" });
    await fillCard(card, "Double Clicker");
    await card.getByRole("button", { name: "Request Free Quote" }).dblclick();
    await expect(card.getByRole("status")).toHaveText("Response recorded! Our team will contact you. ✅");
    expect(count).toBe(1);
  });

  test("call-back failure: cross-marked text, the form kept, the pop-up stays open", async ({ page }) => {
    await page.route("**/api/v1.0/email/send", (route) => route.fulfill({ status: 500, body: "Server Error" }));
    await page.goto("/contact");
    await page.getByRole("button", { name: "Call Me Back" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a call back" });
    await dialog.getByLabel("Your name").fill("Kept");
    await dialog.getByLabel("Mobile number").fill("9000000002");
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(dialog.getByRole("status")).toHaveText("❌ Something went wrong. Please try again.");
    await expect(dialog.getByLabel("Your name")).toHaveValue("Kept");
    await expect(dialog).toBeVisible();
  });

  test("application failure: alert, button re-enabled, values kept", async ({ page }) => {
    const seen = alerts(page);
    await page.route("**/api/v1.0/email/send-form", (route) => route.abort("internetdisconnected"));
    await page.goto("/career");
    await page.getByRole("button", { name: "Apply Now: Sales Executive" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply for Sales Executive" });
    await named(dialog, "user_name").fill("Kept");
    await named(dialog, "user_email").fill("kept@example.in");
    await named(dialog, "user_phone").fill("9700011123");
    await named(dialog, "user_resume").fill("https://drive.google.com/x");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect.poll(() => seen).toEqual(["Failed to send. Try again later."]);
    await expect(dialog.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    await expect(named(dialog, "user_name")).toHaveValue("Kept");
  });
});
