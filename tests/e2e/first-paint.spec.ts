import { afterFrames } from "./helpers/frames";
import { gotoHydrated } from "./helpers/hydration";
import { settledShifts, watchShifts } from "./helpers/layout-shifts";
import { expect, test } from "./helpers/test";

// What the first paint waits for is fetched: a cold cache, as a first visit has.
test.use({ ownContext: true });

/**
 * A slow phone or a busy machine can paint a page before its HTML is fully parsed; a header or hero painted
 * half-done then moves as its other half arrives (seen on /home-shifting: the quote card grew and the
 * centred hero text jumped 250 px). The head holds the first paint until the hero has been parsed. These
 * tests stall the parser in the middle of the hero and check that nothing is painted, and nothing moves,
 * before the rest of it is there. Three hero components end with the mark: the home page's, the service pages'
 * and the page hero every other page uses; each is tried on the page that puts the most after its <h1> (a city
 * page's hero adds facts, actions and a picture). That every page has the mark once and the head waits for it
 * is checked on every page in tests/html/first-screen.test.ts.
 */
const PAGES = ["/", "/home-shifting", "/network/patna"];
/** The mark each hero ends with and the head waits for (app/root.tsx). */
const MARK = "first-screen-end";
const STALL_MS = 800;

test.describe("first paint", () => {
  for (const path of PAGES) {
    test(`${path} paints its first screen whole even when parsing stalls in the hero`, async ({ page }) => {
      // A same-origin script the parser must wait for, placed right after the page's <h1>; it comes late.
      let stalled = false;
      await page.route("**/__stall.js", async (route) => {
        stalled = true;
        await new Promise((r) => setTimeout(r, STALL_MS));
        await route.fulfill({ contentType: "text/javascript", body: "" });
      });
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          expect(html).toContain("</h1>");
          await route.fulfill({ response, body: html.replace("</h1>", '</h1><script src="/__stall.js"></script>') });
        },
      );
      await page.emulateMedia({ reducedMotion: "reduce" });
      await watchShifts(page);
      await page.addInitScript((markId) => {
        const w = window as unknown as { heroWhole: boolean[] };
        w.heroWhole = [];
        // Each of the first frames records whether the hero was whole when it was rendered.
        let left = 5;
        requestAnimationFrame(function frame() {
          w.heroWhole.push(document.getElementById(markId) !== null);
          if (--left > 0) requestAnimationFrame(frame);
        });
      }, MARK);

      await page.goto(path);
      await page.waitForLoadState("load");
      expect(stalled).toBe(true);
      const heroWhole = await page.evaluate(() => (window as unknown as { heroWhole: boolean[] }).heroWhole);
      expect(heroWhole.length).toBeGreaterThan(0);
      expect(heroWhole, "a frame rendered before the hero was parsed").not.toContain(false);
      expect(await settledShifts(page)).toEqual([]);
    });
  }
});

test.describe("the rest of the page", () => {
  test("a section far below the first screen is laid out only as the visitor nears it, and nothing moves", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await watchShifts(page);
    await page.goto("/bn/home-shifting");
    await page.waitForLoadState("load");
    const last = page.locator("main section").last();
    // What content-visibility skips is the section's content, not the section itself.
    const laidOut = () => last.evaluate((s) => s.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut()).toBe(false);
    // Read down to the end as a visitor does, a wheel turn at a time.
    while (await page.evaluate(() => innerHeight + scrollY < document.documentElement.scrollHeight - 1)) {
      await page.mouse.wheel(0, 300);
      await afterFrames(page);
    }
    expect(await laidOut()).toBe(true);
    expect(await settledShifts(page)).toEqual([]);
  });
});

test.describe("positions read at load", () => {
  // A check that reads positions without scrolling (Lighthouse's axe) sees each skipped section at its guessed
  // height; a section taller than the guess must not push its links over those of a band laid out at load.
  for (const path of ["/contact", "/about", "/bn/contact"]) {
    test(`${path}: no link or button sits over another before the visitor scrolls`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(path);
      await page.waitForLoadState("load");
      const overlaps = await page.evaluate(() => {
        const targets = [...document.querySelectorAll("main a, main button, footer a, footer button")];
        const boxes = targets
          .map((el) => ({ el, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && r.height > 0);
        const found: string[] = [];
        for (const [i, a] of boxes.entries())
          for (const b of boxes.slice(i + 1)) {
            if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
            const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
            const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
            if (x > 1 && y > 1) found.push(`${a.el.outerHTML.slice(0, 80)} / ${b.el.outerHTML.slice(0, 80)}`);
          }
        return found;
      });
      expect(overlaps).toEqual([]);
    });
  }
});

test.describe("the stylesheet", () => {
  test("comes in the page, asks for no file, and stays through hydration and a move to another page", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "stylesheet") stylesheets.push(r.url());
    });
    const styled = () =>
      page.evaluate(() => ({
        text: [...document.head.querySelectorAll("style")].reduce((n, style) => n + style.textContent.length, 0),
        // The header stays at the top only by the site's stylesheet.
        header: getComputedStyle(document.querySelector("header")!).position,
      }));
    await gotoHydrated(page, "/contact");
    const first = await styled();
    expect(first.text).toBeGreaterThan(50_000);
    expect(first.header).toBe("fixed");
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await styled()).toEqual(first);
    expect(stylesheets).toEqual([]);
  });
});
