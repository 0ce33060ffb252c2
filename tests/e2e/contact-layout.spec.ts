import { expect, test } from "./helpers/test";

/**
 * The contact page's quickest ways to reach the office stay readable at a tablet's width, where the "Connect with
 * us" column is narrowest. ('Call Me Back' near the top of a phone's page: early-taps.spec.ts.)
 */
test(
  "at 768 px the contact page's phone number and e-mail are not broken inside a word",
  { tag: "@desktop" },
  async ({ page }) => {
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
  },
);
