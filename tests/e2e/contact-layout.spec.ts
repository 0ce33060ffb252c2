import { expect, test } from "@playwright/test";

// Issue #15: the contact page's quickest ways to reach us, readable and near the top.
test.describe("contact page layout", () => {
  test("'Call Me Back' is within a phone's first two screens", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phones only");
    await page.goto("/contact");
    const button = page.getByRole("button", { name: "Call Me Back" });
    const box = await button.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(2 * 844);
  });

  test("at 768 px the phone number and e-mail are not broken inside a word", async ({ page, isMobile }) => {
    test.skip(isMobile, "tablet width from the desktop project");
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto("/contact");
    const connect = page.getByRole("region", { name: "Connect with us" });
    for (const link of [connect.locator('a[href^="tel:"]'), connect.locator('a[href^="mailto:"]')]) {
      // Each word of the link (the number, the address's name and its domain) sits on one line.
      const splitWords = await link.evaluate((a) => {
        const broken: string[] = [];
        const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(n);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1 && !/\s/.test(n.textContent!.trim())) broken.push(n.textContent!);
          if (lines.size > 1 && /^\+?[\d\s]+$/.test(n.textContent!.trim())) broken.push(n.textContent!);
        }
        return broken;
      });
      expect(splitWords).toEqual([]);
    }
  });
});
