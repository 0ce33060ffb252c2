import { afterEach, describe, expect, it, vi } from "vitest";

import { HOLD_EARLY_TAPS, replayEarlyTaps } from "./early-taps";

/** The pre-rendered page: the inline script runs, then the buttons arrive, still without handlers. */
function prerender(html: string) {
  new Function(HOLD_EARLY_TAPS)();
  document.body.innerHTML = html;
}

/** What hydration does: the handlers arrive on the same elements. */
function hydrate(onTap: (id: string) => void) {
  document.addEventListener("click", (e) => {
    const el = (e.target as Element).closest("[id]");
    if (el) onTap(el.id);
  });
}

afterEach(() => {
  replayEarlyTaps();
  document.body.innerHTML = "";
});

describe("taps before hydration", () => {
  it("are held, then replayed once each, focus first, after hydration", () => {
    prerender(`<button type="button" id="quote">Get Free Quote</button><button type="button" id="call">Call</button>`);
    const quote = document.getElementById("quote")!;
    quote.click();
    quote.click();
    document.getElementById("call")!.click();

    const taps: string[] = [];
    hydrate((id) => taps.push(id));
    expect(taps).toEqual([]);
    let focusedAtTap: Element | null = null;
    quote.addEventListener("click", () => (focusedAtTap = document.activeElement));
    replayEarlyTaps();
    expect(taps).toEqual(["quote", "call"]);
    expect(focusedAtTap).toBe(quote);
  });

  it("leave links, form posts and disabled buttons to the browser", () => {
    prerender(
      `<a href="#top" id="link">Top</a><form><button id="send">Send</button></form><button type="button" id="off" disabled>Off</button>`,
    );
    const prevented = vi.fn();
    document.addEventListener("click", (e) => e.defaultPrevented && prevented());
    document.getElementById("link")!.click();
    document.querySelector("form")!.addEventListener("submit", (e) => e.preventDefault());
    document.getElementById("send")!.click();
    expect(prevented).not.toHaveBeenCalled();
  });

  it("stop being held after the replay: later taps reach the page at once", () => {
    prerender(`<button type="button" id="menu">Menu</button>`);
    replayEarlyTaps();
    const taps: string[] = [];
    hydrate((id) => taps.push(id));
    document.getElementById("menu")!.click();
    expect(taps).toEqual(["menu"]);
  });
});
