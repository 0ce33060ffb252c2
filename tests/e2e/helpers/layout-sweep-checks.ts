import type { Page } from "@playwright/test";

import { locales, localeTable } from "../../../app/config/locales.ts";

/**
 * The in-page layout checks of the sweep (layout-sweep.spec.ts). Each returns a list of problems, empty when the
 * page is laid out well at the width it has now.
 */

/**
 * How long the overlap scan may take before it stops and says so, rather than holding the test to its timeout: a
 * scan takes well under 2 s, and a desktop visit runs two of them within the test's 30 s.
 */
const SCAN_BUDGET_MS = 8_000;
/** No page is this long; the cap keeps a page that grows while scrolled from scanning for ever. */
const MAX_SCREENS = 80;

/**
 * Text that a visitor cannot read whole, at the width the page has now:
 * - cut off by a box that hides its overflow (a scroller is fine: scrolling shows the rest);
 * - sticking out sideways of the bordered or filled box (card, button, band) that holds it;
 * - covered by another element, found with elementFromPoint one screen at a time, with the fixed header,
 *   action bar and floating buttons hidden.
 * Table cells are left to clippedPriceCells, which checks them more closely.
 */
export function unreadableText(page: Page) {
  return page.evaluate(
    ({ budget, maxScreens }) => {
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
      // Where on the page each leaf's text lies, so that a screen looks only at the leaves it can show. Text
      // inside a fixed or sticky box moves with the scroll, so it is looked at on every screen.
      const moving = new Set(leaves.filter((el) => fixed.some((f) => f.contains(el))));
      const span = new Map(
        leaves.map((el) => {
          const rects = ownRects(el);
          return [
            el,
            {
              top: Math.min(...rects.map((r) => r.top)) + scrollY,
              bottom: Math.max(...rects.map((r) => r.bottom)) + scrollY,
            },
          ];
        }),
      );
      // pointer-events: none makes elementFromPoint look through them (visibility would not reach children that
      // set their own).
      const hide = document.createElement("style");
      hide.textContent = "[data-fit-hide], [data-fit-hide] * { pointer-events: none !important; }";
      document.head.append(hide);
      for (const el of fixed) el.dataset.fitHide = "";
      const step = innerHeight;
      const deadline = performance.now() + budget;
      let screens = 0;
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        if (++screens > maxScreens || performance.now() > deadline) {
          problems.add(`overlap scan stopped at ${y} px of ${document.documentElement.scrollHeight} (bound reached)`);
          break;
        }
        // Scrolling is instant under reduced motion, and the hit test below lays the page out where it is scrolled
        // to: the scan waits for no frame or timer, which a busy browser can hold back for the whole test.
        scrollTo(0, y);
        // A screen scrolled to the page's end starts above y; the band is what this screen shows, with a margin
        // for text that moved since it was measured.
        const shownTop = scrollY - step;
        const shownBottom = scrollY + 2 * step;
        for (const el of leaves) {
          const at = span.get(el)!;
          if (!moving.has(el) && (at.bottom < shownTop || at.top > shownBottom)) continue;
          for (const r of ownRects(el)) {
            const cx = r.left + r.width / 2;
            const cy = r.top + r.height / 2;
            if (cy < 0 || cy >= innerHeight || r.width < 2 || scrolledAway(el, cx, cy)) continue;
            const top = document.elementFromPoint(cx, cy);
            // An open pop-up covers the page by design.
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
    },
    { budget: SCAN_BUDGET_MS, maxScreens: MAX_SCREENS },
  );
}

/**
 * Every price cell whose text is cut off: overflowing its own cell, hidden by a box that clips (a scroller
 * or a rounded frame), or off the side of the screen. Where the column headers are visually hidden (the
 * card layout), every cell must show its column's name instead. The page itself must not scroll sideways.
 */
export function clippedPriceCells(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const table of document.querySelectorAll("main table")) {
      const caption = table.querySelector("caption")?.textContent?.trim().slice(0, 30) ?? "table";
      const head = table.querySelector("thead");
      const headHidden = !!head && head.getBoundingClientRect().width <= 1;
      for (const cell of table.querySelectorAll<HTMLElement>("th, td")) {
        if (head?.contains(cell) && headHidden) continue;
        const label = `${caption}: "${cell.textContent?.trim()}"`;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const text = range.getBoundingClientRect();
        if (text.width === 0) problems.push(`${label} not drawn`);
        if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${label} overflows its cell`);
        if (text.left < -0.5 || text.right > document.documentElement.clientWidth + 0.5)
          problems.push(`${label} off screen`);
        for (let box = cell.parentElement; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          const clip = box.getBoundingClientRect();
          if (
            text.left < clip.left - 0.5 ||
            text.right > clip.right + 0.5 ||
            text.top < clip.top - 0.5 ||
            text.bottom > clip.bottom + 0.5
          )
            problems.push(`${label} clipped by ${box.tagName.toLowerCase()}`);
        }
        if (headHidden && cell.tagName === "TD") {
          const name = getComputedStyle(cell, "::before").content;
          if (!name || name === "none" || name === "normal") problems.push(`${label} shows no column name`);
        }
      }
    }
    if (document.documentElement.scrollWidth > innerWidth) problems.push("the page scrolls sideways");
    return problems;
  });
}

/**
 * Interactive elements that overlap the phone's action bar or a floating button, in two situations a visitor
 * meets: each element brought into view at the bottom of the screen (as scrolling down to it or tabbing to it
 * does), and the page scrolled to its very end.
 */
export function coveredControls(page: Page) {
  return page.evaluate(() => {
    const overlays = [...document.querySelectorAll('[data-testid="action-bar"], [data-testid="floating-contact"]')]
      .filter((o) => o.getClientRects().length > 0)
      .map((o) => ({ el: o, box: o.getBoundingClientRect() }));
    if (overlays.length === 0) return ["neither the action bar nor the floating buttons are shown"];
    const targets = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => {
      if (overlays.some((o) => o.el.contains(el))) return false;
      const r = el.getBoundingClientRect();
      // A control in a closed <details> keeps a layout box but is not drawn (checkVisibility), so nothing covers it.
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== "hidden" && el.checkVisibility();
    });
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") || el.textContent?.trim() || el.getAttribute("name") || el.id).slice(0, 40)}"`;
    const hits = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      const inView = r.bottom > 0 && r.top < innerHeight;
      return (
        inView &&
        overlays.some(
          ({ box: o }) => r.left < o.right - 1 && r.right > o.left + 1 && r.top < o.bottom - 1 && r.bottom > o.top + 1,
        )
      );
    };
    const covered = new Set<string>();
    for (const el of targets) {
      el.scrollIntoView({ block: "end", inline: "nearest" });
      if (hits(el)) covered.add(`${name(el)} (scrolled into view)`);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (const el of targets) if (hits(el)) covered.add(`${name(el)} (page end)`);
    window.scrollTo(0, 0);
    return [...covered];
  });
}

/** The page's height in screens of the current viewport, folds closed as a visitor first gets them. */
export function screensTall(page: Page) {
  return page.evaluate(() => document.documentElement.scrollHeight / innerHeight);
}

/** Opens every <details> in the page's content: the tables a phone folds are checked opened. */
export function openAllDetails(page: Page) {
  return page.evaluate(() =>
    document.querySelectorAll("main details").forEach((d) => ((d as HTMLDetailsElement).open = true)),
  );
}

/** A letter of any script of the locale table but Latin: the scripts that get the Indic typography. */
const INDIC_LETTER = [...new Set(locales.map((l) => localeTable[l].script))]
  .filter((script) => script !== "Latn")
  .map((script) => `\\p{Script=${script}}`)
  .join("|");

/** The smallest size of Indic text: vowel signs above and below a 12 px line blur into its letters. */
const INDIC_MIN_PX = 13;

/**
 * Indic typography (app.css): no element whose own text is in a script of the table other than Latin is
 * letter-spaced, case-transformed or smaller than 13 px, and no h1–h3 holding such text is set tighter than 1.25
 * lines, so the headline bar stays whole and vowel signs on adjacent lines stay apart. Computed style, so hidden
 * parts (the closed menu) are checked as well.
 */
export function indicTypographyProblems(page: Page) {
  return page.evaluate(
    ([letter, minPx]) => {
      const indic = new RegExp(letter, "u");
      const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
      const problems: string[] = [];
      for (const el of document.body.querySelectorAll("*")) {
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && indic.test(n.textContent!));
        const s = getComputedStyle(el);
        if (own && s.letterSpacing !== "normal") problems.push(`${name(el)}: letter-spacing ${s.letterSpacing}`);
        if (own && s.textTransform !== "none") problems.push(`${name(el)}: text-transform ${s.textTransform}`);
        if (own && parseFloat(s.fontSize) < minPx) problems.push(`${name(el)}: font-size ${s.fontSize}`);
        if (/^H[1-3]$/.test(el.tagName) && indic.test(el.textContent!) && s.lineHeight !== "normal") {
          const ratio = parseFloat(s.lineHeight) / parseFloat(s.fontSize);
          if (ratio < 1.25 - 0.005) problems.push(`${name(el)}: line-height ${ratio.toFixed(2)}`);
        }
      }
      return problems;
    },
    [INDIC_LETTER, INDIC_MIN_PX] as const,
  );
}

