import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

// Home page and the shared sections (issue #4; SPEC §1, §2 "Home page" and "FAQ section", §4, §9).
// Timing runs on Playwright's fake clock, paused before the page loads: timers only fire on runFor().

const TESTIMONIAL_MS = 5000;
const LOGO_MS = 2500;

const CITIES = [
  "Ahmedabad",
  "Bangalore",
  "Bhagalpur",
  "Bhubaneshwar",
  "Chennai",
  "Chhapra",
  "Delhi",
  "Gurgaon",
  "Guwahati",
  "Hyderabad",
  "Jaipur",
  "Jamshedpur",
  "Mumbai",
  "Patna",
  "Pune",
  "Raipur",
  "Ranchi",
];

const CARDS: [title: string, href: string][] = [
  ["Home Shifting", "/home-shifting"],
  ["Corporate Relocation", "/office-relocation"],
  ["Vehicle Transport", "/vehicle-shifting"],
  ["Warehousing", "/warehousing"],
  ["Packing & Unpacking", "/Packing"],
  ["Local Shifting", "/local-shifting"],
];

const quotePopup = (page: Page) => page.getByRole("dialog").filter({ hasText: "FREE estimates in minutes" });

/** Loads the home page on a paused fake clock and waits until it has hydrated (the pop-up opens then). */
async function openHome(page: Page, { closePopup = true } = {}) {
  await page.clock.install({ time: new Date("2025-03-03T10:00:00+05:30") });
  await page.clock.pauseAt(new Date("2025-03-03T10:00:01+05:30"));
  await page.goto("/");
  await expect(quotePopup(page)).toBeVisible();
  if (closePopup) {
    await quotePopup(page).getByRole("button", { name: /close/i }).click();
    await expect(quotePopup(page)).toBeHidden();
    // That click also wakes the sections below the fold (components/deferred); their timers start once they
    // have hydrated.
    await expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0);
  }
}

/** The testimonial banner and the text it currently shows. */
const banner = (page: Page) => page.locator('section[aria-roledescription="carousel"]');
async function expectTestimonial(page: Page, index: number) {
  await expect(banner(page)).toHaveAttribute("data-index", String(index));
  const slides = banner(page).locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    if (i === index) await expect(slides.nth(i)).toBeVisible();
    else await expect(slides.nth(i)).toBeHidden();
  }
}

const logoRegion = (page: Page) => page.getByRole("region", { name: /client logos/i });
/** 1-based number of the logo first in view, from the strip's polite status line. */
async function expectFirstLogo(page: Page, n: number) {
  await expect(logoRegion(page).locator("p.sr-only")).toHaveText(new RegExp(`, ${n} of 10$`));
}

test.describe("hero and quote pop-up", () => {
  test("hero has the one h1 and links 'Get a Quote' to /free-estimate and 'Learn More' to /about", async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/fast, safe and affordable/i);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Get a Quote", exact: true })).toHaveAttribute(
      "href",
      "/free-estimate",
    );
    await expect(main.getByRole("link", { name: /^Learn More\b/ })).toHaveAttribute("href", "/about");
    await main.getByRole("link", { name: /^Learn More\b/ }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    // Closed once in this page load: coming back in-app is not a new load, so it stays closed.
    await expect(quotePopup(page)).toBeHidden();
    await main.getByRole("link", { name: "Get a Quote", exact: true }).click();
    await expect(page).toHaveURL(/\/free-estimate$/);
  });

  test("the pre-rendered HTML has the hero but no open pop-up", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/<h1[^>]*>[^]*Fast, safe and affordable/);
    expect(html).not.toMatch(/<dialog[^>]*\sopen/);
    expect(html).not.toContain("FREE estimates in minutes");
  });

  test("opens by itself on load with focus inside, stays closed after the cross, and reopens on reload", async ({
    page,
  }) => {
    await openHome(page, { closePopup: false });
    const popup = quotePopup(page);
    await expect(popup).toContainText("FREE estimates in minutes");
    expect(await popup.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await popup.getByRole("button", { name: /close/i }).click();
    await expect(popup).toBeHidden();
    await page.clock.runFor(120_000);
    await page.mouse.wheel(0, 2000);
    await page.mouse.wheel(0, -2000);
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(quotePopup(page)).toBeVisible();
  });

  test("Escape closes it and focus goes back where it was before it opened", async ({ page }) => {
    await openHome(page, { closePopup: false });
    // It opens by itself on load, when nothing on the page has focus yet.
    expect(await quotePopup(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(quotePopup(page)).toBeHidden();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest("dialog")),
    ).toBe(true);
  });

  test("opening the pop-up does not shift the layout", async ({ page }) => {
    await page.goto("/");
    await expect(quotePopup(page)).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!e.hadRecentInput) total += e.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.02);
  });
});

