/**
 * The forms on Hindi pages, through the real network: the office receives exactly what the English form sends
 * (helpers/form-cases.ts) but `language: "Hindi"`, and a posted form brings the visitor back to the Hindi page.
 * Every form's Hindi words, and its payload in Hindi, are checked beside it (app/forms/hindi-forms.test.tsx).
 */

import { hindiFormWords as w } from "../words";
import * as cases from "./helpers/form-cases";
import { named } from "./helpers/form-cases";
import { gotoHydrated } from "./helpers/hydration";
import { unique, waitForSubmission } from "./helpers/inbox";
import { expect, test } from "./helpers/test";

test.describe("the forms on Hindi pages", () => {
  test("/hi/home-shifting: the card says a network failure in Hindi, keeps the values, then sends them", async ({
    page,
  }) => {
    await gotoHydrated(page, "/hi/home-shifting");
    const card = page.getByRole("region", { name: w.quoteCard.title });
    const name = unique("रोहित सेन");
    await cases.quoteCard.fill(card, name);
    await page.route("**/submit", (route) => route.abort("internetdisconnected"), { times: 1 });
    await card.getByRole("button", { name: w.quoteCard.submit }).click();
    await expect(card.getByRole("status")).toHaveText(w.shared.networkFailure);
    await expect(named(card, "Customer name")).toHaveValue(name);
    await card.getByRole("button", { name: w.quoteCard.submit }).click();
    await expect(card.getByRole("status")).toHaveText(w.quoteCard.success);
    const entry = await waitForSubmission((e) => e.fields["Customer name"] === name);
    expect(entry.fields).toEqual(cases.quoteCard.payload(name, "Hindi"));
  });

  test("/hi/iba-approved-transporter: the posted form lands on the Hindi thank-you page", async ({ page, baseURL }) => {
    await gotoHydrated(page, "/hi/iba-approved-transporter");
    const region = page.getByRole("region", { name: w.ibaQuote.title });
    const name = unique("किरण राव");
    await cases.ibaQuote.fill(region.locator("form"), name);
    await region.getByRole("button", { name: w.ibaQuote.submit }).click();
    await expect(page).toHaveURL(cases.landing(cases.ibaQuote.back, "Hindi"));
    const entry = await waitForSubmission((e) => e.fields.name === name);
    expect(entry.fields).toEqual(cases.ibaQuote.payload(name, "Hindi", baseURL!));
  });
});
