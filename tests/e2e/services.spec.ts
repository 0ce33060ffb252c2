import { expect, type Page, test } from "@playwright/test";

import { gotoHydrated } from "./helpers/hydration";
import { openPhoneFolds } from "./helpers/phone-folds";

/** The spec's end points (SPEC §9), as the tables print them. */
const household = ["11,000–21,000", "23,500–36,700", "22,500–34,500", "41,000–60,000"];
const car = ["5,500–11,000", "15,000–26,000", "20,000–24,000", "35,000–45,000"];
const bike = ["2,000–3,500", "4,000–5,000", "4,500–7,000", "11,000–15,000"];

const servicePages: { path: string; name: string; tables: { caption: RegExp; endPoints: string[] }[] }[] = [
  { path: "/home-shifting", name: "Home Shifting", tables: [{ caption: /home shifting/i, endPoints: household }] },
  {
    path: "/vehicle-shifting",
    name: "Vehicle Shifting",
    tables: [
      { caption: /car transport/i, endPoints: car },
      { caption: /bike transport/i, endPoints: bike },
    ],
  },
  { path: "/office-relocation", name: "Office Relocation", tables: [] },
  {
    path: "/warehousing",
    name: "Warehousing & Storage",
    tables: [{ caption: /storage moves/i, endPoints: household }],
  },
  { path: "/local-shifting", name: "Local Shifting", tables: [] },
  {
    path: "/defence-relocation",
    name: "Defence Relocation",
    tables: [{ caption: /defence moves/i, endPoints: household }],
  },
  {
    path: "/fine-arts-relocation",
    name: "Fine Arts Relocation",
    tables: [{ caption: /fine art moves/i, endPoints: household }],
  },
];

const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });

