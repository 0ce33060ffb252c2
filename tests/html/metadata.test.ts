import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { localeOf, scriptLetter } from "../../app/config/locales.ts";
import { shareImage } from "../../app/lib/seo.ts";
import { untranslatedRuns } from "../../scripts/untranslated.ts";
import { built, CLIENT, isNoindex, notFoundFiles, pages, site } from "./built";
import { canonicals, metaAll, urlOf } from "./page-head";

const indexable = pages.filter((p) => !isNoindex(built(p)));
const titleOf = (path: string) => Array.from(built(path).document.querySelectorAll("title")).map((t) => t.textContent);

/** A PNG's width and height: the first two fields of its IHDR chunk. */
function pngSize(file: string) {
  const png = readFileSync(join(CLIENT, file));
  expect(png.subarray(1, 4).toString(), file).toBe("PNG");
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe("search and share metadata", () => {
  it.each([...pages, ...notFoundFiles])(
    "%s has one title shaped 'page | brand' and one 50–160 character description",
    (path) => {
      expect(titleOf(path)).toHaveLength(1);
      expect(titleOf(path)[0]).toMatch(/^\S.* \| \S.*$/);
      const descriptions = metaAll(built(path), "description");
      expect(descriptions).toHaveLength(1);
      expect(descriptions[0]!.length, descriptions[0]).toBeGreaterThanOrEqual(50);
      expect(descriptions[0]!.length, descriptions[0]).toBeLessThanOrEqual(160);
    },
  );

  it.each(pages)("%s names itself once by its lower-case URL and shares the site's card", (path) => {
    const page = built(path);
    expect(canonicals(page)).toEqual([urlOf(path)]);
    expect(metaAll(page, "og:url")).toEqual([urlOf(path)]);
    const image = `${site.url}${shareImage.path}`;
    expect(metaAll(page, "og:image")).toEqual([image]);
    expect(metaAll(page, "og:image:width")).toEqual([String(shareImage.width)]);
    expect(metaAll(page, "og:image:height")).toEqual([String(shareImage.height)]);
    expect(metaAll(page, "og:image:alt")[0]).toMatch(/.{20,}/);
    expect(metaAll(page, "og:title")).toEqual(titleOf(path));
    expect(metaAll(page, "twitter:card")).toEqual(["summary_large_image"]);
    expect(metaAll(page, "twitter:image")).toEqual([image]);
  });

  it.each([...pages, ...notFoundFiles])("%s describes the share image in the page's language", (path) => {
    const page = built(path);
    const alts = [...metaAll(page, "og:image:alt"), ...metaAll(page, "twitter:image:alt")];
    expect(alts).toHaveLength(2);
    const locale = localeOf(path);
    for (const alt of alts) {
      expect(alt).toMatch(/.{20,}/);
      if (locale !== "en") {
        expect(alt).toMatch(scriptLetter(locale));
        expect(untranslatedRuns(alt, [])).toEqual([]);
      }
    }
  });

  it.each(notFoundFiles)("%s is kept out of search results and names no canonical URL", (path) => {
    expect(isNoindex(built(path))).toBe(true);
    expect(canonicals(built(path))).toEqual([]);
  });

  it("no two indexable pages share a title or a canonical URL", () => {
    const repeated = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(indexable.length).toBeGreaterThan(pages.length / 2);
    expect(repeated(indexable.map((p) => titleOf(p)[0] ?? ""))).toEqual([]);
    expect(repeated(indexable.map((p) => canonicals(built(p))[0] ?? ""))).toEqual([]);
  });

  it("the share image is a 1200×630 PNG and the logo a PNG", () => {
    expect(pngSize(shareImage.path.slice(1))).toEqual([1200, 630]);
    expect(pngSize("logo.png")[0]).toBeGreaterThan(0);
  });
});