/** The most empty space a hero may leave above its first line of text on a wide screen. */
const HERO_EMPTY_TOP_PX = 120;

/**
 * A hero that leaves a band of empty colour above its heading (text centred against a taller form or picture):
 * the distance from the top of the page's first section to the top of the first text in the h1's column.
 */
export function heroEmptyTop(page: Page) {
  return page.evaluate((limit) => {
    const h1 = document.querySelector("main h1");
    const hero = h1?.closest("section");
    if (!h1 || !hero) return [];
    let column: Element = h1;
    while (column.parentElement && column.parentElement !== hero && column.parentElement.children.length === 1)
      column = column.parentElement;
    const first = column.parentElement?.firstElementChild ?? h1;
    const empty = Math.round(first.getBoundingClientRect().top - hero.getBoundingClientRect().top);
    return empty > limit ? [`${empty} px of empty hero above "${(h1.textContent ?? "").trim().slice(0, 40)}"`] : [];
  }, HERO_EMPTY_TOP_PX);
}

/**
 * A hero whose right half is empty gradient on a wide screen (text on the left, nothing beside it): somewhere in
 * the outer quarter of the hero's content box there must be a drawn box (a picture, a panel, a card, text) at least
 * a third as tall as the column holding the h1. A centred hero (the not-found page) is balanced by design.
 */
