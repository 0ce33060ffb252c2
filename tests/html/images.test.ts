import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { BELOW_WIDE, WIDE } from "../../app/components/picture.tsx";
import { englishPath } from "../../app/config/locales.ts";
import { IMAGE_DIR, IMAGE_FORMATS, imageUrl, slotWidths } from "../../app/content/images.ts";
import { siteSlots } from "../../scripts/images.ts";
import { built, CLIENT, pages } from "./built";
import { attr } from "./page-head";

const imageSlots = await siteSlots();

/** The first bytes of each format: AVIF's file type box, WebP's RIFF container, JPEG's start of image. */
const SIGNATURE = {
  avif: (b: Buffer) => b.subarray(4, 12).toString("latin1") === "ftypavif",
  webp: (b: Buffer) =>
    b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  jpg: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8,
};

/** The page's images in document order, each marked as before or after the end of its first screen. */
function imagesOf(path: string) {
  let firstScreen = true;
  return Array.from(built(path).document.querySelectorAll("img, #first-screen-end")).flatMap((el) => {
    if (el.id === "first-screen-end") {
      firstScreen = false;
      return [];
    }
    return [{ firstScreen, loading: attr(el, "loading"), priority: attr(el, "fetchpriority"), src: attr(el, "src") }];
  });
}

/** Read once, while the tests are collected: parsing every page is the slow part. */
const imagesByPage = new Map(pages.map((p) => [p, imagesOf(p)]));

const english = (path: string) => englishPath(path);

/**
 * The screens a picture shows on: a picture the layout hides outside a media query has a blank source for the
 * rest (components/picture.tsx), so a page may carry one slot twice, once for phones and once for wide screens.
 */
function screensOf(img: Element): ("narrow" | "wide")[] {
  const hiddenWhen = Array.from(img.parentElement?.querySelectorAll("source") ?? [])
    .filter((s) => attr(s, "srcset")?.startsWith("data:image/gif"))
    .map((s) => attr(s, "media"));
  if (hiddenWhen.includes(`not all and ${WIDE}`)) return ["wide"];
  if (hiddenWhen.includes(`not all and ${BELOW_WIDE}`)) return ["narrow"];
  expect(hiddenWhen, "a picture hidden on screens this test does not know").toEqual([]);
  return ["narrow", "wide"];
}

/**
 * Each slot's showings: the page it is on, on which screens, and what it illustrates there — the page itself, or
 * for a card (an <article> with its link) the page the card leads to.
 */
function slotShowings() {
  const shown = new Map<string, { page: string; screen: string; purpose: string }[]>();
  for (const page of pages) {
    for (const img of built(page).document.querySelectorAll("img")) {
      const id = /^\/img\/(.+)-\d+\.\w+$/.exec(attr(img, "src") ?? "")?.[1];
      if (!id) continue;
      const cardLink = img.closest("article")?.querySelector("a[href]");
      const purpose = english(cardLink ? attr(cardLink, "href")! : page);
      for (const screen of screensOf(img)) shown.set(id, [...(shown.get(id) ?? []), { page, screen, purpose }]);
    }
  }
  return shown;
}

/**
 * The pages the site gives no picture of their own (docs/decisions/image-slots-and-pipeline.md): the legal texts,
 * the confirmations a form lands on, and the services list, whose pictures are its cards, each the picture of the
 * page it leads to.
 */
const WITHOUT_OWN_PICTURE = new Set([
  "/terms-and-conditions",
  "/privacy-policy",
  "/thank-you",
  "/verify/report-received",
  "/our-services",
]);

/** What each page's pictures illustrate: the page itself, or the pages its cards lead to. */
const purposesByPage = new Map<string, Set<string>>();
for (const [, showings] of slotShowings())
  for (const { page, purpose } of showings)
    purposesByPage.set(page, (purposesByPage.get(page) ?? new Set()).add(purpose));

describe("images", () => {
  it("the pipeline wrote every slot at every width in every format, as its manifest says", () => {
    const manifest = JSON.parse(readFileSync(join(CLIENT, IMAGE_DIR, "manifest.json"), "utf8")) as { file: string }[];
    const listed = new Set(manifest.map((o) => `/${o.file}`));
    const expected = imageSlots.flatMap((slot) =>
      slotWidths(slot).flatMap((width) => IMAGE_FORMATS.map((format) => imageUrl(slot.id, width, format))),
    );
    expect(expected.length).toBeGreaterThan(imageSlots.length * 3);
    expect([...listed].sort()).toEqual(expected.sort());
    for (const file of expected) {
      const bytes = readFileSync(join(CLIENT, file));
      expect(SIGNATURE[file.split(".").pop() as keyof typeof SIGNATURE](bytes), file).toBe(true);
    }
  });

  it("the loading rule below is checked on pages with a picture in the first screen and below it", () => {
    const withHero = pages.filter((p) => imagesByPage.get(p)!.some((i) => i.firstScreen));
    const withLater = pages.filter((p) => imagesByPage.get(p)!.some((i) => !i.firstScreen));
    expect(withHero).toEqual(expect.arrayContaining(["/", "/about", "/network/patna", "/hi"]));
    expect(withLater).toEqual(expect.arrayContaining(["/", "/home-shifting", "/our-services"]));
  });

  it("every slot is shown, each for one purpose: its own page or the cards leading to it, once a page and screen", () => {
    const shown = slotShowings();
    expect(imageSlots.filter((s) => !shown.has(s.id)).map((s) => s.id)).toEqual([]);
    for (const [id, showings] of shown) {
      expect([...new Set(showings.map((s) => s.purpose))], `${id} illustrates two different things`).toHaveLength(1);
      const pagesShowing = showings.map((s) => `${s.page} (${s.screen})`);
      expect(new Set(pagesShowing).size, `${id} is shown twice on one page`).toBe(pagesShowing.length);
    }
  });

  it("the pages without a picture of their own are pages of the route table", () => {
    for (const path of WITHOUT_OWN_PICTURE) expect(pages).toContain(path);
  });

  it.each(pages.filter((p) => !WITHOUT_OWN_PICTURE.has(english(p))))(
    "%s: shows a picture of its own, not only cards leading elsewhere",
    (path) => {
      expect([...(purposesByPage.get(path) ?? [])]).toContain(english(path));
    },
  );

  it.each(pages)("%s: a picture in the first screen loads at once and first, every later one lazily", (path) => {
    const images = imagesByPage.get(path)!;
    const hero = images.filter((i) => i.firstScreen);
    expect(hero.length).toBeLessThanOrEqual(1);
    for (const i of hero) expect(i, i.src ?? "").toMatchObject({ loading: "eager", priority: "high" });
    for (const i of images.filter((i) => !i.firstScreen))
      expect(i, i.src ?? "").toMatchObject({ loading: "lazy", priority: null });
  });
});
