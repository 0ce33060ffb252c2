/**
 * The forms in a real browser: each form kind sends once to the local inbox and the office gets the exact payload;
 * the pop-ups open, close and give focus back; and on the real network path a failure, a rate limit or a hang keeps
 * everything typed. What one form does on its own (validation, every failure's words, captchas, payload field
 * names, Hindi words) is checked beside each form in app/forms/*.test.tsx, and the rules every pre-rendered form
 * carries before its script runs in tests/html/form-rules.test.ts.
 */
import type { Page } from "@playwright/test";

import { englishFormWords as en } from "../words.ts";
import * as cases from "./helpers/form-cases";
import { alerts, named, site } from "./helpers/form-cases";
import { gotoHydrated } from "./helpers/hydration";
import { unique, waitForSubmission } from "./helpers/inbox";
import { quotePopup } from "./helpers/quote-popup";
import { expect, test } from "./helpers/test";

const CARD = "Want to relocate easy & fast?";
/** A script-driven form gives up on a request after 15 s (docs/decisions/form-submission.md). */
const LIMIT_MS = 15_000;

/**
 * Stops the page's clock a few seconds ahead: its timers then move only when the test runs them on. The margin
 * covers the round trip to the page on a busy machine (a target already past cannot be paused at).
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
}

test.describe("form-to-email service: a real post to the local inbox", () => {
  test("home: the quote pop-up opens on load, sends its exact payload, resets and closes", async ({ page }) => {
    await page.goto("/");
    const dialog = quotePopup(page);
    await expect(dialog).toBeVisible();
    const name = unique("Asha Verma");
    await cases.quotePopup.fill(dialog, name);
    await dialog.getByRole("button", { name: "Get a free quote" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Form Submitted Successfully ✅");
    await expect(named(dialog, "name")).toHaveValue("");
    const entry = await waitForSubmission((e) => e.fields.name === name);
    expect(entry).toMatchObject({ provider: "form-to-email", route: "/submit" });
    expect(entry.fields).toEqual(cases.quotePopup.payload(name, "English"));
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("/home-shifting: a double tap on the card sends one request, the exact payload, then clears", async ({
    page,
  }) => {
    let requests = 0;
    // Held a moment on its way to the inbox, so the second tap comes while the first is still sending.
    await page.route("**/submit", async (route) => {
      requests++;
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await gotoHydrated(page, "/home-shifting");
    const card = page.getByRole("region", { name: CARD });
    const name = unique("Rohit Sen");
    await cases.quoteCard.fill(card, name);
    await card.getByRole("button", { name: "Get a free quote" }).dblclick();
    await expect(card.getByRole("status")).toHaveText("Response recorded! Our team will contact you. ✅");
    expect(requests).toBe(1);
    await expect(named(card, "Customer name")).toHaveValue("");
    const entry = await waitForSubmission((e) => e.fields["Customer name"] === name);
    expect(entry.fields).toEqual(cases.quoteCard.payload(name, "English"));
  });

  for (const [path, heading, form] of [
    ["/iba-approved-transporter", "Get an IBA-approved quote", cases.ibaQuote],
    ["/goods-insurance", "Request insurance quote", cases.insuranceQuote],
  ] as const) {
    test(`${path}: the browser posts the form itself, lands on /thank-you, and the inbox has the payload`, async ({
      page,
      baseURL,
    }) => {
      await gotoHydrated(page, path);
      const element = page.getByRole("region", { name: heading }).locator("form");
      const name = unique("Kiran Rao");
      await form.fill(element, name);
      await element.getByRole("button").last().click();
      await expect(page).toHaveURL("/thank-you");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
      const entry = await waitForSubmission((e) => e.fields.name === name);
      expect(entry.fields).toEqual(form.payload(name, "English", baseURL!));
    });
  }
});

