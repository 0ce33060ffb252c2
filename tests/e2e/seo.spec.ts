import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

import { cities } from "../../app/content/cities.ts";
import { hasHindiTwin } from "../../app/i18n/translated.ts";
import { allPages, hindiPages } from "../pages";
import { gotoHydrated } from "./helpers/hydration";

type Node = Record<string, unknown> & { "@type"?: string };

/** The configured site URL, as the build wrote it into the home page's canonical link. */
async function siteUrl(request: APIRequestContext) {
  const html = await (await request.get("/")).text();
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(href, "home page canonical").toMatch(/^https:\/\/[^/]+\/$/);
  return href!.slice(0, -1);
}

/** The Hindi twins that are translated: indexed pages of their own (issue 18). */
const translatedHindi = hindiPages.filter(hasHindiTwin);
/** The breadcrumb's name and the services crumb, in each language. */
const crumbWords = (path: string) =>
  path === "/hi" || path.startsWith("/hi/")
    ? { nav: "आप यहां हैं", services: "हमारी सेवाएं" }
    : { nav: "Breadcrumb", services: "Our Services" };

const canonicalOf = (url: string, path: string) => `${url}${path === "/" ? "/" : path.toLowerCase()}`;

/** Every ld+json script on the page, parsed; fails on one that is not JSON. */
async function jsonLd(page: Page): Promise<Node[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Node);
}

test.describe("search metadata on every page", () => {
  for (const path of [...allPages, ...translatedHindi]) {
    test(`${path}: title, description, canonical, share image and valid JSON-LD`, async ({ page, request }) => {
      const url = await siteUrl(request);
      await gotoHydrated(page, path);

      await expect(page).toHaveTitle(/^.+ \| .+$/);
      await expect(page.locator("title")).toHaveCount(1);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      const text = (await description.getAttribute("content")) ?? "";
      expect(text.length, `description "${text}"`).toBeGreaterThanOrEqual(50);
      expect(text.length, `description "${text}"`).toBeLessThanOrEqual(160);

      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveCount(1);
      await expect(canonical).toHaveAttribute("href", canonicalOf(url, path));
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonicalOf(url, path));

      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${url}/og-image.png`);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", /.{20,}/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", `${url}/og-image.png`);

      const data = await jsonLd(page);
      for (const node of data) {
        expect(node["@context"]).toBe("https://schema.org");
        expect(typeof node["@type"]).toBe("string");
      }
      // No self-serving review markup and no FAQ rich results.
      expect(JSON.stringify(data)).not.toMatch(/AggregateRating|aggregateRating|"Review"|"review"|FAQPage/);

      // A shown breadcrumb is described by a BreadcrumbList with the same items, in order, with absolute URLs.
      const words = crumbWords(path);
      const crumbs = page.getByRole("navigation", { name: words.nav }).getByRole("listitem");
      const lists = data.filter((n) => n["@type"] === "BreadcrumbList");
      const shown = await crumbs.count();
      if (shown === 0) {
        expect(lists).toHaveLength(0);
      } else {
        expect(lists).toHaveLength(1);
        const items = lists[0]!.itemListElement as { "@type": string; position: number; name: string; item: string }[];
        expect(items).toHaveLength(shown);
        for (const [i, item] of items.entries()) {
          const li = crumbs.nth(i);
          expect(item["@type"]).toBe("ListItem");
          expect(item.position).toBe(i + 1);
          expect(item.name).toBe((await li.innerText()).trim());
          const link = li.getByRole("link");
          const href = (await link.count()) > 0 ? await link.getAttribute("href") : path;
          expect(item.item).toBe(canonicalOf(url, href ?? ""));
        }
        // Pages under Our Services describe the service itself.
        if (items[1]?.name === words.services && items.length === 3) {
          const services = data.filter((n) => n["@type"] === "Service");
          expect(services).toHaveLength(1);
          expect(services[0]).toMatchObject({ name: items[2]!.name, url: canonicalOf(url, path) });
        }
      }
    });
  }
});

test.describe("structured data of the company", () => {
  test("the home page describes the company with its 17 cities, contacts and head office", async ({
    page,
    request,
  }) => {
    const url = await siteUrl(request);
    await gotoHydrated(page, "/");
    const companies = (await jsonLd(page)).filter((n) => n["@type"] === "MovingCompany");
    expect(companies).toHaveLength(1);
    const org = companies[0]!;
    expect(org).toMatchObject({ url: `${url}/`, logo: `${url}/logo.png` });
    expect(org.name).toBeTruthy();
    expect(org.telephone).toMatch(/^\+91\d{10}$/);
    expect(org.email).toMatch(/@/);
    expect(org.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "Kolkata",
      postalCode: "700161",
      addressCountry: "IN",
    });
    expect((org.areaServed as { name: string }[]).map((c) => c.name)).toEqual(cities.map((c) => c.name));
    expect((org.sameAs as string[]).length).toBe(4);
    // The footer's social links are the same profiles.
    for (const profile of org.sameAs as string[])
      await expect(page.locator(`footer a[href="${profile}"]`).first()).toBeAttached();
  });

  for (const city of [cities[0]!, cities.find((c) => c.slug === "patna")!]) {
    test(`/network/${city.slug} describes its own branch`, async ({ page, request }) => {
      const url = await siteUrl(request);
      await gotoHydrated(page, `/network/${city.slug}`);
      const companies = (await jsonLd(page)).filter((n) => n["@type"] === "MovingCompany");
      expect(companies).toHaveLength(1);
      expect(companies[0]).toMatchObject({
        url: `${url}/network/${city.slug}`,
        address: { addressLocality: city.name, addressRegion: city.state, postalCode: city.office.pin },
        parentOrganization: { "@id": `${url}/#organization` },
      });
      // The branch's address in the JSON-LD is the one the page shows.
      await expect(page.getByText(city.office.street).first()).toBeVisible();
    });
  }

  test("pages that are not found are kept out of search results", async ({ page }) => {
    for (const path of ["/no-such-page", "/network/atlantis"]) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page).toHaveTitle(/^.+ \| .+$/);
    }
  });
});

