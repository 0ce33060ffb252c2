/**
 * Booking the free survey in a real browser on a phone: the visitor fills the form, the local inbox receives the
 * request, and the page confirms it with a calendar file. The rules (days, slots, cities, payload, failures) are
 * unit-tested beside the form (app/forms/book-survey-form.test.tsx) and the slot rules (app/lib/survey).
 */
import { readFileSync } from "node:fs";

import ICAL from "ical.js";

import { seriousViolations } from "./helpers/axe";
import { site } from "./helpers/form-cases";
import { gotoHydrated } from "./helpers/hydration";
import { unique, waitForSubmission } from "./helpers/inbox";
import { expect, test } from "./helpers/test";

test.use({ viewport: { width: 390, height: 844 } });

test("a visitor books a video survey on a phone and gets a confirmation with a calendar file", async ({ page }) => {
  await gotoHydrated(page, "/book-survey");
  const name = unique("Meera Das");
  await page.getByRole("radio", { name: /Video survey/ }).check();
  await page.getByLabel("City").fill("Siliguri");
  const day = page.getByLabel("Day");
  await day.selectOption({ index: 1 });
  const date = await day.inputValue();
  // Each slot is a button-like label around a visually hidden radio: the visitor taps the label.
  const slotLabel = page
    .locator("label")
    .filter({ hasText: /^\d\d:\d\d–\d\d:\d\d$/ })
    .first();
  const slot = slotLabel.getByRole("radio");
  await slotLabel.click();
  await expect(slot).toBeChecked();
  const slotValue = await slot.getAttribute("value");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Mobile number").fill("+91 98765 43210");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Book a free survey" }).click();

  const heading = page.getByRole("heading", { name: "Survey requested" });
  await expect(heading).toBeFocused();
  await expect(page.getByTestId("survey-requested")).toContainText("Requested: video survey on");
  expect(await seriousViolations(page)).toEqual([]);

  const entry = await waitForSubmission((e) => e.fields.name === name);
  expect(entry).toMatchObject({ provider: "form-to-email", route: "/submit" });
  expect(entry.fields).toEqual({
    survey_type: "Video survey",
    city: "Siliguri",
    preferred_date: date,
    preferred_slot: slotValue,
    name,
    phone: "9876543210",
    email: "",
    language: "English",
    access_key: site.forms.accessKey,
    subject: `Free survey request from the ${site.brand} website`,
    from_name: `${site.brand} Website`,
  });

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download calendar file" }).click();
  const file = readFileSync((await (await download).path())!, "utf8");
  const event = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent("vevent")!;
  const start = event.getFirstProperty("dtstart")!;
  expect(start.getParameter("tzid")).toBe("Asia/Kolkata");
  expect(start.getFirstValue()!.toString()).toBe(`${date}T${slotValue!.slice(0, 5)}:00`);
});