test.describe("services", () => {
  test("banner 'Check Our Services' goes to /our-services", async ({ page }) => {
    await openHome(page);
    const link = page.getByRole("main").getByRole("link", { name: "Check Our Services" });
    await expect(link).toHaveAttribute("href", "/our-services");
    await link.click();
    await expect(page).toHaveURL(/\/our-services$/);
  });

  test("six cards, each one link with a heading, in the spec's order and targets", async ({ page }) => {
    await openHome(page);
    const section = page.getByRole("region", { name: "Relocation services for every need" });
    const headings = section.getByRole("heading", { level: 3 });
    await expect(headings).toHaveText(CARDS.map(([t]) => t));
    for (const [title, href] of CARDS) {
      await expect(section.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", href);
    }
    await expect(section.getByRole("link")).toHaveCount(6);
  });

  for (const [title, href] of CARDS) {
    test(`clicking anywhere on the '${title}' card opens ${href}`, async ({ page }) => {
      await openHome(page);
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      const box = (await card.boundingBox())!;
      // Away from the heading: the lower-left corner of the card.
      await card.click({ position: { x: 12, y: box.height - 12 } });
      await expect(page).toHaveURL(new RegExp(`${href}$`, "i"));
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/couldn.t find/i);
      if (href === "/Packing") await expect(page.getByRole("heading", { level: 1 })).toHaveText(/packing/i);
    });
  }
});

test.describe("process, reasons, claims, prices", () => {
  test("four steps, four reasons and the four claims", async ({ page }) => {
    await openHome(page);
    const how = page.getByRole("region", { name: "How does it work?" });
    await expect(how.getByRole("heading", { level: 3 })).toHaveText([
      /share your moving details/i,
      /free pre-move consultation/i,
      /customised quotation/i,
      /hassle-free moving/i,
    ]);
    const why = page.getByRole("region", { name: /why choose us/i });
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      /expertise and experience/i,
      /customer satisfaction/i,
      /affordable pricing/i,
      /efficiency and reliability/i,
    ]);
    const claims = why.getByRole("list", { name: "Our record" }).getByRole("listitem");
    await expect(claims).toHaveText([/10\+\s*years/i, /IBA\s*approved/i, /4\.9\/5/, /100%\s*safety guarantee/i]);
  });

  test("local and national price tables are real tables labelled approximate, readable at 390 px", async ({ page }) => {
    await openHome(page);
    const local = page.getByRole("table", { name: /local shifting.*approximate/i });
    const national = page.getByRole("table", { name: /national shifting charges from kolkata.*approximate/i });
    await expect(local.getByRole("row")).toHaveCount(7);
    await expect(national.getByRole("row")).toHaveCount(7);
    await expect(local.getByRole("row", { name: /Handyman/ })).toContainText("As Actual");
    await expect(national.getByRole("row", { name: /Delhi/ })).toContainText("15,500");
    // Never wider than the page (price-tables.spec.ts checks that no figure is clipped).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test.describe("testimonial banner", () => {
  test("advances every 5 s and wraps from the fourth text to the first", async ({ page }) => {
    await openHome(page);
    await expectTestimonial(page, 0);
    await page.clock.runFor(TESTIMONIAL_MS - 100);
    await expectTestimonial(page, 0);
    await page.clock.runFor(100);
    await expectTestimonial(page, 1);
    await page.clock.runFor(TESTIMONIAL_MS);
    await expectTestimonial(page, 2);
    await page.clock.runFor(TESTIMONIAL_MS);
    await expectTestimonial(page, 3);
    await page.clock.runFor(TESTIMONIAL_MS);
    await expectTestimonial(page, 0);
  });

  test("previous and next wrap both ways and are keyboard operable", async ({ page }) => {
    await openHome(page);
    const prev = banner(page).getByRole("button", { name: "Previous testimonials" });
    const next = banner(page).getByRole("button", { name: "Next testimonials" });
    await prev.click();
    await expectTestimonial(page, 3);
    await next.click();
    await expectTestimonial(page, 0);
    await next.focus();
    await page.keyboard.press("Enter");
    await expectTestimonial(page, 1);
    await prev.focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Space");
    await expectTestimonial(page, 3);
  });

  test("pause stops it and announces changes politely; play resumes", async ({ page }) => {
    await openHome(page);
    const live = banner(page).locator("[aria-live]");
    await expect(live).toHaveAttribute("aria-live", "off");
    await banner(page).getByRole("button", { name: "Pause testimonials" }).click();
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(TESTIMONIAL_MS * 4);
    await expectTestimonial(page, 0);
    await banner(page).getByRole("button", { name: "Play testimonials" }).click();
    await page.clock.runFor(TESTIMONIAL_MS);
    await expectTestimonial(page, 1);
  });
});

