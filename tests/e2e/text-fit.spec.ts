import { expect, type Page, test } from "@playwright/test";

import { allPages } from "../pages";
import { gotoHydrated } from "./helpers/hydration";

/**
 * Text that a visitor cannot read whole, at the width the page has now:
 * - cut off by a box that hides its overflow (a scroller is fine: scrolling shows the rest);
 * - sticking out sideways of the bordered or filled box (card, button, band) that holds it;
 * - covered by another element, found with elementFromPoint one screen at a time, with the fixed header,
 *   action bar and floating buttons hidden.
 * The price-table spec checks table cells more closely.
 */
function unreadableText(page: Page) {
  return page.evaluate(async () => {
    const problems = new Set<string>();
    const main = document.querySelector("main");
    if (!main) return ["no main"];
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 1 && r.height > 1 && s.visibility !== "hidden" && s.opacity !== "0";
    };
    // Elements whose own text (not only their children's) is shown.
    const leaves = [
      ...main.querySelectorAll<HTMLElement>("h1, h2, h3, h4, p, a, button, label, dt, dd, li, span, summary"),
    ]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
      .filter((el) => visible(el) && !el.closest("table, dialog:not([open]), .sr-only, [aria-hidden='true']"))
      // The body of a closed <details> keeps a stale box; only its summary is shown.
      .filter((el) => {
        const closed = el.closest("details:not([open])");
        return !closed || !!el.closest("summary")?.parentElement?.isSameNode(closed);
      });
    /** The boxes of the element's own text, not of children such as a visually hidden label. */
    const ownRects = (el: Element) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())
        .flatMap((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return [...range.getClientRects()];
        });
    const textRect = (el: Element) => {
      const rects = ownRects(el);
      return {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
      };
    };
    for (const el of leaves) {
      const text = textRect(el);
      for (let box = el.parentElement; box && box !== main; box = box.parentElement) {
        const s = getComputedStyle(box);
        const clips = (s.overflowX === "hidden" || s.overflowX === "clip") && s.overflowY !== "auto";
        const b = box.getBoundingClientRect();
        if (clips && (text.left < b.left - 1 || text.right > b.right + 1)) problems.add(`${name(el)} cut off`);
        const drawn = s.borderLeftWidth !== "0px" || s.backgroundColor !== "rgba(0, 0, 0, 0)";
        if (drawn && s.overflowX !== "auto" && (text.left < b.left - 1 || text.right > b.right + 1)) {
          problems.add(`${name(el)} sticks out of its ${box.tagName.toLowerCase()}`);
          break;
        }
        if (drawn) break;
      }
    }
    /** Text outside the window of a scroller holding it (the home page's city list) is shown by scrolling
     * that box, not hidden under what lies beyond it. */
    const scrolledAway = (el: Element, x: number, y: number) => {
      for (let box = el.parentElement; box && box !== main; box = box.parentElement) {
        const s = getComputedStyle(box);
        if (![s.overflowX, s.overflowY].some((o) => o === "auto" || o === "scroll")) continue;
        const b = box.getBoundingClientRect();
        if (x < b.left || x > b.right || y < b.top || y > b.bottom) return true;
      }
      return false;
    };
    // Overlaps: hide what is fixed over the page, then look at each screen in turn.
    const fixed = [...document.querySelectorAll<HTMLElement>("body *")].filter((el) =>
      ["fixed", "sticky"].includes(getComputedStyle(el).position),
    );
    // pointer-events: none makes elementFromPoint look through them (visibility would not reach children that
    // set their own).
    const hide = document.createElement("style");
    hide.textContent = "[data-fit-hide], [data-fit-hide] * { pointer-events: none !important; }";
    document.head.append(hide);
    for (const el of fixed) el.dataset.fitHide = "";
    const step = innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      scrollTo(0, y);
      // A frame lets the scroll settle; the timer bounds the wait, as a busy browser can hold frames back.
      await new Promise<void>((resolve) => {
        requestAnimationFrame(() => resolve());
        setTimeout(resolve, 100);
      });
      for (const el of leaves) {
        for (const r of ownRects(el)) {
          const cx = r.left + r.width / 2;
          const cy = r.top + r.height / 2;
          if (cy < 0 || cy >= innerHeight || r.width < 2 || scrolledAway(el, cx, cy)) continue;
          const top = document.elementFromPoint(cx, cy);
          // An open pop-up (the home page's quote sheet) covers the page by design.
          if (top && top !== el && !el.contains(top) && !top.contains(el) && !top.closest("dialog[open]")) {
            // A link or label laid over its own card on purpose (a stretched link) is not an overlap.
            if (top.closest("a, label, button")?.contains(el) || el.closest("a, label, button")?.contains(top))
              continue;
            // Nor is a card's stretched link (its ::after covers the card) over the card's own text.
            if (top.closest("a, button") && top.closest("li, article")?.contains(el)) continue;
            problems.add(`${name(el)} covered by ${name(top)}`);
          }
        }
      }
    }
    for (const el of fixed) delete el.dataset.fitHide;
    hide.remove();
    scrollTo(0, 0);
    if (document.documentElement.scrollWidth > innerWidth) problems.add("the page scrolls sideways");
    return [...problems];
  });
}

test.describe("no text is clipped or overlapped", () => {
  // The phone project checks 390 px; the desktop project a tablet and a laptop.
  const widthsFor = (isMobile: boolean) => (isMobile ? [390] : [768, 1366]);
  for (const path of allPages) {
    test(`on ${path}`, async ({ page, isMobile }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoHydrated(page, path);
      // Parts of a page whose code loads at the visitor's first input are measured once they have arrived.
      await page.keyboard.press("Shift");
      await expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0);
      for (const width of widthsFor(isMobile)) {
        await page.setViewportSize({ width, height: isMobile ? 844 : 900 });
        expect(await unreadableText(page), `at ${width} px`).toEqual([]);
      }
    });
  }
});