test.describe("e-mail service: a real send to the local inbox", () => {
  test("free estimate: sendForm with the quote template, the exact payload, success and reset", async ({ page }) => {
    await gotoHydrated(page, "/free-estimate");
    const name = unique("Meera");
    await cases.freeEstimate.fill(page, name);
    await page.getByRole("button", { name: "Get a free quote" }).click();
    await expect(page.getByRole("status")).toHaveText("Message sent successfully ✅");
    await expect(named(page, "first_name")).toHaveValue("");
    const entry = await waitForSubmission((e) => e.fields.first_name === name);
    expect(entry).toMatchObject({ provider: "email-service", route: "/api/v1.0/email/send-form" });
    expect(entry.fields).toEqual(cases.freeEstimate.payload(name, "English"));
  });

  test("/contact: the call back sends {name, phone, language}, closes 2 s later, and a tap on the backdrop closes it", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, "/contact");
    await pauseClock(page);
    const opener = page.getByRole("button", { name: "Call Me Back" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Request a call back" });
    const name = unique("Sunil");
    await cases.callBack.fill(dialog, name);
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(dialog.getByRole("status")).toHaveText("✅ Request sent! We'll call you back shortly.");
    await page.clock.runFor(1_900);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(100);
    await expect(dialog).toBeHidden();
    const entry = await waitForSubmission(
      (e) => (e.fields.template_params as { name?: string } | undefined)?.name === name,
    );
    expect(entry.route).toBe("/api/v1.0/email/send");
    expect(entry.fields).toEqual(cases.callBack.payload(name, "English"));

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.touchscreen.tap(5, 5);
    await expect(dialog).toBeHidden();
  });

  test("/contact: the enquiry with the right code sends its payload without the code, alerts and resets", async ({
    page,
  }) => {
    const seen = alerts(page);
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("region", { name: "Send your enquiry below" });
    const name = unique("Farah Khan");
    await cases.enquiry.fill(form, name);
    await form.getByLabel("Type the code").fill((await form.getByTestId("captcha-code").textContent())!);
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect.poll(() => seen).toEqual(["Message Sent Successfully!"]);
    await expect(named(form, "name")).toHaveValue("");
    const entry = await waitForSubmission((e) => e.fields.name === name);
    expect(entry.fields).toEqual(cases.enquiry.payload(name, "English"));
  });

  test("/career: Cancel closes a job's pop-up; another's sends with its job title, alerts and closes 2 s later", async ({
    page,
  }) => {
    const seen = alerts(page);
    await page.clock.install();
    await gotoHydrated(page, "/career");
    await pauseClock(page);
    await page.getByRole("button", { name: "Apply Now: HR Recruiter" }).click();
    const other = page.getByRole("dialog", { name: "Apply for HR Recruiter" });
    await other.getByRole("button", { name: "Cancel" }).click();
    await expect(other).toBeHidden();

    await page.getByRole("button", { name: "Apply Now: Truck Driver" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply for Truck Driver" });
    const name = unique("Arjun Das");
    await cases.application.fill(dialog, name);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("button", { name: "Sent!" })).toBeVisible();
    await expect.poll(() => seen).toEqual(["✅ Application submitted successfully!"]);
    await page.clock.runFor(1_900);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(100);
    await expect(dialog).toBeHidden();
    const entry = await waitForSubmission((e) => e.fields.user_name === name);
    expect(entry.fields).toEqual(cases.application.payload(name, "English"));
  });

  test("/partner: the franchise enquiry with the code typed in lower case sends, alerts and resets", async ({
    page,
  }) => {
    const seen = alerts(page);
    await gotoHydrated(page, "/partner");
    const form = page.getByRole("region", { name: "Franchise enquiry form" });
    const company = unique("Bhagalpur Logistics");
    await cases.franchise.fill(form, company);
    const code = (await form.getByTestId("captcha-code").textContent())!;
    await form.getByLabel("Type the code").fill(code.toLowerCase());
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect.poll(() => seen).toEqual(["✅ Form submitted successfully!"]);
    await expect(named(form, "companyName")).toHaveValue("");
    const entry = await waitForSubmission((e) => e.fields.companyName === company);
    expect(entry.fields).toEqual(cases.franchise.payload(company, "English"));
  });
});

test.describe("nothing typed is lost on the real network path", () => {
  test("the card (form-to-email) answered 429: says so, keeps every value and re-enables the button", async ({
    page,
  }) => {
    await page.route("**/submit", (route) =>
      route.fulfill({ status: 429, contentType: "text/plain", body: "Too Many Requests" }),
    );
    await gotoHydrated(page, "/home-shifting");
    const card = page.getByRole("region", { name: CARD });
    await cases.quoteCard.fill(card, "Kept Name");
    await card.getByRole("button", { name: "Get a free quote" }).click();
    await expect(card.getByRole("status")).toHaveText(en.shared.tooMany);
    await expect(named(card, "Customer name")).toHaveValue("Kept Name");
    await expect(named(card, "relocation_type")).toHaveValue("Office Shifting");
    await expect(card.getByRole("button", { name: "Get a free quote" })).toBeEnabled();
  });

  test("the free estimate (e-mail service) with the network down: says so, keeps every value", async ({ page }) => {
    await page.route("**/api/v1.0/email/send-form", (route) => route.abort("internetdisconnected"));
    await gotoHydrated(page, "/free-estimate");
    await cases.freeEstimate.fill(page, "Kept");
    await page.getByRole("button", { name: "Get a free quote" }).click();
    await expect(page.getByRole("status")).toHaveText("Failed to send ❌");
    await expect(named(page, "first_name")).toHaveValue("Kept");
    await expect(named(page, "contact_number")).toHaveValue("9876543210");
    await expect(page.getByRole("button", { name: "Get a free quote" })).toBeEnabled();
  });

  test("a hang past the time limit: the card and the free estimate give up, keep the values, and re-enable", async ({
    page,
  }) => {
    // The page's clock, not the test's: the limit passes in an instant.
    await page.clock.install();
    await page.route("**/submit", () => {});
    await page.route("**/api/v1.0/email/send-form", () => {});
    await gotoHydrated(page, "/home-shifting");
    const card = page.getByRole("region", { name: CARD });
    await cases.quoteCard.fill(card, "Patient Visitor");
    await card.getByRole("button", { name: "Get a free quote" }).click();
    await expect(card.getByRole("status")).toHaveText("Sending...");
    await expect(card.getByRole("button", { name: "Get a free quote" })).toBeDisabled();
    await page.clock.runFor(LIMIT_MS - 1_000);
    await expect(card.getByRole("status")).toHaveText("Sending...");
    await page.clock.runFor(1_500);
    await expect(card.getByRole("status")).toHaveText(en.shared.networkFailure);
    await expect(named(card, "Customer name")).toHaveValue("Patient Visitor");
    await expect(card.getByRole("button", { name: "Get a free quote" })).toBeEnabled();

    await gotoHydrated(page, "/free-estimate");
    await cases.freeEstimate.fill(page, "Patient");
    await page.getByRole("button", { name: "Get a free quote" }).click();
    await expect(page.getByRole("status")).toHaveText("Sending...");
    await page.clock.runFor(LIMIT_MS + 500);
    await expect(page.getByRole("status")).toHaveText("Failed to send ❌");
    await expect(named(page, "first_name")).toHaveValue("Patient");
  });
});

test.describe("pop-ups", () => {
  test("a service page's quote pop-up closes on Escape with focus back on its opener; its call pop-up dials", async ({
    page,
  }) => {
    await gotoHydrated(page, "/home-shifting");
    const opener = page.getByRole("button", { name: "Get Free Quote" }).first();
    await opener.click();
    const dialog = quotePopup(page);
    await expect(dialog).toBeVisible();
    // The modal takes focus, so the keyboard stays inside it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("dialog[open]") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.getByRole("button", { name: "Call Now" }).first().click();
    const call = page.getByRole("dialog", { name: "Call us now" });
    await expect(call.getByRole("link")).toHaveAttribute("href", `tel:+91${site.phone}`);
    await call.getByRole("button", { name: "Close" }).click();
    await expect(call).toBeHidden();
  });
});
