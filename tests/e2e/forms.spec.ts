import { expect, test } from "@playwright/test";

import { PHONE_MESSAGE, PHONE_PATTERN } from "../../app/lib/phone.ts";
import * as cases from "./helpers/form-cases";
import { alerts, named, site } from "./helpers/form-cases";
import { unique, waitForSubmission } from "./helpers/inbox";
import { pastePhone, typePhone } from "./helpers/phone";

const NETWORK_FAILURE = "Could not reach the server. Please check your connection and try again.";
const SERVER_FAILURE = "The server could not take your request just now. Please try again in a few minutes.";
const TOO_MANY = "Too many requests from this connection. Please wait a minute and try again.";

test.describe("form-to-email forms against the local inbox", () => {
  test("home: the quote pop-up opens on load, shows the brand, and stores the exact multipart payload", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: site.brand });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("FREE estimates in minutes")).toBeVisible();
    const name = unique("Asha Verma");
    await cases.quotePopup.fill(dialog, name);
    await dialog.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Form Submitted Successfully ✅");
    await expect(dialog.getByLabel("Your name")).toHaveValue("");
    const entry = await waitForSubmission((e) => e.fields.name === name);
    expect(entry).toMatchObject({ provider: "form-to-email", route: "/submit" });
    expect(entry.fields).toEqual(cases.quotePopup.payload(name, "English"));
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
    await cases.quotePopup.fill(dialog, "Short Phone");
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
    await cases.quotePopup.fill(dialog, "Landline Number");
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
    await cases.quoteCard.fill(card, name);
    await expect(named(card, "relocation_type").locator("option:checked")).toHaveText("Goods Insurance");
    await card.getByRole("button", { name: "Request Free Quote" }).click();
    await expect(card.getByRole("status")).toHaveText("Response recorded! Our team will contact you. ✅");
    await expect(named(card, "Customer name")).toHaveValue("");
    await expect(named(card, "relocation_type")).toHaveValue("");
    const entry = await waitForSubmission((e) => e.fields["Customer name"] === name);
    expect(entry.fields).toEqual(cases.quoteCard.payload(name, "English"));
  });

  for (const [path, heading, form] of [
    ["/iba-approved-transporter", "Get an IBA-approved quote", cases.ibaQuote],
    ["/goods-insurance", "Request insurance quote", cases.insuranceQuote],
  ] as const) {
    test(`${path}: a real form post lands on /thank-you and the inbox has the payload`, async ({ page, baseURL }) => {
      await page.goto(path);
      const element = page.getByRole("region", { name: heading }).locator("form");
      await expect(element).toHaveAttribute("method", "post");
      const name = unique("Kiran Rao");
      await form.fill(element, name);
      await element.getByRole("button").last().click();
      await expect(page).toHaveURL("/thank-you");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
      const entry = await waitForSubmission((e) => e.fields.name === name);
      expect(entry.fields).toEqual(form.payload(name, "English", baseURL!));
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
    await cases.freeEstimate.fill(page, name);
    await expect(named(page, "contact_number")).toHaveValue("9876543210");
    await page.getByRole("button", { name: "Send Estimate Request" }).click();
    await expect(page.getByRole("status")).toHaveText("Message sent successfully ✅");
    await expect(named(page, "first_name")).toHaveValue("");
    const entry = await waitForSubmission((e) => e.fields.first_name === name);
    expect(entry).toMatchObject({ provider: "email-service", route: "/api/v1.0/email/send-form" });
    expect(entry.fields).toEqual(cases.freeEstimate.payload(name, "English"));
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
    expect(entry.fields).toEqual(cases.callBack.payload(name, "English"));

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
    await cases.enquiry.fill(form, name);
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
    expect(entry.fields).toEqual(cases.enquiry.payload(name, "English"));
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
    await cases.application.fill(dialog, name);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("button", { name: "Sent!" })).toBeVisible();
    await expect.poll(() => seen).toEqual(["✅ Application submitted successfully!"]);
    await expect(dialog).toBeHidden({ timeout: 4000 });
    const entry = await waitForSubmission((e) => e.fields.user_name === name);
    expect(entry.fields).toEqual(cases.application.payload(name, "English"));
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
    await cases.franchise.fill(form, company);
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
    expect(entry.fields).toEqual(cases.franchise.payload(company, "English"));
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
      await cases.quoteCard.fill(card, "Kept Name");
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
      await cases.freeEstimate.fill(page, "Kept");
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
    await cases.quoteCard.fill(card, "Patient Visitor");
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
    await cases.freeEstimate.fill(page, "Patient");
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
    await cases.quoteCard.fill(card, "Double Clicker");
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