for (const svc of servicePages) {
  test.describe(`service page ${svc.path}`, () => {
    test("breadcrumb Home › Our Services › service name", async ({ page }) => {
      await gotoHydrated(page, svc.path);
      const nav = breadcrumb(page);
      const items = nav.getByRole("listitem");
      await expect(items).toHaveCount(3);
      await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(nav.getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/our-services");
      await expect(items.nth(2)).toHaveText(svc.name);
      await expect(nav.locator('[aria-current="page"]')).toHaveText(svc.name);
      await expect(nav.locator("ol")).toHaveCount(1);
    });

    test("'Get Free Quote' and 'Call Now' pop-ups open and close by button and Escape", async ({ page }) => {
      await gotoHydrated(page, svc.path);
      const main = page.locator("main");

      const quoteButton = main.getByRole("button", { name: "Get Free Quote" });
      const quote = page.getByRole("dialog").filter({ hasText: "FREE estimates in minutes", visible: true });
      await quoteButton.click();
      await expect(quote).toBeVisible();
      await quote.getByRole("button", { name: /close/i }).click();
      await expect(quote).toBeHidden();
      await quoteButton.click();
      await expect(quote).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(quote).toBeHidden();

      const callButton = main.getByRole("button", { name: "Call Now" });
      const call = page.getByRole("dialog", { name: "Call us now" }).filter({ visible: true });
      await callButton.click();
      await expect(call).toBeVisible();
      await expect(call.locator('a[href^="tel:"]')).toBeVisible();
      await call.getByRole("button", { name: /close/i }).click();
      await expect(call).toBeHidden();
      await callButton.click();
      await expect(call).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(call).toBeHidden();
      await expect(callButton).toBeFocused();
    });

    test("hero, embedded quote card, banner and the fixed sections", async ({ page }) => {
      await gotoHydrated(page, svc.path);
      await expect(page.locator("h1")).toHaveCount(1);

      const card = page.getByRole("region", { name: "Want to relocate easy & fast?" });
      await expect(card).toBeVisible();
      await expect(card.locator("form")).toHaveCount(1);

      await expect(page.getByRole("link", { name: "Check Our Services" })).toHaveAttribute("href", "/our-services");

      for (const heading of [
        "How does it work?",
        "Common relocation concerns",
        "Ideal time for moving",
        "Cost-effective solutions",
        "Happy clients",
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      }
      const steps = page.getByRole("region", { name: "How does it work?" }).getByRole("listitem");
      await expect(steps).toHaveCount(4);
      const concerns = page.getByRole("region", { name: "Common relocation concerns" }).getByRole("listitem");
      await expect(concerns).toHaveCount(4);
      for (const c of await concerns.all()) await expect(c).toContainText("Our solution:");

      await expect(page.getByRole("region", { name: "Happy clients" }).getByRole("listitem").first()).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Cities we serve" })).toBeVisible();
    });

    test("FAQ accordion: one item open at a time", async ({ page }) => {
      await gotoHydrated(page, svc.path);
      const faq = page.getByRole("region", { name: "Frequently asked questions" });
      const items = faq.locator("details");
      await expect(items).toHaveCount(10);
      await items.nth(0).locator("summary").click();
      await expect(items.nth(0)).toHaveAttribute("open", "");
      await items.nth(1).locator("summary").click();
      await expect(items.nth(1)).toHaveAttribute("open", "");
      await expect(items.nth(0)).not.toHaveAttribute("open");
      await items.nth(1).locator("summary").click();
      await expect(faq.locator("details[open]")).toHaveCount(0);
    });

    if (svc.tables.length === 0) {
      test("has no price table", async ({ page }) => {
        await page.goto(svc.path);
        await expect(page.locator("main table")).toHaveCount(0);
      });
    } else {
      test("price tables show the spec's end-point figures, labelled approximate", async ({ page }) => {
        await page.goto(svc.path);
        await openPhoneFolds(page);
        await expect(page.locator("main table")).toHaveCount(svc.tables.length);
        for (const t of svc.tables) {
          const table = page.locator("main table").filter({ has: page.locator("caption", { hasText: t.caption }) });
          await expect(table).toHaveCount(1);
          await expect(table.locator("caption")).toContainText(/approximate/i);
          const cells = table.locator("td");
          for (const figure of t.endPoints) await expect(cells.filter({ hasText: figure }).first()).toBeVisible();
        }
      });
    }
  });
}

test("the Our Services breadcrumb link navigates to the listing", async ({ page }) => {
  await gotoHydrated(page, "/fine-arts-relocation");
  await breadcrumb(page).getByRole("link", { name: "Our Services" }).click();
  await expect(page).toHaveURL(/\/our-services$/);
  await expect(page.locator("h1")).toHaveText("Our services");
});

test.describe("/our-services", () => {
  const expected = [
    "/home-shifting",
    "/vehicle-shifting",
    "/vehicle-shifting",
    "/office-relocation",
    "/warehousing",
    "/local-shifting",
    "/fine-arts-relocation",
    "/packing",
    "/iba-approved-transporter",
    "/goods-insurance",
  ];

  test("ten cards with title, image, description, three tips and a link to their service", async ({ page }) => {
    await page.goto("/our-services");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(10);
    const hrefs: string[] = [];
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 2 })).toHaveCount(1);
      await expect(card.locator("img")).toHaveCount(1);
      const src = (await card.locator("img").getAttribute("src")) ?? "";
      const image = await page.request.get(src);
      expect(image.status(), src).toBe(200);
      expect(image.headers()["content-type"]).toMatch(/^image\//);
      await expect(card.locator("p").first()).not.toBeEmpty();
      await expect(card.locator("ul li")).toHaveCount(3);
      const link = card.getByRole("link");
      await expect(link).toHaveCount(1);
      hrefs.push((await link.getAttribute("href")) ?? "");
    }
    expect(hrefs).toEqual(expected);
    expect(hrefs).not.toContain("/defence-relocation");
  });

  test("card links open their pages", async ({ page }) => {
    await gotoHydrated(page, "/our-services");
    const cards = page.locator("main article");
    await cards.nth(2).getByRole("link").click();
    await expect(page).toHaveURL(/\/vehicle-shifting$/);
    await page.goBack();
    await cards.nth(9).getByRole("link").click();
    await expect(page).toHaveURL(/\/goods-insurance$/);
  });

  test("cards alternate image and text sides on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/our-services");
    const cards = page.locator("main article");
    const imageOnLeft: boolean[] = [];
    for (const card of await cards.all()) {
      const img = await card.locator("img").boundingBox();
      const title = await card.getByRole("heading", { level: 2 }).boundingBox();
      imageOnLeft.push(img!.x < title!.x);
    }
    expect(imageOnLeft).toEqual(imageOnLeft.map((_, i) => i % 2 === 0));
  });

  test("breadcrumb Home › Our Services", async ({ page }) => {
    await page.goto("/our-services");
    await expect(breadcrumb(page).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText("Our Services");
  });
});

