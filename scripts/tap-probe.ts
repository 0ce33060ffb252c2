/**
 * How a tap answers, read in the page: from the finger's touch to the first frame that shows the button pending
 * (`data-pending`, app.css) and to the first frame that shows the dialog it opens. Shared by the browser test
 * (tests/e2e/taps.spec.ts, which checks the order) and `TAPS=1 npm run bench` (scripts/bench-taps.ts, the times).
 */
import type { Page } from "@playwright/test";

export interface TapAnswer {
  /** From the touch to the first frame with the button pending; null when it never showed pending. */
  feedbackMs: number | null;
  /** From the touch to the first frame with the dialog shown; null when it did not open. */
  visibleMs: number | null;
  /** Whether the frame right after the click already showed the button pending. */
  pendingOnFirstFrame: boolean;
  /** The button's pending mark and the dialog's opening, in the order the page made them. */
  order: ("pending" | "open")[];
}

interface Probe extends TapAnswer {
  touch: number;
}

declare global {
  interface Window {
    __tapProbe?: Probe;
  }
}

/** Starts watching `button` and `dialog` (CSS selectors) for the next tap; call before tapping. */
export async function watchTap(page: Page, button: string, dialog: string) {
  // tsx (esbuild) names the functions below with a helper of its own, which the page does not have.
  await page.evaluate("window.__name = window.__name || ((f) => f)");
  await page.evaluate(
    ({ button, dialog }) => {
      const probe: Probe = { touch: 0, feedbackMs: null, visibleMs: null, pendingOnFirstFrame: false, order: [] };
      window.__tapProbe = probe;
      const pending = () => document.querySelector(button)?.hasAttribute("data-pending") ?? false;
      const shown = () => document.querySelector(dialog)?.checkVisibility() ?? false;
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as Element;
          if (r.attributeName === "data-pending" && el.matches(button) && el.hasAttribute("data-pending"))
            probe.order.push("pending");
          if (r.attributeName === "open" && el instanceof HTMLDialogElement && el.open) probe.order.push("open");
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-pending", "open"] });
      const frame = () => {
        const at = performance.now() - probe.touch;
        if (probe.feedbackMs === null && pending()) probe.feedbackMs = at;
        if (probe.visibleMs === null && shown()) probe.visibleMs = at;
        if (probe.visibleMs === null || probe.feedbackMs === null) requestAnimationFrame(frame);
      };
      addEventListener("pointerdown", () => (probe.touch = performance.now()), { capture: true, once: true });
      addEventListener(
        "click",
        () => {
          requestAnimationFrame(() => (probe.pendingOnFirstFrame = pending()));
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    },
    { button, dialog },
  );
}

/** What the watched tap did, once the dialog is shown (or after `timeoutMs`). */
export async function tapAnswer(page: Page, timeoutMs = 20_000): Promise<TapAnswer> {
  await page
    .waitForFunction(() => window.__tapProbe?.visibleMs !== null, undefined, { timeout: timeoutMs })
    .catch(() => {});
  const { feedbackMs, visibleMs, pendingOnFirstFrame, order } = await page.evaluate(() => window.__tapProbe!);
  return { feedbackMs, visibleMs, pendingOnFirstFrame, order };
}

/** The review's phone: CPU slowed 4× and the network at 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * The controls whose tap loads code, held by the browser test to a pending frame before their dialog and timed by
 * the bench: where, and what opens.
 */
export const TAPPED_CONTROLS = [
  {
    path: "/home-shifting",
    name: "Get Free Quote",
    button: "main button[aria-haspopup]",
    dialog: "dialog:has([data-testid=quote-sheet])",
  },
];

/**
 * What the bench times: those, and home's one control that opens a dialog once its own pop-up is closed, the
 * phone's menu, whose code is in the page and whose press is its feedback
 * (docs/decisions/taps-answer-at-once.md).
 */
export const BENCHED_TAPS = [
  ...TAPPED_CONTROLS,
  {
    path: "/",
    name: "Menu",
    button: "header button[aria-haspopup]",
    dialog: "dialog:has([data-testid=mobile-drawer])",
  },
];