test.describe("site-wide", () => {
  test("every page has its own title and canonical URL", async ({ request }) => {
    const titles = new Map<string, string>();
    const canonicals = new Set<string>();
    const pages = [...allPages, ...translatedHindi];
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(titles.get(title), `"${title}" on ${path}`).toBeUndefined();
      titles.set(title, path);
      canonicals.add(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "");
    }
    expect(canonicals.size).toBe(pages.length);
  });

  test("sitemap.xml lists exactly the indexable pages by canonical URL; robots.txt points to it", async ({
    request,
  }) => {
    const url = await siteUrl(request);
    const indexable: string[] = [];
    for (const path of [...allPages, ...hindiPages]) {
      const html = await (await request.get(path)).text();
      if (!/<meta name="robots" content="noindex"/.test(html)) indexable.push(canonicalOf(url, path));
    }
    expect(indexable).not.toContain(`${url}/thank-you`);

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toMatch(/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect([...locs].sort()).toEqual([...indexable].sort());

    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const txt = await robots.text();
    expect(txt).toContain(`Sitemap: ${url}/sitemap.xml`);
    expect(txt).not.toMatch(/^Disallow:\s*\/\s*$/m);
  });

  test("the share image is a 1200×630 PNG and the logo is served", async ({ request }) => {
    const og = await request.get("/og-image.png");
    expect(og.status()).toBe(200);
    expect(og.headers()["content-type"]).toBe("image/png");
    const png = await og.body();
    // PNG header: width and height are the first two fields of the IHDR chunk.
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const logo = await request.get("/logo.png");
    expect(logo.status()).toBe(200);
    expect(logo.headers()["content-type"]).toBe("image/png");
  });
});
