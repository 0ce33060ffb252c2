/**
 * Each translated twin site as a visitor moves through it, for every language of the locale table. What the
 * pre-rendered pages say (their words, lang, links under the language's prefix, hreflang) is checked for every page
 * in tests/html; the hydrated template pages in foundation.spec.ts.
 */
import type { Page } from "@playwright/test";

import {
  htmlLang,
  localeOf,
  localePath,
  localeTable,
  nativeName,
  scriptLetter,
  translatedLocales,
} from "../../app/config/locales.ts";
import { stepsIn } from "../../app/content/company.ts";
import { faqsIn } from "../../app/content/faqs.ts";
import { readContent } from "../../app/content/read.ts";
import { stringsOf } from "../words.ts";
import { gotoHydrated } from "./helpers/hydration";
import { watchErrors } from "./helpers/page-errors";
import { watchScripts } from "./helpers/scripts";
import { expect, test } from "./helpers/test";

// What a page's scripts and fonts carry is read from what it fetched: a cold cache, as a first visit has.
test.use({ ownContext: true });

const html = (page: Page) => page.locator("html");
const labelOf = (links: readonly { to: string; label: string }[], to: string) => links.find((l) => l.to === to)!.label;

test("no page in another language loads a translation's words, even after scrolling to the end", async ({ page }) => {
  // English pages of three kinds and each translation's home, each scrolled to its end.
  const paths = ["/", "/network/patna", "/cost-estimator", ...translatedLocales.map((l) => localePath("/", l))];
  const loaded: { path: string; code: string }[] = [];
  for (const path of paths) {
    const scripts = watchScripts(page);
    // A page's script starts after its first paint: on a busy machine the network can rest for longer than
    // "networkidle" waits before it does, so the page is first seen hydrated.
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 30_000);
    await page.waitForLoadState("networkidle");
    expect(scripts.count(), path).toBeGreaterThan(5);
    loaded.push({ path, code: await scripts.text() });
  }
  for (const locale of translatedLocales) {
    // The language switch names the language in its own script on every page; nothing else may be in it.
    const code = loaded
      .filter(({ path }) => localeOf(path) !== locale)
      .map((l) => l.code)
      .join("\n")
      .replaceAll(nativeName[locale], "");
    const letters = code.match(new RegExp(`\\p{Script=${localeTable[locale].script}}+`, "gu")) ?? [];
    expect(letters, locale).toEqual([]);
  }
});

