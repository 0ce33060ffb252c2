import { expect, type Page, test } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";
import { cityPages } from "../../app/content/cities.ts";
import { localePath } from "../../app/i18n/locale.ts";
import { hasHindiTwin, translatedPages } from "../../app/i18n/translated.ts";
import { recordsOf, untranslatedRuns } from "../../scripts/untranslated.ts";
import { allPages, hindiPages } from "../pages";
import { seriousViolations } from "./helpers/axe";
import { gotoHydrated } from "./helpers/hydration";

const html = (page: Page) => page.locator("html");

test.describe("the Hindi twin site (issue 18)", () => {
  test("every English page has a Hindi twin under /hi, and every Hindi page an English one", () => {
    expect([...hindiPages].sort()).toEqual(allPages.map((p) => localePath(p, "hi")).sort());
  });

  test("every Hindi twin answers 200 in Hindi, and only the pages kept out of search results are noindex", async ({
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "the same HTML for both projects");
    for (const path of hindiPages) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(/<html lang="hi"/);
      const noindex = /<meta name="robots" content="noindex"/.test(html);
      expect(noindex, path).toBe(!hasHindiTwin(path));
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const hindiLocs = [...sitemap.matchAll(/<loc>[^<]*?(\/hi(?:\/[^<]*)?)<\/loc>/g)].map((m) => m[1]);
    expect(hindiLocs.sort()).toEqual(translatedPages.map((p) => localePath(p, "hi")).sort());
  });

  test("a translated page and its twin name each other with reciprocal hreflang, in the pages and the sitemap", async ({
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "the same HTML for both projects");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const alternatesOf = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    for (const english of translatedPages) {
      const hindi = localePath(english, "hi");
      const [en, hi] = await Promise.all([english, hindi].map(async (p) => (await request.get(p)).text()));
      const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
      const url = new URL(canonical(en!)).origin;
      expect(canonical(en!)).toBe(`${url}${english}`);
      expect(canonical(hi!)).toBe(`${url}${hindi}`);
      const pairs = [`en-IN ${url}${english}`, `hi-IN ${url}${hindi}`, `x-default ${url}${english}`];
      expect(alternatesOf(en!), english).toEqual(pairs);
      expect(alternatesOf(hi!), hindi).toEqual(pairs);
      for (const path of [english, hindi]) {
        const entry = new RegExp(`<url><loc>${url}${path}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? "";
        expect(entry, path).toContain(`hreflang="hi-IN" href="${url}${hindi}"`);
        expect(entry, path).toContain(`hreflang="en-IN" href="${url}${english}"`);
      }
      expect(hi).toMatch(/"inLanguage":"hi-IN"/);
    }
    // A page kept out of search results names no twin.
    expect(alternatesOf(await (await request.get("/thank-you")).text())).toEqual([]);
  });

  for (const path of translatedPages) {
    test(`no English phrase is left on the translated page ${localePath(path, "hi")}, and axe finds nothing serious`, async ({
      page,
    }) => {
      // A branch's postal address is kept as registered, like the head office's.
      const city = cityPages.find((c) => path === `/network/${c.slug}`);
      const address = city ? [city.office.street, city.office.locality, city.name, city.state] : [];
      const records = [...recordsOf(loadSiteConfig(process.env)), ...address];
      const textOf = () =>
        page.locator("main").evaluate((main) => {
          const parts: string[] = [];
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
          while (walker.nextNode()) {
            const text = walker.currentNode.textContent ?? "";
            const parent = walker.currentNode.parentElement;
            // A captcha's random code is not words; a <noscript>'s text is its markup while scripts run.
            if (parent?.closest('[data-testid="captcha-code"]')) continue;
            if (parent?.tagName === "NOSCRIPT")
              parts.push(new DOMParser().parseFromString(text, "text/html").body.textContent ?? "");
            else parts.push(text);
          }
          for (const el of main.querySelectorAll("[aria-label], [alt], [placeholder], [title]"))
            for (const name of ["aria-label", "alt", "placeholder", "title"]) parts.push(el.getAttribute(name) ?? "");
          return parts.join("\n");
        });
      await gotoHydrated(page, localePath(path, "hi"));
      // Every part below the fold hydrated too: words that only the code sets (labels, alt texts) are checked.
      await page.mouse.wheel(0, 600);
      await expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0);
      const hindi = await textOf();
      expect(hindi).toMatch(/[\u0900-\u097F]/);
      expect(untranslatedRuns(hindi, records)).toEqual([]);
      // Its links stay in Hindi.
      const hrefs = await page.locator("main a[href^='/']").evaluateAll((a) => a.map((e) => e.getAttribute("href")));
      expect(hrefs.filter((h) => !/^\/hi(\/|$|#|\?)/.test(h ?? ""))).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      // The same check finds the English twin's words, so it is not passing for want of text.
      await gotoHydrated(page, path);
      expect(untranslatedRuns(await textOf(), records).length).toBeGreaterThan(5);
    });
  }

  test("the header, menu and footer are in Hindi and keep the visitor on Hindi pages", async ({ page, isMobile }) => {
    await gotoHydrated(page, "/hi/contact");
    if (isMobile) {
      await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
      const drawer = page.getByRole("navigation", { name: "मोबाइल मेन्यू" });
      await expect(drawer.getByRole("link", { name: "हमारे बारे में" })).toHaveAttribute("href", "/hi/about");
      await page.getByRole("button", { name: "मेन्यू बंद करें" }).click();
      await expect(page.getByTestId("action-bar").getByRole("link", { name: "फ्री कोटेशन" })).toHaveAttribute(
        "href",
        "/hi/free-estimate",
      );
    } else {
      const nav = page.getByRole("navigation", { name: "मुख्य मेन्यू" });
      await expect(nav.getByRole("link", { name: "हमारे बारे में" })).toHaveAttribute("href", "/hi/about");
      await expect(nav.getByRole("link", { name: "सेवाएं" })).toHaveAttribute("href", "/hi/our-services");
    }
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "ग्राहकों की राय" }).click();
    await expect(page).toHaveURL("/hi/testimonials");
    await expect(html(page)).toHaveAttribute("lang", "hi");
  });

  test("no English phrase is left in the header, the menus, the contact bars or the footer", async ({
    page,
    isMobile,
  }) => {
    const records = recordsOf(loadSiteConfig(process.env));
    await gotoHydrated(page, "/hi/about");
    if (isMobile) await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
    const chrome = [page.getByRole("banner"), page.getByRole("contentinfo")];
    if (isMobile) chrome.push(page.getByTestId("action-bar"));
    const text = (await Promise.all(chrome.map((part) => part.innerText()))).join("\n");
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(untranslatedRuns(text, records)).toEqual([]);
    // The same check finds the English page's words, so it is not passing for want of text.
    await gotoHydrated(page, "/about");
    expect(untranslatedRuns(await page.getByRole("contentinfo").innerText(), records)).not.toEqual([]);
  });

  test("the switch opens the same page in English and nothing redirects afterwards", async ({ page }) => {
    await gotoHydrated(page, "/hi/contact");
    // The drawer's copy sits in the header too, closed: a role query sees only the visible one.
    const toEnglish = page.getByRole("banner").getByRole("link", { name: "English" });
    await expect(toEnglish).toHaveAttribute("hreflang", "en-IN");
    await expect(toEnglish).toHaveAttribute("lang", "en-IN");
    await expect(toEnglish).not.toHaveAttribute("data-invited");
    await toEnglish.click();
    await expect(page).toHaveURL("/contact");
    await expect(html(page)).toHaveAttribute("lang", "en-IN");
    // The English page points back to its twin; a page kept out of search results offers none.
    await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/contact");
    await gotoHydrated(page, "/thank-you");
    await expect(page.getByTestId("language-switch")).toHaveCount(0);

    // A shared Hindi link still lands in Hindi; the remembered choice only draws attention to the switch.
    await gotoHydrated(page, "/hi/about");
    await expect(page).toHaveURL("/hi/about");
    await expect(html(page)).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute(
      "data-invited",
      "true",
    );
  });

  test("the mobile menu offers the switch too", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu is the phone's");
    await gotoHydrated(page, "/hi/home-shifting");
    await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
    await expect(page.getByTestId("mobile-drawer").getByTestId("language-switch")).toHaveAttribute(
      "href",
      "/home-shifting",
    );
  });

  for (const [path, heading] of [
    ["/hi/no-such-page", "यह पेज हमें नहीं मिला"],
    ["/hi/network/atlantis", "शहर नहीं मिला"],
  ]) {
    test(`${path} gets a not-found page in the Hindi layout, with HTTP 404 and no hydration error`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      const res = await gotoHydrated(page, path!);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading!);
      await expect(html(page)).toHaveAttribute("lang", "hi");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "नियम और शर्तें" })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test("wide screens fetch and use the Devanagari face; phones use their own and fetch no font", async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "each width in its own context below");
    for (const width of [390, 768, 1366]) {
      // The screen as well as the viewport: the preload's media query is read against it before layout.
      const size = { width, height: 844 };
      const phone = width < 1024;
      const context = await browser.newContext({ viewport: size, screen: size, isMobile: phone, hasTouch: phone });
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "font") fonts.push(r.url());
      });
      await page.goto("/hi/contact");
      await page.waitForLoadState("networkidle");
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      if (phone) {
        expect(family, `${width}`).not.toMatch(/Devanagari/);
        expect(fonts, `${width}`).toEqual([]);
      } else {
        await expect
          .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "संपर्क")))
          .toBe(true);
        expect(family).toMatch(/^"Noto Sans Devanagari"/);
        expect(fonts.filter((f) => f.includes("devanagari"))).toHaveLength(1);
      }
      await context.close();
    }
  });

  // The translated pages get axe in the test above; these are the Hindi pages kept out of search results.
  for (const path of ["/hi/thank-you", "/hi/verify/report-received", "/hi/no-such-page", "/hi/network/atlantis"]) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(html(page)).toHaveAttribute("lang", "hi");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