export function heroEmptyHalf(page: Page) {
  return page.evaluate(() => {
    const h1 = document.querySelector("main h1");
    const hero = h1?.closest("section");
    if (!h1 || !hero || getComputedStyle(h1).textAlign === "center") return [];
    const inner = [...hero.children].find((el) => el.getBoundingClientRect().width > hero.clientWidth / 2) ?? hero;
    const s = getComputedStyle(inner);
    const box = inner.getBoundingClientRect();
    const left = box.left + parseFloat(s.paddingLeft);
    const right = box.right - parseFloat(s.paddingRight);
    const outer = left + ((right - left) * 3) / 4;
    let column: Element = h1;
    while (column.parentElement && column.parentElement !== inner && column.parentElement !== hero)
      column = column.parentElement;
    const need = column.getBoundingClientRect().height / 3;
    const drawn = (el: Element) => {
      const st = getComputedStyle(el);
      return (
        el instanceof HTMLImageElement ||
        st.backgroundColor !== "rgba(0, 0, 0, 0)" ||
        st.borderLeftWidth !== "0px" ||
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())
      );
    };
    const filled = [...inner.querySelectorAll("*")].some((el) => {
      const r = el.getBoundingClientRect();
      const st = getComputedStyle(el);
      return (
        r.right > outer + 8 &&
        r.left < right &&
        r.height >= need &&
        r.width < (right - left) * 0.9 &&
        st.visibility !== "hidden" &&
        st.opacity !== "0" &&
        drawn(el)
      );
    });
    return filled ? [] : [`the right of the hero beside "${(h1.textContent ?? "").trim().slice(0, 40)}" is empty`];
  });
}

/**
 * Text inside `selector` drawn smaller than `min` px: the size it has on screen, so an SVG scaled down to the
 * width it is given counts its text at its font size (in the drawing's units) times the scale it is drawn at.
 */
export function textSmallerThan(page: Page, selector: string, min: number) {
  return page.evaluate(
    ({ selector, min }) => {
      const problems: string[] = [];
      for (const root of document.querySelectorAll(selector))
        for (const el of root.querySelectorAll("text, p, span, a, li, h2, h3")) {
          const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
          if (!own || el.getClientRects().length === 0) continue;
          const scale = el instanceof SVGGraphicsElement ? Math.abs(el.getScreenCTM()!.a) : 1;
          const px = parseFloat(getComputedStyle(el).fontSize) * scale;
          if (px < min - 0.05) problems.push(`"${(el.textContent ?? "").trim().slice(0, 30)}" at ${px.toFixed(1)} px`);
        }
      return problems;
    },
    { selector, min },
  );
}

/**
 * Empty bands and holes in the layout of `selector` (a grid whose items may hold a grid or a multi-column list):
 * more than `limit` px blank under a block, down to the next block of its column or, when it ends its column, to
 * where the longest column beside it ends. The blocks are the items of the grids and multi-column lists inside, down to the first that is neither.
 */
