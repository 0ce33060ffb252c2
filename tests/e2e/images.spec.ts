import { expect, test } from "@playwright/test";

import { IMAGE_FORMATS, imageSlots, slotWidths } from "../../app/content/images.ts";

test.describe("images", () => {
  test("the pipeline's output is served for every slot, width and format", async ({ request }) => {
    const manifest = (await (await request.get("/img/manifest.json")).json()) as { file: string }[];
    const files = new Set(manifest.map((o) => `/${o.file}`));
    for (const slot of imageSlots) {
      for (const width of slotWidths(slot)) {
        for (const format of IMAGE_FORMATS) expect(files.has(`/img/${slot.id}-${width}.${format}`)).toBe(true);
      }
    }
    for (const file of files) {
      const res = await request.get(file);
      expect(res.status(), file).toBe(200);
      expect(res.headers()["content-type"], file).toMatch(/^image\/(avif|webp|jpeg)$/);
    }
  });

  for (const path of ["/", "/network/patna", "/about"]) {
    test(`${path}: the first-screen picture is eager and high priority, every other one lazy`, async ({ page }) => {
      await page.goto(path);
      const pictures = page.locator("picture img");
      const attrs = await pictures.evaluateAll((imgs) =>
        imgs.map((i) => ({
          loading: i.getAttribute("loading"),
          priority: i.getAttribute("fetchpriority"),
          sized: Number(i.getAttribute("width")) > 0 && Number(i.getAttribute("height")) > 0,
        })),
      );
      expect(attrs.length).toBeGreaterThan(0);
      expect(attrs[0]).toEqual({ loading: "eager", priority: "high", sized: true });
      for (const a of attrs.slice(1)) expect(a).toEqual({ loading: "lazy", priority: null, sized: true });
    });
  }

  test("the browser picks the AVIF version", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("picture img").first();
    await expect(hero).toHaveJSProperty("complete", true);
    const src = await hero.evaluate((i: HTMLImageElement) => i.currentSrc);
    expect(src).toMatch(/\/img\/home-hero-\d+\.avif$/);
  });

  test("a page hero's picture, hidden below 1024 px, costs a phone no request and shows on a laptop", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    const hero = page.locator("main section").first().locator("picture img");
    await expect(hero).toHaveCount(1);
    // The slot's files, e.g. /img/crew-packing-800.avif: its name comes from the picture's sources.
    const slotFile = await page
      .locator("main section")
      .first()
      .locator('picture source[type="image/avif"]')
      .evaluate((s: HTMLSourceElement) => s.srcset.match(/\/img\/(.+)-\d+\.avif/)![1]!);
    const heroImages = () =>
      page.evaluate(
        (file) => performance.getEntriesByType("resource").filter((e) => e.name.includes(`/img/${file}-`)).length,
        slotFile,
      );
    if (isMobile) {
      await expect(hero).toBeHidden();
      expect(await heroImages()).toBe(0);
    } else {
      await page.setViewportSize({ width: 1366, height: 900 });
      await expect(hero).toBeVisible();
      await expect.poll(() => hero.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\/img\/.+\.avif$/);
      await expect(hero).toHaveJSProperty("complete", true);
    }
  });
});
