import { expect, type Page, test } from "@playwright/test";

import { jobs } from "../../app/content/jobs.ts";
import { seriousViolations } from "./helpers/axe";
import { gotoHydrated } from "./helpers/hydration";

// Company and people pages (issue #6; SPEC §2 About, Process, Testimonials, Contact, Careers, Franchise,
// Terms, Privacy; §3 jobs; §4 states; §9 counters, card animation and legal constants).

const DEPARTMENTS = [
  "Operations & Logistics",
  "Customer Service",
  "Sales & Marketing",
  "IT & Digital",
  "Finance & Accounts",
  "Human Resources",
];
const LOCATIONS = ["Delhi", "Mumbai", "Bangalore", "Hyderabad", "Chennai"];
const TYPES = ["Full Time", "Part Time"];
const JOB_TITLES = [
  "Packing & Moving Staff",
  "Truck Driver",
  "Customer Support Executive",
  "Sales Executive",
  "Digital Marketing Specialist",
  "Accounts Executive",
  "HR Recruiter",
];

const COUNTERS = ["10+", "5000+", "100+", "99%"];

/** Pre-rendered HTML as text, without React's text separators. */
async function prerendered(page: Page, path: string) {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
}

const countHeading = (n: number) => `${n} open position${n === 1 ? "" : "s"}`;

test.describe("pages", () => {
  for (const path of [
    "/about",
    "/process",
    "/testimonials",
    "/contact",
    "/career",
    "/partner",
    "/terms-and-conditions",
    "/privacy-policy",
  ]) {
    test(`${path} has one h1, h2 before h3, and no serious axe violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const levels = await page
        .locator("main")
        .evaluate((main) =>
          [...main.querySelectorAll("h1,h2,h3,h4,h5,h6")]
            .filter((h) => h.closest("dialog") === null)
            .map((h) => Number(h.tagName[1])),
        );
      for (let i = 1; i < levels.length; i++)
        expect(levels[i]! - levels[i - 1]!, `heading outline ${levels.join(",")}`).toBeLessThanOrEqual(1);
      expect(await seriousViolations(page, "main")).toEqual([]);
    });
  }
});

test.describe("about", () => {
  const tabs = (page: Page) => page.getByRole("tablist", { name: /kinds of move/i }).getByRole("tab");

  async function expectSelected(page: Page, label: string) {
    for (const name of ["Residential", "Commercial", "Specialized"]) {
      const tab = page.getByRole("tab", { name });
      const on = name === label;
      await expect(tab).toHaveAttribute("aria-selected", String(on));
      await expect(tab).toHaveAttribute("tabindex", on ? "0" : "-1");
      const panel = page.locator(`#${(await tab.getAttribute("aria-controls"))!}`);
      if (on) await expect(panel).toBeVisible();
      else await expect(panel).toBeHidden();
    }
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
  }

  test("service tabs: Residential by default, click selects", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(tabs(page)).toHaveText(["Residential", "Commercial", "Specialized"]);
    await expectSelected(page, "Residential");
    await page.getByRole("tab", { name: "Commercial" }).click();
    await expectSelected(page, "Commercial");
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Commercial");
    await page.getByRole("tab", { name: "Specialized" }).click();
    await expectSelected(page, "Specialized");
  });

  test("service tabs: arrows move and wrap, Home and End jump, focus follows", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("tab", { name: "Residential" }).focus();
    const steps: [string, string][] = [
      ["ArrowRight", "Commercial"],
      ["ArrowRight", "Specialized"],
      ["ArrowRight", "Residential"],
      ["ArrowLeft", "Specialized"],
      ["ArrowLeft", "Commercial"],
      ["Home", "Residential"],
      ["End", "Specialized"],
      ["ArrowDown", "Residential"],
      ["ArrowUp", "Specialized"],
    ];
    for (const [key, label] of steps) {
      await page.keyboard.press(key);
      await expectSelected(page, label);
      await expect(page.getByRole("tab", { name: label })).toBeFocused();
    }
    // One tab stop: Tab leaves the tab list for the panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
  });

  test("pre-rendered HTML carries the final counter figures", async ({ page }) => {
    const html = await prerendered(page, "/about");
    for (const figure of COUNTERS) expect(html).toContain(`data-testid="counter">${figure}</dd>`);
  });

  test("counters count up once, a tick every 50 ms for about 50 steps, when 30% in view", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-03-03T10:00:00+05:30") });
    await page.clock.pauseAt(new Date("2025-03-03T10:00:01+05:30"));
    await gotoHydrated(page, "/about");
    const section = page
      .locator("section[data-reveal]")
      .filter({ has: page.getByRole("heading", { name: /in numbers/i }) });
    const figures = section.getByTestId("counter");
    // Below the fold once the script runs: armed at zero, nothing counting yet.
    await expect(section).toHaveAttribute("data-reveal", "waiting");
    await expect(figures).toHaveText(["0+", "0+", "0+", "0%"]);
    await page.clock.runFor(3000);
    await expect(figures).toHaveText(["0+", "0+", "0+", "0%"]);

    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-reveal", "revealed");
    await page.clock.runFor(25 * 50);
    const half = Number((await figures.nth(1).textContent())!.replace(/\D/g, ""));
    expect(half).toBeGreaterThan(1500);
    expect(half).toBeLessThan(3500);
    await page.clock.runFor(2400 - 25 * 50);
    expect(Number((await figures.nth(1).textContent())!.replace(/\D/g, ""))).toBeLessThan(5000);
    await page.clock.runFor(300);
    await expect(figures).toHaveText(COUNTERS);

    // Once only: leaving and coming back does not restart the count.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(1000);
    await section.scrollIntoViewIfNeeded();
    await page.clock.runFor(200);
    await expect(figures).toHaveText(COUNTERS);
    await page.clock.runFor(3000);
    await expect(figures).toHaveText(COUNTERS);
  });

  test("with reduced motion the counters show the final figures at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/about");
    const section = page.locator("section[data-reveal]");
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-reveal", "static");
    await expect(section.getByTestId("counter")).toHaveText(COUNTERS);
  });

  test("mission, vision, values and the four-step process are there; call now dials; quote pop-up opens", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    for (const name of ["Our mission", "Our vision", "Our values"])
      await expect(page.getByRole("heading", { name, level: 3 })).toBeVisible();
    await expect(page.getByRole("region", { name: /four steps/i }).locator("ol > li")).toHaveCount(4);
    const call = page.getByRole("link", { name: /call now/i }).first();
    await expect(call).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    await page.getByRole("button", { name: "Get Free Quote" }).first().click();
    const popup = page.getByRole("dialog").filter({ hasText: "FREE estimates in minutes" });
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: /close/i }).click();
    await expect(popup).toBeHidden();
  });
});

