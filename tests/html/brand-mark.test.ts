import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { built, CLIENT, notFoundFiles, pages, site } from "./built";

/**
 * The brand's mark and word mark (docs/decisions/brand-logo.md): on every page of every language the header and the
 * footer show the drawn mark and the configured name, in Latin; the page's own stylesheet carries the word mark's
 * face, so it is never a request of its own; and the favicon, the structured-data logo and the share image draw
 * the very mark the header does.
 */
const everyPage = [...pages, ...notFoundFiles];
const shapesOf = (svg: Element | null | undefined) =>
  [...(svg?.querySelectorAll("path") ?? [])].map((p) => p.getAttribute("d"));
const pathsIn = (svg: string) => [...svg.matchAll(/<path d=["']([^"']+)["']/g)].map((m) => m[1]);
const headerMark = () => built("/").document.querySelector('[data-testid="logo-mark"]');

describe("the brand mark", () => {
  it.each(everyPage)("%s: the header and the footer show the mark and the configured name", (path) => {
    const { document } = built(path);
    const header = document.querySelector('[data-testid="top-bar"]')?.closest("header");
    const footer = document.querySelector("footer");
    for (const [where, part] of [
      ["header", header],
      ["footer", footer],
    ] as const) {
      expect(part?.querySelector('svg[data-testid="logo-mark"]'), where).toBeTruthy();
      const word = part?.querySelector('[data-testid="word-mark"]');
      expect(word?.textContent?.replace(/\s+/g, " ").trim(), where).toBe(site.brand);
      // Latin on a Hindi page too, so Indic typography rules leave the spaced capitals alone.
      expect(word?.getAttribute("lang"), where).toBe("en");
    }
  });

  it.each(everyPage)(
    "%s carries the word mark's face in its head and links the tab's icon and the touch icon",
    (path) => {
      const { document } = built(path);
      const faces = [...document.head.querySelectorAll("style")].flatMap(
        (style) => style.textContent?.match(/@font-face\s*\{[^}]*\}/g) ?? [],
      );
      const brandFace = faces.find((face) => /font-family:\s*"?Brand Name/.test(face));
      expect(brandFace).toMatch(/src:\s*url\("?data:font\/woff2;base64,/);
      const fontLinks = [...document.querySelectorAll('link[href*="brand-name"]')];
      expect(fontLinks).toEqual([]);
      // Search results take a site's icon only from a file they can crawl: the tab's icon and the touch icon are
      // files (the served favicon is read below).
      expect(document.querySelector('link[rel="icon"]')?.getAttribute("href")).toBe("/favicon.svg");
      expect(document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe(
        "/apple-touch-icon.png",
      );
    },
  );

  it("has a touch icon a search engine accepts: a square PNG whose side is a multiple of 48 px", () => {
    const png = readFileSync(join(CLIENT, "apple-touch-icon.png"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(width).toBe(height);
    expect(width! % 48).toBe(0);
  });

  it("is drawn the same in the favicon, the logo file and the share image (twice) as in the header", () => {
    const mark = shapesOf(headerMark());
    expect(mark.length).toBeGreaterThan(0);
    // The files as the site serves them.
    const svgFile = (name: string) => readFileSync(join(CLIENT, name), "utf8");
    expect(pathsIn(svgFile("favicon.svg"))).toEqual(mark);
    expect(pathsIn(svgFile("logo.svg"))).toEqual(mark);
    const share = pathsIn(svgFile("og-image.svg"));
    for (const d of mark)
      expect(
        share.filter((s) => s === d),
        d ?? "",
      ).toHaveLength(2);
  });
});
