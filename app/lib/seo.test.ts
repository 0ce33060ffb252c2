// @vitest-environment node
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";

import { absoluteUrl, pageMeta, shareImage } from "./seo";
import { breadcrumbJsonLd } from "./structured-data";

const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.filter((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string>[];
const content = (meta: MetaDescriptor[], key: string, value: string) => find(meta, key, value)[0]?.content;

/** What the layout's words say the share image shows. */
const imageAlt = "A moving truck below a city skyline, with the words: Packers and movers across India.";

const page = {
  imageAlt,
  title: "Home Shifting",
  description: "Door-to-door home shifting across India, with a free survey, packing, insurance and unpacking.",
  path: "/Home-Shifting",
};

describe("pageMeta", () => {
  const meta = pageMeta(page);

  it("titles the page 'Page | brand' everywhere a title is shown", () => {
    const full = `Home Shifting | ${site.brand}`;
    expect(meta.filter((m) => "title" in m)).toEqual([{ title: full }]);
    expect(content(meta, "property", "og:title")).toBe(full);
    expect(content(meta, "name", "twitter:title")).toBe(full);
  });

  it("gives the page's own description to search and to share cards", () => {
    expect(content(meta, "name", "description")).toBe(page.description);
    expect(content(meta, "property", "og:description")).toBe(page.description);
    expect(content(meta, "name", "twitter:description")).toBe(page.description);
  });

  it("has one canonical link from the configured site URL with a lower-case path", () => {
    const links = find(meta, "rel", "canonical");
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ tagName: "link", href: `${site.url}/home-shifting` });
    expect(content(meta, "property", "og:url")).toBe(`${site.url}/home-shifting`);
    expect(absoluteUrl("/")).toBe(`${site.url}/`);
    expect(site.url).toMatch(/^https:\/\/[^/]+$/);
  });

  it("shares the 1200×630 image by absolute URL, with its size and alt text", () => {
    const image = `${site.url}/og-image.png`;
    expect(absoluteUrl(shareImage.path)).toBe(image);
    expect(content(meta, "property", "og:image")).toBe(image);
    expect(content(meta, "property", "og:image:width")).toBe("1200");
    expect(content(meta, "property", "og:image:height")).toBe("630");
    expect(content(meta, "property", "og:image:alt")).toBe(imageAlt);
    expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "name", "twitter:image")).toBe(image);
  });

  it("is indexable unless told otherwise", () => {
    expect(find(meta, "name", "robots")).toHaveLength(0);
  });

  it("marks noindex pages and leaves out the canonical link when there is no path", () => {
    const notFound = pageMeta({ imageAlt, title: "Page Not Found", description: page.description, noindex: true });
    expect(content(notFound, "name", "robots")).toBe("noindex");
    expect(find(notFound, "rel", "canonical")).toHaveLength(0);
    expect(find(notFound, "property", "og:url")).toHaveLength(0);
    const thanks = pageMeta({
      imageAlt,
      title: "Thank You",
      description: page.description,
      path: "/thank-you",
      noindex: true,
    });
    expect(content(thanks, "name", "robots")).toBe("noindex");
    expect(find(thanks, "rel", "canonical")[0]?.href).toBe(`${site.url}/thank-you`);
  });

  it("emits each JSON-LD object as its own ld+json descriptor", () => {
    const crumbs = breadcrumbJsonLd([{ label: "Home", to: "/" }, { label: "Our Services" }], "/our-services");
    const withLd = pageMeta({ ...page, jsonLd: [crumbs] });
    const webPage = {
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: `Home Shifting | ${site.brand}`,
      description: page.description,
      url: `${site.url}/home-shifting`,
      inLanguage: "en-IN",
    };
    expect(withLd.filter((m) => "script:ld+json" in m)).toEqual([
      { "script:ld+json": webPage },
      { "script:ld+json": crumbs },
    ]);
    expect(
      pageMeta({ imageAlt, title: "Not found", description: page.description, noindex: true }).some(
        (m) => "script:ld+json" in m,
      ),
    ).toBe(false);
  });
});

describe("pageMeta in two languages", () => {
  const alternates = (tags: MetaDescriptor[]) =>
    find(tags, "rel", "alternate").map(({ hrefLang, href }) => [hrefLang, href]);
  const translated = { ...page, path: "/home-shifting" };
  const english = pageMeta(translated);
  const hindi = pageMeta({ ...translated, title: "होम शिफ्टिंग", locale: "hi" });

  it("gives each twin its own canonical URL and the other's as a reciprocal hreflang alternate", () => {
    expect(find(english, "rel", "canonical")[0]?.href).toBe(`${site.url}/home-shifting`);
    expect(find(hindi, "rel", "canonical")[0]?.href).toBe(`${site.url}/hi/home-shifting`);
    const pairs = [
      ["en-IN", `${site.url}/home-shifting`],
      ["hi-IN", `${site.url}/hi/home-shifting`],
      ["bn-IN", `${site.url}/bn/home-shifting`],
      ["x-default", `${site.url}/home-shifting`],
    ];
    expect(alternates(english)).toEqual(pairs);
    expect(alternates(hindi)).toEqual(pairs);
  });

  it("says the page's language to share cards and in its JSON-LD", () => {
    expect(content(hindi, "property", "og:locale")).toBe("hi_IN");
    const others = (meta: MetaDescriptor[]) => find(meta, "property", "og:locale:alternate").map((m) => m.content);
    expect(others(hindi)).toEqual(["en_IN", "bn_IN"]);
    expect(others(english)).toEqual(["hi_IN", "bn_IN"]);
    const ld = hindi.map((m) => (m as { "script:ld+json"?: { inLanguage?: string } })["script:ld+json"]);
    expect(ld.find((d) => d?.inLanguage)?.inLanguage).toBe("hi-IN");
  });

  it("pairs nothing for a page out of search results, which has no indexed twin", () => {
    const untranslated = pageMeta({ ...page, path: "/thank-you", noindex: true });
    expect(alternates(untranslated)).toEqual([]);
    expect(content(untranslated, "property", "og:locale:alternate")).toBeUndefined();
  });
});
