import { expect, type Page, test } from "@playwright/test";

import { localePath, locales } from "../../app/config/locales.ts";
import { findCity } from "../../app/content/cities.ts";
import { readContent } from "../../app/content/read.ts";
import { serviceContentIn } from "../../app/content/service-content.ts";
import { cityPagesOf, guidePageOf, servicePageOf, testimonialsOf } from "../words";
import { gotoHydrated } from "./helpers/hydration";
import { watchScripts } from "./helpers/scripts";

// A page's own records reach the browser in its data, read at build time by its loader
// (docs/decisions/page-data.md): its scripts carry no other page's records, in any language.

/** Every script the pages at `paths` load, read down to their end, as text. */
async function scriptsOf(page: Page, paths: readonly string[]) {
  const scripts = watchScripts(page);
  for (const path of paths) {
    await gotoHydrated(page, path);
    await page.mouse.wheel(0, 5000);
    await page.waitForLoadState("networkidle");
  }
  return scripts.text();
}

/** Says which text a script carries, without printing the scripts. */
const expectAbsent = (code: string, text: string) =>
  expect(code.includes(text), `a script carries "${text}"`).toBe(false);

const inEveryLanguage = (path: string) => locales.map((locale) => localePath(path, locale));

test("a city page's scripts carry its own city alone, and those of /network and /verify none, in every language", async ({
  page,
}) => {
  const others = ["ranchi", "guwahati"];
  const records = await Promise.all(locales.map(cityPagesOf));
  const code = await scriptsOf(page, ["/network", "/verify", ...inEveryLanguage("/network/patna")]);
  // The page shows its own city's texts (from its data), so the check below can tell.
  await expect(page.getByText(findCity("patna", records.at(-1)!)!.tagline)).toBeVisible();
  for (const pages of records) for (const slug of others) expectAbsent(code, findCity(slug, pages)!.tagline);
});

test("a service page's scripts carry none of the reviews, in every language: its few come in its data", async ({
  page,
}) => {
  const path = "/home-shifting";
  const code = await scriptsOf(page, inEveryLanguage(path));
  const lists = await Promise.all(locales.map(testimonialsOf));
  const aboutOthers = lists[0]!.filter((t) => t.service !== path).slice(0, 3);
  await expect(page.getByText(lists.at(-1)!.find((t) => t.service === path)!.text)).toBeVisible();
  for (const list of lists)
    for (const review of aboutOthers) expectAbsent(code, list.find((t) => t.id === review.id)!.text);
});

test("a service page's content is its data, not its script, in every language, and comes with a move in the app", async ({
  page,
}) => {
  const contents = await Promise.all(locales.map((locale) => servicePageOf(locale, "home-shifting")));
  const code = await scriptsOf(page, inEveryLanguage("/home-shifting"));
  // The last language's page shows its own texts (from its data), so the check below can tell.
  await expect(page.getByText(contents.at(-1)!.about.paragraphs[0]!)).toBeVisible();
  for (const content of contents) expectAbsent(code, content.about.paragraphs[0]!);
  // So are the words the seven pages' template writes around each page's own.
  for (const { concerns, timing } of await Promise.all(locales.map((l) => serviceContentIn("service-page", l))))
    for (const text of [concerns.intro, timing.row]) expectAbsent(code, text);

  // Opened from the services listing in the app, a service page fetches its data and shows it.
  await gotoHydrated(page, "/our-services");
  await page.locator('main a[href="/vehicle-shifting"]').first().click();
  await expect(page).toHaveURL(/\/vehicle-shifting$/);
  const vehicle = await servicePageOf("en", "vehicle-shifting");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(vehicle.hero.title);
  await expect(page.getByText(vehicle.about.paragraphs[0]!)).toBeVisible();
});