export function emptyBands(page: Page, selector: string, limit: number) {
  return page.evaluate(
    ({ selector, limit }) => {
      const root = document.querySelector(selector);
      if (!root) return [`no ${selector}`];
      const isList = (el: Element) => {
        const s = getComputedStyle(el);
        return s.columnCount !== "auto" || s.display === "grid";
      };
      // A grid stretches its items to their row: a block's end is where its last child ends.
      const box = (el: Element) => {
        const { left, right, top, bottom } = el.getBoundingClientRect();
        const ends = [...el.children].map((c) => c.getBoundingClientRect().bottom);
        return { left, right, top, bottom: ends.length ? Math.max(...ends) : bottom };
      };
      const expand = (el: Element): Element[] =>
        isList(el)
          ? [...el.children].flatMap(expand)
          : el.children.length === 1 && isList(el.children[0]!)
            ? expand(el.children[0]!)
            : [el];
      const blocks = [...root.children]
        .flatMap(expand)
        .filter((block) => block.getClientRects().length > 0)
        .map((el) => ({ el, box: box(el) }));
      type Box = ReturnType<typeof box>;
      const across = (a: Box, b: Box) => a.left < b.right - 1 && b.left < a.right - 1;
      const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"`;
      const problems: string[] = [];
      for (const { el, box } of blocks) {
        // Blank down to the next block of its column, or, ending its column, to the end of the longest one.
        const next = blocks.filter((b) => b.box !== box && across(b.box, box) && b.box.top >= box.bottom - 1);
        const blank = next.length
          ? Math.min(...next.map((b) => b.box.top)) - box.bottom
          : Math.max(box.bottom, ...blocks.filter((b) => !across(b.box, box)).map((b) => b.box.bottom)) - box.bottom;
        if (blank > limit) problems.push(`${Math.round(blank)} px empty under ${name(el)}`);
      }
      return problems;
    },
    { selector, limit },
  );
}

/**
 * The heights the page's buttons (app.css `btn-*`) are drawn at, rounded to the pixel, each with a button that has
 * it: the system has two (docs/decisions/design-system.md), and a label that wraps or a button stretched by its
 * row makes a third.
 */
export function buttonHeights(page: Page) {
  return page.evaluate(() => {
    const heights = new Map<number, string>();
    for (const el of document.querySelectorAll<HTMLElement>('[class*="btn-"]')) {
      if (!el.checkVisibility() || el.getClientRects().length === 0) continue;
      const h = Math.round(el.getBoundingClientRect().height);
      if (!heights.has(h)) heights.set(h, `${h} px: "${(el.textContent ?? "").trim().slice(0, 30)}"`);
    }
    return [...heights.values()].sort();
  });
}

/**
 * The hero's tiles of figures and proofs laid out with an empty cell: a last row of tiles that stops short of the
 * row above it (three tiles in two columns), at the width the page has now.
 */
export function heroTileHoles(page: Page) {
  return page.evaluate(() => {
    const panel = document.querySelector('main :is([data-testid="proof-panel"], [data-testid="hero-facts"])');
    if (!panel || !panel.checkVisibility()) return [];
    const tiles = [...panel.children].filter((el) => el.checkVisibility()).map((el) => el.getBoundingClientRect());
    const rows = [...new Set(tiles.map((r) => Math.round(r.top)))];
    if (rows.length < 2) return [];
    const rightOf = (top: number) => Math.max(...tiles.filter((r) => Math.round(r.top) === top).map((r) => r.right));
    const short = rightOf(rows[0]!) - rightOf(rows.at(-1)!);
    return short > 2 ? [`its last row of tiles stops ${Math.round(short)} px short of the first`] : [];
  });
}

/**
 * A list of cards whose last row is one card at the left, the rest of the row empty (seven cards in three columns,
 * or in two on a tablet): the lone card is placed in the middle instead (app.css `centre-lone-last`,
 * `centre-lone-last-pair`). In two columns only cards count (an item with a border or a shadow): a plain list of
 * links or phone numbers ending in a single item is a list, not a hole.
 */
export function loneLastCards(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const isCard = (item: Element) =>
      [item, item.firstElementChild].some((el) => {
        if (!el) return false;
        const style = getComputedStyle(el);
        return parseFloat(style.borderTopWidth) > 0 || style.boxShadow !== "none";
      });
    for (const list of document.querySelectorAll("main ul")) {
      if (getComputedStyle(list).display !== "grid") continue;
      const boxes = [...list.children].map((c) => c.getBoundingClientRect()).filter((b) => b.height > 0);
      const tops = [...new Set(boxes.map((b) => Math.round(b.top)))];
      const columns = boxes.filter((b) => Math.round(b.top) === tops[0]).length;
      if (columns < 2 || tops.length < 2 || (columns === 2 && !isCard(list.lastElementChild!))) continue;
      const last = boxes.filter((b) => Math.round(b.top) === tops.at(-1));
      if (last.length === 1 && Math.abs(last[0]!.left - boxes[0]!.left) < 1) {
        const heading = list.closest("section")?.querySelector("h2")?.textContent?.trim().slice(0, 40) ?? "";
        problems.push(`a lone last card in ${columns} columns under "${heading}"`);
      }
    }
    return problems;
  });
}