for (const locale of translatedLocales) {
  const at = (path: string) => localePath(path, locale);

  test.describe(`the ${nativeName[locale]} twin site`, () => {
    test("a page's FAQ is its data, never its script: drawn before any input, working after it and in the app", async ({
      page,
    }) => {
      const question = (await faqsIn(locale))[0]!.question;
      const scripts = watchScripts(page);
      const errors = await watchErrors(page);
      const faq = page.locator("details").filter({ hasText: question });

      await gotoHydrated(page, at("/home-shifting"));
      await page.waitForLoadState("networkidle");
      await expect(faq).toHaveCount(1);
      expect((await scripts.text()).includes(question), "a script before any input carries the FAQ").toBe(false);

      // The first scroll brings the FAQ's code, not its words; it hydrates as it was rendered, and works.
      await page.mouse.wheel(0, 30_000);
      await expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0);
      expect((await scripts.text()).includes(question), "a script carries the FAQ").toBe(false);
      await faq.locator("summary").click();
      await expect(faq).toHaveAttribute("open");

      // Home, opened in the app, has no HTML to keep: its FAQ is drawn in the language from the start.
      await page
        .getByRole("banner")
        .locator(`a[href="${at("/")}"]`)
        .filter({ visible: true })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${at("/")}$`));
      await expect(faq).toHaveCount(1);
      expect(errors).toEqual([]);
    });

    test("home's parts below the hero hydrate as they were drawn, their words in the page's data", async ({ page }) => {
      // The parts' words and records are the page's data: no script carries them, before or after.
      const [home, steps, guarantee] = await Promise.all([
        readContent("home", locale),
        stepsIn(locale),
        readContent("guarantee", locale),
      ]);
      const data = Object.entries({
        services: home.services[0]!.description,
        steps: steps[0]!.text,
        reasons: home.reasons[1]!.text,
        headings: home.whySection.intro,
        guarantee: guarantee.covered[0]!,
        testimonials: home.testimonials[0]!.text,
        clients: home.clients[0]!.name,
      });
      const scripts = watchScripts(page);
      const errors = await watchErrors(page);

      await gotoHydrated(page, at("/"));
      await page.waitForLoadState("networkidle");
      const shown = (await page.evaluate(() => document.body.textContent)) ?? "";
      for (const [part, text] of data) {
        expect(shown.includes(text), `${part} is on the page`).toBe(true);
        expect((await scripts.text()).includes(text), `a script before any input carries ${part}'s words`).toBe(false);
      }
      // The visitor closes the pop-up and reads on: every part's code and words arrive and it hydrates.
      await page.keyboard.press("Escape");
      await page.mouse.wheel(0, 30_000);
      await expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0);
      for (const [part, text] of data)
        expect((await scripts.text()).includes(text), `a script carries ${part}`).toBe(false);
      await expect(page.getByText(home.testimonials[0]!.text)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("the shared words and the page's own are its data, not its script, and come with a move in the app", async ({
      page,
    }) => {
      const [layoutWords, components, own] = (await Promise.all([
        stringsOf(locale),
        readContent("components", locale),
        readContent("contact", locale),
      ])) as [
        Awaited<ReturnType<typeof stringsOf>>,
        Awaited<ReturnType<typeof readContent<"components">>>,
        Awaited<ReturnType<typeof readContent<"contact">>>,
      ];
      // The footer's sentence (the layout's words), the map's button (a shared component's) and the call card's
      // text (the page's own content), all on the page.
      const shared = [layoutWords.footerAbout, components.map.show, own.connect.callText];
      const scripts = watchScripts(page);
      const errors = await watchErrors(page);
      // The footer is a part of its own whose code comes a moment after a move in the app.
      const expectShown = async () => {
        const shown = async () => (await page.evaluate(() => document.body.textContent)) ?? "";
        for (const text of shared) await expect.poll(async () => (await shown()).includes(text), text).toBe(true);
      };

      await gotoHydrated(page, at("/contact"));
      await expectShown();
      // An English page opens the language's page in the app: its words come as data with the page's own.
      await gotoHydrated(page, "/contact");
      await page
        .getByRole("banner")
        .getByTestId("language-switch")
        .filter({ visible: true, hasText: nativeName[locale] })
        .click();
      await expect(html(page)).toHaveAttribute("lang", htmlLang[locale]);
      await expectShown();
      await page.mouse.wheel(0, 30_000);
      await page.waitForLoadState("networkidle");
      const code = await scripts.text();
      for (const text of shared) expect(code.includes(text), `a script carries "${text}"`).toBe(false);
      expect(errors).toEqual([]);
    });

    test("the estimate's and the item list's words are the page's data, in no script, and show when opened", async ({
      page,
    }) => {
      const { list: words, lines } = await readContent("estimator", locale);
      const list = words.yourList;
      const scripts = watchScripts(page);
      await gotoHydrated(page, at("/cost-estimator"));
      await page.waitForLoadState("networkidle");
      expect((await scripts.text()).includes(list.empty), "the quick estimate loads the list's words").toBe(false);
      expect((await scripts.text()).includes(lines.handymanAtActual), "a script carries the estimate's lines").toBe(
        false,
      );
      await page.locator('nav [data-tab="items"]').click();
      await expect(page.getByRole("heading", { name: list.title, exact: true }).first()).toBeVisible();
      await expect(page.getByText(list.empty)).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect((await scripts.text()).includes(list.empty), "the list's code carries its words").toBe(false);
    });

    test("the switch opens the same page in English and nothing redirects afterwards", async ({ page }) => {
      await gotoHydrated(page, at("/contact"));
      // The drawer's copy sits in the header too, closed: a role query sees only the visible one.
      const toEnglish = page.getByRole("banner").getByRole("link", { name: nativeName.en });
      await expect(toEnglish).toHaveAttribute("hreflang", "en-IN");
      await expect(toEnglish).toHaveAttribute("lang", "en-IN");
      await expect(toEnglish).not.toHaveAttribute("data-invited");
      await toEnglish.click();
      await expect(page).toHaveURL("/contact");
      await expect(html(page)).toHaveAttribute("lang", "en-IN");
      // The English page points back to the twin; a page kept out of search results offers none.
      await expect(page.getByRole("banner").getByRole("link", { name: nativeName[locale] })).toHaveAttribute(
        "href",
        at("/contact"),
      );
      await gotoHydrated(page, "/thank-you");
      await expect(page.getByTestId("language-switch")).toHaveCount(0);

      // A shared link in the language still lands in it; the remembered choice only draws attention to the switch.
      await gotoHydrated(page, at("/about"));
      await expect(page).toHaveURL(at("/about"));
      await expect(page.getByRole("banner").getByRole("link", { name: nativeName.en })).toHaveAttribute(
        "data-invited",
        "true",
      );
    });

    test("the phone's menu and contact bar are in the language, and moving on keeps the visitor in it", async ({
      page,
    }) => {
      const strings = await stringsOf(locale);
      await gotoHydrated(page, at("/home-shifting"));
      await page.getByRole("button", { name: strings.openMenu }).click();
      const drawer = page.getByRole("navigation", { name: strings.mobileNav });
      await expect(drawer.getByRole("link", { name: labelOf(strings.mainNav, "/about") })).toHaveAttribute(
        "href",
        at("/about"),
      );
      await expect(page.getByTestId("mobile-drawer").getByRole("link", { name: nativeName.en })).toHaveAttribute(
        "href",
        "/home-shifting",
      );
      await page.getByRole("button", { name: strings.closeMenu }).click();
      await expect(page.getByTestId("action-bar").getByRole("link", { name: strings.getFreeQuote })).toHaveAttribute(
        "href",
        at("/free-estimate"),
      );
      // A client-side navigation: the new page's language is the document's too, and its words are loaded.
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: labelOf(strings.footerHelpful, "/testimonials"), exact: true })
        .click();
      await expect(page).toHaveURL(at("/testimonials"));
      await expect(html(page)).toHaveAttribute("lang", htmlLang[locale]);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(scriptLetter(locale));
      await expect(page).toHaveTitle(scriptLetter(locale));
    });

    test("wide screens fetch and use the script's own face; phones and tablets use their own and fetch none", async ({
      browser,
    }) => {
      for (const width of [390, 768, 1366]) {
        // The screen as well as the viewport: the preload's media query is read against it before layout.
        const size = { width, height: 844 };
        const phone = width < 1024;
        const context = await browser.newContext({ viewport: size, screen: size, isMobile: phone, hasTouch: phone });
        const page = await context.newPage();
        const fonts: string[] = [];
        page.on("request", (r) => {
          if (r.resourceType() === "font" && !r.url().startsWith("data:")) fonts.push(r.url());
        });
        await page.goto(at("/contact"));
        await page.waitForLoadState("networkidle");
        const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
        // The switch's names are every wide page's (fonts.spec.ts).
        const faces = fonts.filter((f) => !/\/language-names-[\w-]+\.woff2$/.test(f));
        if (phone) {
          expect(family, `${width}`).not.toMatch(/^"Noto Sans/);
          expect(faces, `${width}`).toEqual([]);
          // The script's letters come from a face that names the system's own (local(), nothing fetched): the
          // browser does not search the installed fonts for them. This machine has Debian's Noto faces.
          const script = /^"Inter Fallback", "([^"]+)"/.exec(family)?.[1] ?? "";
          expect(script, `${width}`).toMatch(/^Phone /);
          const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
          const drawn = await page.evaluate(
            async ([f, t]) => {
              await document.fonts.load(`16px "${f}"`, t);
              await document.fonts.load(`bold 16px "${f}"`, t);
              const own = [...document.fonts].filter((face) => face.family.replace(/"/g, "") === f);
              return own.length > 0 && own.every((face) => face.status === "loaded");
            },
            [script, heading],
          );
          expect(drawn, `${width}`).toBe(true);
        } else {
          const face = /^"([^"]+)"/.exec(family)?.[1] ?? "";
          expect(face).toMatch(/^Noto Sans /);
          const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
          await expect
            .poll(() => page.evaluate(([f, t]) => document.fonts.check(`16px "${f}"`, t), [face, heading]))
            .toBe(true);
          expect(faces.filter((f) => !f.includes("/inter-subset-"))).toHaveLength(1);
        }
        await context.close();
      }
    });
  });
}