test.describe("process", () => {
  test("the four steps of every page, six trust reasons, links to /free-estimate and the 'Talk to an Expert' pop-up", async ({
    page,
  }) => {
    await gotoHydrated(page, "/process");
    await expect(page.getByRole("region", { name: /four steps/i }).locator("ol > li")).toHaveCount(4);
    await expect(page.getByRole("region", { name: /trust us/i }).locator("ul > li")).toHaveCount(6);
    const estimate = page.locator("main").getByRole("link", { name: /free estimate/i });
    expect(await estimate.count()).toBeGreaterThanOrEqual(1);
    for (const link of await estimate.all()) await expect(link).toHaveAttribute("href", "/free-estimate");
    await page.getByRole("button", { name: "Talk to an Expert" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Talk to an Expert" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: /\d/ }).first()).toHaveAttribute("href", /^tel:/);
  });
});

test.describe("testimonials", () => {
  const cards = (page: Page) => page.locator("main figure");

  test("heading names the brand; 30 cards with a quote, a name and a city, in the HTML and without script", async ({
    browser,
    page,
  }) => {
    const html = await prerendered(page, "/testimonials");
    expect(html.match(/<figure/g)).toHaveLength(30);
    expect(html).not.toContain('data-reveal="waiting"');

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    const noJs = await context.newPage();
    await noJs.goto("/testimonials");
    await expect(noJs.getByRole("heading", { level: 1 })).toHaveText(/^Happy customers of \S.+/);
    await expect(cards(noJs)).toHaveCount(30);
    for (const card of await cards(noJs).all()) {
      await expect(card).toHaveCSS("opacity", "1");
      await expect(card.locator("blockquote")).toHaveText(/^“.{40,}”$/);
      await expect(card.locator("figcaption")).toHaveText(/\w+/);
    }
    await context.close();
  });

  test("cards fade and slide in once: 0.4 s, +0.05 s per index, 30 px", async ({ page }) => {
    await gotoHydrated(page, "/testimonials");
    await expect(cards(page)).toHaveCount(30);
    const last = cards(page).nth(29);
    await expect(last).toHaveAttribute("data-reveal", "waiting");
    await expect(last).toHaveCSS("opacity", "0");
    await expect(last).toHaveCSS("translate", "0px 30px");

    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-reveal", "revealed");
    await expect(last).toHaveCSS("transition-duration", /0\.4s/);
    await expect(last).toHaveCSS("transition-delay", /1\.45s/);
    await expect(last).toHaveCSS("opacity", "1", { timeout: 5000 });
    await expect(last).toHaveCSS("translate", /^(none|0px|0px 0px)$/);
    const fifth = cards(page).nth(4);
    await fifth.scrollIntoViewIfNeeded();
    await expect(fifth).toHaveCSS("transition-delay", /0\.2s/);

    // Every card ends up visible; none goes back after scrolling away.
    for (const card of await cards(page).all()) await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const card of await cards(page).all()) await expect(card).toHaveCSS("opacity", "1", { timeout: 5000 });
    await expect(page.locator('main figure[data-reveal="waiting"]')).toHaveCount(0);
  });

  test("no animation with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/testimonials");
    await expect(page.locator('main figure[data-reveal="static"]')).toHaveCount(30);
    await expect(cards(page).nth(29)).toHaveCSS("opacity", "1");
  });

  test("two columns from tablets up, one on phones", async ({ page }) => {
    await gotoHydrated(page, "/testimonials");
    const [a, b] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    if (page.viewportSize()!.width >= 768) {
      expect(a!.y).toBe(b!.y);
      expect(b!.x).toBeGreaterThan(a!.x + a!.width);
    } else {
      expect(b!.x).toBe(a!.x);
      expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    }
  });
});