test("the home page's words, hero, cards, reviews and logos are its data, not its script, in every language", async ({
  page,
}) => {
  const contents = await Promise.all(locales.map((locale) => readContent("home", locale)));
  const code = await scriptsOf(page, inEveryLanguage("/"));
  // The last language's page shows its own texts (from its data), so the check below can tell.
  await expect(page.getByText(contents.at(-1)!.services[0]!.description)).toBeVisible();
  for (const { hero, processSection, whySection, services, reasons, testimonials, clients } of contents)
    for (const text of [
      hero.bookSurvey,
      processSection.intro,
      whySection.intro,
      services[0]!.description,
      reasons[1]!.text,
      testimonials[0]!.text,
      clients[0]!.name,
    ])
      expectAbsent(code, text);
});

test("the insurance and IBA pages' words are their data, not their script, in every language", async ({ page }) => {
  const texts = (
    await Promise.all(
      locales.flatMap((l) => [guidePageOf(l, "goods-insurance"), guidePageOf(l, "iba-approved-transporter")]),
    )
  ).flatMap((c) => [c.faqSection.intro, c.hero.intro]);
  const code = await scriptsOf(page, [
    ...inEveryLanguage("/goods-insurance"),
    ...inEveryLanguage("/iba-approved-transporter"),
  ]);
  // The last page shows its own text (from its data), so the check below can tell.
  await expect(page.getByText(texts.at(-1)!)).toBeVisible();
  for (const text of texts) expectAbsent(code, text);
});

test("the services listing's and the packing page's words are their data, not their script, in every language", async ({
  page,
}) => {
  const [cards, tips] = await Promise.all([
    Promise.all(locales.map((l) => serviceContentIn("our-services", l))),
    Promise.all(locales.map((l) => serviceContentIn("packing", l))),
  ]);
  const texts = [
    ...cards.flatMap((c) => [c.hero.intro, c.cards[0]!.description]),
    ...tips.flatMap((t) => [t.guide.text, t.tips[0]!.text]),
  ];
  const code = await scriptsOf(page, [...inEveryLanguage("/our-services"), ...inEveryLanguage("/packing")]);
  // The last page shows its own tip (from its data), so the check below can tell.
  await expect(page.getByText(texts.at(-1)!)).toBeVisible();
  for (const text of texts) expectAbsent(code, text);
});

test("the About, process and verify pages' words are their data, not their script, in every language", async ({
  page,
}) => {
  const texts = (
    await Promise.all(
      locales.map(async (l) => {
        const [about, process, verify] = await Promise.all([
          readContent("about", l),
          readContent("process", l),
          readContent("verify", l),
        ]);
        return [
          about.tabsSection.intro,
          about.tabs[0]!.intro,
          process.stepsSection.intro,
          process.steps[1]!.detail,
          verify.checker.unknown,
          verify.officialContactsSection.intro,
          verify.frauds[1]!.how,
        ];
      }),
    )
  ).flat();
  const code = await scriptsOf(page, ["/about", "/process", "/verify"].flatMap(inEveryLanguage));
  // The last page shows its own text (from its data), so the check below can tell.
  await expect(page.getByText(texts.at(-1)!)).toBeVisible();
  for (const text of texts) expectAbsent(code, text);
});

test("the moving plan's words are its data, not its script, in every language", async ({ page }) => {
  const texts = (
    await Promise.all(
      locales.map(async (l) => {
        const plan = await readContent("moving-plan", l);
        return [plan.cta.surveyText, plan.actions.calendarHint, plan.form.optionalHint, plan.plan.empty];
      }),
    )
  ).flat();
  const code = await scriptsOf(page, inEveryLanguage("/moving-plan"));
  // The last page shows its own words (from its data), so the check below can tell.
  await expect(page.getByText(texts.at(-1)!)).toBeVisible();
  for (const text of texts) expectAbsent(code, text);
});

test("a city page's words are its data, not its script, in every language", async ({ page }) => {
  const texts = (
    await Promise.all(
      locales.map(async (l) => {
        const words = await readContent("network-city", l);
        return [words.benefits.insuredText, words.office.eyebrow, words.verify.text];
      }),
    )
  ).flat();
  const code = await scriptsOf(page, inEveryLanguage("/network/patna"));
  // The last page shows its own words (from its data), so the check below can tell.
  await expect(page.getByText(texts.at(-1)!)).toBeVisible();
  for (const text of texts) expectAbsent(code, text);
});