test.describe("/packing", () => {
  for (const path of ["/packing", "/Packing"]) {
    test(`${path}: nine tips in an ordered list and a link to /free-estimate`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/packing$/);
      await expect(page.locator("h1")).toHaveText("Packing & Unpacking");
      const tips = page.getByRole("region", { name: /nine tips/i }).locator("ol > li");
      await expect(tips).toHaveCount(9);
      await expect(page.locator('main a[href="/free-estimate"]').first()).toBeVisible();
      await expect(breadcrumb(page).getByRole("link", { name: "Our Services" })).toHaveAttribute(
        "href",
        "/our-services",
      );
    });
  }
});

test.describe("/iba-approved-transporter", () => {
  test("breadcrumb, approval explained, four benefits, four FAQs, quote form, trust, testimonials, network", async ({
    page,
  }) => {
    await gotoHydrated(page, "/iba-approved-transporter");
    await expect(page.locator("h1")).toHaveText("IBA-approved transporter");
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText("IBA Approved Transporter");
    await expect(breadcrumb(page).getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/our-services");

    await expect(page.getByRole("region", { name: "What IBA approval means" })).toContainText(/renew/i);

    const benefits = page.getByRole("region", { name: /benefits/i });
    for (const name of ["Verified & licensed", "Insurance support & claims", "Wide network", "Professional handling"]) {
      await expect(benefits.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(benefits.getByRole("listitem")).toHaveCount(4);

    const faq = page.getByRole("region", { name: /IBA approval: your questions/i });
    const items = faq.locator("details");
    await expect(items).toHaveCount(4);
    await expect(items.nth(0).locator("summary")).toContainText(/verify/i);
    await expect(items.nth(1).locator("summary")).toContainText(/cost/i);
    await expect(items.nth(2).locator("summary")).toContainText(/services/i);
    await expect(items.nth(3).locator("summary")).toContainText(/valid/i);
    await items.nth(0).locator("summary").click();
    await items.nth(3).locator("summary").click();
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(items.nth(3)).toHaveAttribute("open", "");

    const form = page.locator('main form:has(input[name="subject"][value="IBA Approved Transporter Quote Request"])');
    await expect(form).toHaveCount(1);
    await expect(page.getByRole("region", { name: /trust/i })).toBeVisible();
    await expect(page.getByRole("region", { name: "Happy clients" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Cities we serve" })).toBeVisible();
  });
});

test.describe("/goods-insurance", () => {
  test("breadcrumb, cover types, claim advice, four benefits, form, four FAQs, help, testimonials, network", async ({
    page,
  }) => {
    await gotoHydrated(page, "/goods-insurance");
    await expect(page.locator("h1")).toHaveText("Goods insurance");
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText("Goods Insurance");

    const types = page.getByRole("region", { name: "Types of goods insurance" });
    for (const name of ["All risk", "Warehouse-to-Warehouse", "Enhanced options"]) {
      await expect(types.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }

    // Claim advice consistent with the terms (SPEC §9).
    await expect(page.getByRole("region", { name: "How to make a claim" })).toContainText(
      "within 24 hours of delivery",
    );
    await expect(page.getByRole("region", { name: "Claim timeline" })).toContainText("Within 24 hours of delivery");
    const benefits = page.getByRole("region", { name: /why insure/i });
    for (const name of ["Total protection", "Verified partners", "Low premiums", "Claim assistance"]) {
      await expect(benefits.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(benefits).toContainText("1–3% of the declared value");
    await expect(benefits).toContainText(/approved by the insurance regulator/i);

    await expect(page.locator('main form:has(input[name="subject"][value="Request Insurance Quote"])')).toHaveCount(1);
    await expect(page.getByRole("region", { name: /goods insurance: your questions/i }).locator("details")).toHaveCount(
      4,
    );

    const help = page.getByRole("region", { name: /need help/i });
    await expect(help.locator('a[href^="tel:+91"]')).toBeVisible();
    await expect(help.getByRole("link", { name: /contact/i })).toHaveAttribute("href", "/contact");

    await expect(page.getByRole("region", { name: "Happy clients" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Cities we serve" })).toBeVisible();
  });
});