test.describe("contact", () => {
  test("hero, head-office address, enquiry form and the three Connect cards", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    await expect(page.getByRole("heading", { name: "Our head office" })).toBeVisible();
    await expect(page.getByTestId("office-address")).toHaveText(/Newtown, Kolkata, West Bengal 700161$/);
    await expect(page.getByRole("heading", { name: "Send your enquiry below", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Connect with us", level: 2 })).toBeVisible();
    const connect = page.locator("section").filter({ has: page.getByRole("heading", { name: "Connect with us" }) });
    await expect(connect.getByRole("heading", { level: 3 })).toHaveText(["Call us", "Email us", "Request a call back"]);
    await expect(connect.getByRole("link").first()).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    await expect(connect.getByRole("link").nth(1)).toHaveAttribute("href", /^mailto:.+@.+/);
  });

  test("'Call Me Back' opens the 'Request a call back' pop-up", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const dialog = page.getByRole("dialog", { name: "Request a call back" });
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Call Me Back" }).click();
    await expect(dialog).toBeVisible();
  });

  test("social links open Facebook, X, Instagram and LinkedIn in a new tab", async ({ page, context }) => {
    await context.route(/^https:\/\/(www\.)?(facebook|x|instagram|linkedin)\.com\//, (r) =>
      r.fulfill({ contentType: "text/html", body: "<title>social</title>" }),
    );
    await gotoHydrated(page, "/contact");
    const band = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Follow us & stay connected" }) });
    const links = band.getByRole("link");
    await expect(links).toHaveText([/Facebook/, /^X/, /Instagram/, /LinkedIn/]);
    const hosts = ["facebook.com", "x.com", "instagram.com", "linkedin.com"];
    for (let i = 0; i < 4; i++) {
      const link = links.nth(i);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(new URL((await link.getAttribute("href"))!).hostname.replace(/^www\./, "")).toBe(hosts[i]);
    }
    const [popup] = await Promise.all([context.waitForEvent("page"), links.first().click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain("facebook.com");
    expect(page.url()).toMatch(/\/contact$/);
  });

  test("the head-office map loads nothing from the map host until it is clicked", async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route(/openstreetmap\.org/, (r) => {
      mapRequests.push(r.request().url());
      return r.fulfill({ contentType: "text/html", body: "<title>map</title>" });
    });
    await gotoHydrated(page, "/contact");
    const office = page.locator("section").filter({ has: page.getByRole("heading", { name: "Our head office" }) });
    await office.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(mapRequests).toEqual([]);
    await expect(office.locator("iframe")).toHaveCount(0);
    await office.getByRole("button", { name: /show map/i }).click();
    const frame = office.locator("iframe");
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", /openstreetmap\.org.*marker=22\.58/);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });
});

test.describe("careers", () => {
  const heading = (page: Page) => page.locator("#job-count");
  const listed = (page: Page) => page.getByTestId("job").getByRole("heading", { level: 3 });

  test("the seven jobs of the spec, each with a department, location and type from the spec's lists", async ({
    page,
  }) => {
    await gotoHydrated(page, "/career");
    await expect(heading(page)).toHaveText(countHeading(7));
    await expect(listed(page)).toHaveText(JOB_TITLES);
    for (const job of await page.getByTestId("job").all()) {
      const text = (await job.textContent())!;
      expect(DEPARTMENTS.filter((d) => text.includes(d))).toHaveLength(1);
      expect(LOCATIONS.filter((l) => text.includes(l))).toHaveLength(1);
      expect(TYPES.filter((t) => text.includes(t))).toHaveLength(1);
    }
    await expect(page.getByLabel("Department", { exact: true }).locator("option")).toHaveText([
      "All departments",
      ...DEPARTMENTS,
    ]);
    await expect(page.getByLabel("Location", { exact: true }).locator("option")).toHaveText([
      "All locations",
      ...LOCATIONS,
    ]);
    await expect(page.getByLabel("Job type", { exact: true }).locator("option")).toHaveText(["All types", ...TYPES]);
  });

  test("department × location filters combine with AND; the heading counts; empty state", async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, "/career");
    for (const department of DEPARTMENTS) {
      await page.getByLabel("Department", { exact: true }).selectOption(department);
      for (const location of LOCATIONS) {
        await page.getByLabel("Location", { exact: true }).selectOption(location);
        const expected = jobs.filter((j) => j.department === department && j.location === location).map((j) => j.title);
        await expect(heading(page), `${department} × ${location}`).toHaveText(countHeading(expected.length));
        await expect(listed(page)).toHaveText(expected);
        if (expected.length === 0) await expect(page.getByText("No jobs available.", { exact: true })).toBeVisible();
        else await expect(page.getByText("No jobs available.", { exact: true })).toHaveCount(0);
      }
    }
  });

  test("the type filter narrows the others too, and clearing shows all seven again", async ({ page }) => {
    await gotoHydrated(page, "/career");
    for (const type of TYPES) {
      await page.getByLabel("Job type", { exact: true }).selectOption(type);
      await expect(listed(page)).toHaveText(jobs.filter((j) => j.type === type).map((j) => j.title));
      for (const location of LOCATIONS) {
        await page.getByLabel("Location", { exact: true }).selectOption(location);
        const expected = jobs.filter((j) => j.type === type && j.location === location).map((j) => j.title);
        await expect(heading(page)).toHaveText(countHeading(expected.length));
        await expect(listed(page)).toHaveText(expected);
      }
      await page.getByLabel("Location", { exact: true }).selectOption("");
    }
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(heading(page)).toHaveText(countHeading(7));
    await expect(page.getByLabel("Job type", { exact: true })).toHaveValue("");
  });

  test("'Apply Now' opens the application pop-up for the chosen job", async ({ page }) => {
    await gotoHydrated(page, "/career");
    for (const title of ["Truck Driver", "HR Recruiter"]) {
      await page
        .getByTestId("job")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
        .getByRole("button", { name: /Apply Now/ })
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(title);
      await dialog.getByRole("button", { name: /cancel/i }).click();
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe("partner", () => {
  test("why partner, what we provide, what you need, and the franchise form", async ({ page }) => {
    await gotoHydrated(page, "/partner");
    for (const name of ["Why partner with us", "What we provide", "What you need"])
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await expect(page.locator("main form")).toHaveCount(1);
  });
});

test.describe("legal", () => {
  test("terms: the ten sections in order and the spec's constants", async ({ page }) => {
    await gotoHydrated(page, "/terms-and-conditions");
    const titles = page.locator("main section h2");
    await expect(titles).toHaveText([
      /Acceptance/,
      /Definitions/,
      /Scope/,
      /payment/,
      /Client responsibilities/,
      /Claims/,
      /Force majeure/,
      /Intellectual property/,
      /Changes/,
      /Governing law/,
    ]);
    const claims = page.locator("section#claims");
    await expect(claims).toContainText("within 24 hours of delivery");
    await expect(claims).toContainText("1–3% of the declared value");
    await expect(claims).toContainText(
      "limited to the lower of the declared value of the affected goods or the insurance cover",
    );
    const law = page.locator("section#governing-law");
    await expect(law).toContainText("laws of India");
    await expect(law).toContainText("courts in Bihar");
    // The contents list reaches every section.
    for (const link of await page
      .getByRole("navigation", { name: /on this page/i })
      .getByRole("link")
      .all()) {
      await expect(page.locator((await link.getAttribute("href"))!)).toHaveCount(1);
    }
  });

  test("privacy: the nine sections and the services the site really uses", async ({ page }) => {
    await gotoHydrated(page, "/privacy-policy");
    await expect(page.locator("main section h2")).toHaveText([
      /Information we collect/,
      /use/,
      /secure/,
      /Electronic communication/,
      /Log files/,
      /Third-party/,
      /consent/,
      /Updates/,
      /Contact/,
    ]);
    const third = page.locator("section#third-parties");
    for (const name of ["Web3Forms", "EmailJS", "OpenStreetMap Nominatim", "OpenStreetMap (map)"])
      await expect(third).toContainText(name);
  });
});
