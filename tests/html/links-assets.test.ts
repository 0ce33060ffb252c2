import { existsSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { localeOf } from "../../app/config/locales.ts";
import { built, CLIENT, fileOf, notFoundFiles, pages, site } from "./built";
import { attr, isLanguageSwitch, metaAll, withAttr } from "./page-head";

const all = [...pages, ...notFoundFiles];
const exists = (file: string) => existsSync(join(CLIENT, decodeURIComponent(file)));

/** The built file an internal link opens: a page (the server lower-cases the path) or a public file. */
function resolves(href: string) {
  const path = href.split(/[?#]/)[0]!.toLowerCase() || "/";
  return exists(fileOf(path)) || exists(path.slice(1));
}

/** Every file the page asks the browser for, as a site path. */
function assetsOf(path: string): string[] {
  const { document } = built(path);
  const rels = /^(stylesheet|modulepreload|preload|icon|apple-touch-icon|manifest)$/;
  const srcset = (value: string) => value.split(/,\s+/).map((c) => c.trim().split(/\s+/)[0]!);
  const inline = (selector: string, pattern: RegExp) =>
    Array.from(document.querySelectorAll(selector)).flatMap((s) =>
      [...(s.textContent ?? "").matchAll(pattern)].map((m) => m[1]!),
    );
  return [
    ...withAttr(document, "script", "src").map(([, v]) => v),
    ...Array.from(document.querySelectorAll("link[href]"))
      .filter((l) => rels.test(l.getAttribute("rel") ?? ""))
      .map((l) => l.getAttribute("href")!),
    ...withAttr(document, "img", "src").map(([, v]) => v),
    ...withAttr(document, "img, source", "srcset").flatMap(([, v]) => srcset(v)),
    ...withAttr(document, "use", "href").map(([, v]) => v.split("#")[0]!),
    // The page's modules start from an inline script; its fonts and images come from the inlined stylesheet.
    ...inline('script[type="module"]', /import\("([^"]+)"\)/g),
    ...inline("style", /url\(["']?(\/[^"')]+)["']?\)/g),
    ...["og:image", "twitter:image"].flatMap((key) => metaAll(built(path), key)),
  ]
    .filter((url) => !url.startsWith("data:"))
    .map((url) => (url.startsWith(site.url) ? url.slice(site.url.length) : url));
}

describe("links and assets", () => {
  it("the readers find the page's modules, stylesheet, fonts, pictures and icons", () => {
    const assets = assetsOf("/");
    for (const kind of [/\/assets\/entry\.client-.*\.js$/, /\.woff2$/, /\/img\/.*\.avif$/, /\.svg$/, /og-image/])
      expect(
        assets.some((a) => kind.test(a)),
        String(kind),
      ).toBe(true);
  });

  it.each(all)("%s: carries the site's stylesheet in its head and links no stylesheet file", (path) => {
    const { document } = built(path);
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    const styles = Array.from(document.head.querySelectorAll("style"), (s) => s.textContent ?? "");
    expect(styles.filter((css) => css.includes("@font-face") && css.includes(".container-page"))).toHaveLength(1);
  });

  it.each(all)("%s: every internal link opens a built page or file", (path) => {
    const links = Array.from(built(path).document.querySelectorAll("a[href^='/']"))
      .map((a) => a.getAttribute("href")!)
      .filter((href) => !href.startsWith("//") && !/^\/inbox\b/.test(href));
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((href) => !resolves(href))).toEqual([]);
  });

  it.each(all)("%s: every script, stylesheet, font, picture and icon it loads is in the build", (path) => {
    const assets = assetsOf(path);
    expect(assets.filter((a) => !a.startsWith("/"))).toEqual([]);
    expect(assets.filter((a) => !exists(a.slice(1)))).toEqual([]);
  });

  it.each(all)("%s: its links stay in its language, but for the language switch", (path) => {
    const links = Array.from(built(path).document.querySelectorAll("a[href^='/']")).filter((a) => !isLanguageSwitch(a));
    const strays = links.map((a) => a.getAttribute("href")!).filter((href) => localeOf(href) !== localeOf(path));
    expect(strays).toEqual([]);
  });

  it.each(all)("%s: a link opening a new tab gives it no handle on the page", (path) => {
    for (const a of Array.from(built(path).document.querySelectorAll('a[target="_blank"]')))
      expect(a.getAttribute("rel"), a.getAttribute("href") ?? "").toMatch(/(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
  });

  it.each(all)("%s: every image has a text alternative and its size", (path) => {
    for (const img of Array.from(built(path).document.querySelectorAll("img"))) {
      const name = attr(img, "src") ?? "";
      expect(img.hasAttribute("alt"), name).toBe(true);
      expect(Number(img.getAttribute("width")), name).toBeGreaterThan(0);
      expect(Number(img.getAttribute("height")), name).toBeGreaterThan(0);
    }
  });
});