test.describe("client logos", () => {
  test("ten logos with alt text under 'Happy Clients'", async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole("heading", { name: "Happy clients", level: 2 })).toBeVisible();
    const logos = logoRegion(page).getByRole("img");
    await expect(logos).toHaveCount(10);
    const alts = await logos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt") ?? ""));
    expect(new Set(alts).size).toBe(10);
    alts.forEach((alt) => expect(alt).toMatch(/\w+ logo$/));
    // All of them load once the strip has hydrated, before they slide into view.
    const loaded = () => logos.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0));
    await expect.poll(async () => (await loaded()).length).toBe(10);
  });

  test("the logos wait, lazily, until the visitor first scrolls or taps", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const requested = () =>
      page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.includes("/clients/")).length);
    expect(await requested()).toBe(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(requested).toBeGreaterThanOrEqual(10);
  });

  test("advances every 2.5 s and loops back to the first logo", async ({ page }) => {
    await openHome(page);
    await expectFirstLogo(page, 1);
    await page.clock.runFor(LOGO_MS - 100);
    await expectFirstLogo(page, 1);
    await page.clock.runFor(100);
    await expectFirstLogo(page, 2);
    for (let n = 3; n <= 10; n++) {
      await page.clock.runFor(LOGO_MS);
      await expectFirstLogo(page, n);
    }
    await page.clock.runFor(LOGO_MS);
    await expectFirstLogo(page, 1);
    await page.clock.runFor(LOGO_MS);
    await expectFirstLogo(page, 2);
  });

  test("keeps moving on hover and touch", async ({ page, isMobile }) => {
    await openHome(page);
    await logoRegion(page).scrollIntoViewIfNeeded();
    if (isMobile) await logoRegion(page).tap();
    else await logoRegion(page).hover();
    await page.clock.runFor(LOGO_MS);
    await expectFirstLogo(page, 2);
    await page.clock.runFor(LOGO_MS);
    await expectFirstLogo(page, 3);
  });

  test("arrows wrap both ways and are reachable by keyboard; pause stops it", async ({ page }) => {
    await openHome(page);
    const section = page.getByRole("region", { name: "Happy clients", exact: true });
    await section.getByRole("button", { name: "Previous client logos" }).click();
    await expectFirstLogo(page, 10);
    await section.getByRole("button", { name: "Next client logos" }).click();
    await expectFirstLogo(page, 1);
    await section.getByRole("button", { name: "Pause client logos" }).focus();
    await page.keyboard.press("Enter");
    await page.clock.runFor(LOGO_MS * 4);
    await expectFirstLogo(page, 1);
    await page.keyboard.press("Tab");
    await expect(section.getByRole("button", { name: "Next client logos" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectFirstLogo(page, 2);
  });

  test("20 px apart; 2, 4 and 7 per view at 640, 768 and 1024 px", async ({ page, isMobile }) => {
    test.skip(isMobile, "resizes the desktop viewport");
    await openHome(page);
    for (const [width, perView] of [
      [640, 2],
      [768, 4],
      [1024, 7],
      [1366, 7],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const m = await logoRegion(page).evaluate((region) => {
        const r = region.getBoundingClientRect();
        const boxes = Array.from(region.querySelectorAll("li > div")).map((d) => d.getBoundingClientRect());
        const inView = boxes.filter((b) => b.left >= r.left - 1 && b.right <= r.right + 1);
        return { count: inView.length, gap: boxes[1]!.left - boxes[0]!.right };
      });
      expect(m.count, `${width} px`).toBe(perView);
      expect(Math.round(m.gap)).toBe(20);
    }
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("no automatic movement in either carousel; play is offered", async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(TESTIMONIAL_MS * 3);
    await expectTestimonial(page, 0);
    await expectFirstLogo(page, 1);
    await expect(banner(page).getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Play client logos" })).toBeVisible();
    await expect(banner(page).locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });
});

test.describe("service network", () => {
  test("the 17 cities in the spec's order, each linking to /network/{slug}", async ({ page }) => {
    await openHome(page);
    const list = page.getByRole("navigation", { name: "Cities we serve" });
    const links = list.getByRole("link");
    await expect(links).toHaveCount(17);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(CITIES.map((c) => `/network/${c.toLowerCase().replace(/\s+/g, "-")}`));
    await expect(links).toHaveText(CITIES.map((c) => new RegExp(c)));
    await links.nth(7).click();
    await expect(page).toHaveURL(/\/network\/gurgaon$/);
  });

  test("the list scrolls inside a box about 400 px high", async ({ page }) => {
    await openHome(page);
    const box = page.getByRole("navigation", { name: "Cities we serve" });
    const m = await box.evaluate((el) => ({
      h: el.getBoundingClientRect().height,
      sh: el.scrollHeight,
      ch: el.clientHeight,
      oy: getComputedStyle(el).overflowY,
    }));
    expect(m.h).toBeGreaterThanOrEqual(380);
    expect(m.h).toBeLessThanOrEqual(420);
    expect(m.sh).toBeGreaterThan(m.ch);
    expect(m.oy).toBe("auto");
    const last = box.getByRole("link", { name: /Ranchi/ });
    await last.focus();
    await expect(last).toBeInViewport();
  });
});

test.describe("FAQ accordion", () => {
  for (const path of ["/", "/faq"]) {
    test(`${path}: ten items, one open at a time, and clicking the open one closes it`, async ({ page }) => {
      if (path === "/") await openHome(page);
      else await page.goto(path);
      const items = page.getByRole("main").locator("details");
      await expect(items).toHaveCount(10);
      const openCount = () => items.evaluateAll((ds) => ds.filter((d) => (d as HTMLDetailsElement).open).length);
      expect(await openCount()).toBe(0);
      await items.nth(0).locator("summary").click();
      await expect(items.nth(0)).toHaveAttribute("open");
      await items.nth(3).locator("summary").click();
      await expect(items.nth(3)).toHaveAttribute("open");
      await expect(items.nth(0)).not.toHaveAttribute("open");
      expect(await openCount()).toBe(1);
      await expect(items.nth(3)).toContainText(/3[–-]5 days/);
      await items.nth(8).locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(items.nth(8)).toContainText(/48 hours/);
      await expect(items.nth(3)).not.toHaveAttribute("open");
      await items.nth(8).locator("summary").click();
      await expect(items.nth(8)).not.toHaveAttribute("open");
      expect(await openCount()).toBe(0);
    });
  }

  test("/faq has its hero and a contact prompt", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    const prompt = page.getByRole("region", { name: /didn.t find your answer/i });
    await expect(prompt.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(prompt.locator('a[href^="tel:+91"]')).toBeVisible();
    await expect(prompt.locator('a[href^="mailto:"]')).toBeVisible();
  });
});

test("home has no serious accessibility violations in its content", async ({ page }) => {
  // Real clock: axe schedules its own timers.
  await page.goto("/");
  await quotePopup(page).getByRole("button", { name: /close/i }).click();
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
