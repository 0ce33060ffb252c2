import { afterEach, describe, expect, it, vi } from "vitest";

import { HOLD_EARLY_TAPS, replayEarlyTaps, WAITING_PART } from "./early-taps";

/** Listeners added to the document by a test, removed after it so that tests do not see each other's. */
let listeners: Parameters<typeof document.removeEventListener>[] = [];
function track(run: () => void) {
  const spy = vi.spyOn(document, "addEventListener");
  run();
  listeners.push(...(spy.mock.calls as Parameters<typeof document.removeEventListener>[]));
  spy.mockRestore();
}

/** The pre-rendered page: the inline script runs, then the buttons arrive, still without handlers. */
function prerender(html: string) {
  track(() => new Function(HOLD_EARLY_TAPS)());
  document.body.innerHTML = html;
}

/** What hydration does: the handlers arrive on the same elements. */
function hydrate(onTap: (id: string) => void) {
  track(() =>
    document.addEventListener("click", (e) => {
      const el = (e.target as Element).closest("button[id]");
      if (el) onTap(el.id);
    }),
  );
}

const tap = (id: string) => document.getElementById(id)!.click();
/** A finger's click, which reaches a label inside a disabled fieldset (jsdom's `click()` does not send one there). */
const press = (el: Element) => el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

afterEach(() => {
  for (const args of listeners) document.removeEventListener(...args);
  listeners = [];
  document.body.innerHTML = "";
});

describe("taps before hydration", () => {
  it("are held, then replayed once each, focus first, after hydration", () => {
    prerender(`<button type="button" id="quote">Get Free Quote</button><button type="button" id="call">Call</button>`);
    tap("quote");
    tap("quote");
    tap("call");

    const taps: string[] = [];
    hydrate((id) => taps.push(id));
    expect(taps).toEqual([]);
    const quote = document.getElementById("quote")!;
    let focusedAtTap: Element | null = null;
    quote.addEventListener("click", () => (focusedAtTap = document.activeElement));
    replayEarlyTaps();
    expect(taps).toEqual(["quote", "call"]);
    expect(focusedAtTap).toBe(quote);
  });

  it("show the held button pending at once, and give the mark back to the page before the replay", () => {
    prerender(`<button type="button" id="quote">Get Free Quote</button><button type="button" id="call">Call</button>`);
    const quote = document.getElementById("quote")!;
    tap("quote");
    expect(quote).toHaveAttribute("data-pending");
    expect(document.getElementById("call")).not.toHaveAttribute("data-pending");
    let markedAtTap: boolean | undefined;
    hydrate(() => (markedAtTap = quote.hasAttribute("data-pending")));
    replayEarlyTaps();
    expect(markedAtTap).toBe(false);
    expect(quote).not.toHaveAttribute("data-pending");
  });

  it("leave links, posts to a form's own action and disabled buttons to the browser", () => {
    prerender(
      `<a href="#top" id="link">Top</a><form method="post" action="https://forms.example/submit"><button id="send">Send</button></form><button type="button" id="off" disabled>Off</button>`,
    );
    const prevented = vi.fn();
    track(() => document.addEventListener("click", (e) => e.defaultPrevented && prevented()));
    document.querySelector("form")!.addEventListener("submit", (e) => e.preventDefault());
    tap("link");
    tap("send");
    expect(prevented).not.toHaveBeenCalled();
  });

  it("on the send button of a form the script sends are held, drawn pending, and submit it after hydration", () => {
    prerender(`<form method="post"><input name="name" value="Asha"><button id="send">Send</button></form>`);
    const send = document.getElementById("send")!;
    const submitted = vi.fn();
    document.querySelector("form")!.addEventListener("submit", (e) => {
      e.preventDefault();
      submitted();
    });
    tap("send");
    expect(submitted).not.toHaveBeenCalled();
    expect(send).toHaveAttribute("data-pending");

    replayEarlyTaps();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveAttribute("data-pending");
    expect(document.activeElement).toBe(send);
  });

  it("on a choice whose field the page switches on once hydrated are held, drawn pending, and made then", () => {
    prerender(
      `<form><fieldset disabled><label id="local"><input type="radio" name="move" value="local">Within a city</label>` +
        `<label id="between"><input type="radio" name="move" value="between"><span>Between cities</span></label>` +
        `<label id="lift"><input type="checkbox" name="lift">No lift</label></fieldset></form>`,
    );
    const between = document.getElementById("between")!;
    const lift = document.getElementById("lift")!;
    press(between.querySelector("span")!);
    press(lift);
    press(lift);
    const radio = between.querySelector("input")!;
    const box = lift.querySelector("input")!;
    expect(radio.checked).toBe(false);
    expect(between).toHaveAttribute("data-pending");
    expect(lift).toHaveAttribute("data-pending");

    const changed: string[] = [];
    document
      .querySelector("form")!
      .addEventListener("change", (e) => changed.push((e.target as HTMLInputElement).name));
    document.querySelector("fieldset")!.disabled = false;
    replayEarlyTaps();
    expect(radio.checked).toBe(true);
    // Two taps on a choice that did not answer mean "take it", not "take it and leave it".
    expect(box.checked).toBe(true);
    expect(changed).toEqual(["move", "lift"]);
    expect(between).not.toHaveAttribute("data-pending");
    expect(lift).not.toHaveAttribute("data-pending");
  });

  it("on a choice wait for its field to be switched on after hydration", () => {
    vi.useFakeTimers();
    try {
      prerender(
        `<fieldset disabled><label id="local"><input type="radio" name="move" value="local">Within</label></fieldset>`,
      );
      const local = document.getElementById("local")!;
      press(local);
      replayEarlyTaps();
      const radio = local.querySelector("input")!;
      expect(radio.checked).toBe(false);
      expect(local).toHaveAttribute("data-pending");

      vi.advanceTimersByTime(100);
      document.querySelector("fieldset")!.disabled = false;
      vi.advanceTimersByTime(100);
      expect(radio.checked).toBe(true);
      expect(local).not.toHaveAttribute("data-pending");
    } finally {
      vi.useRealTimers();
    }
  });

  it("leave a choice that is on, and one switched off after hydration, to the browser", () => {
    prerender(
      `<label id="on"><input type="radio" name="a" value="on">On</label>` +
        `<fieldset disabled><label id="off"><input type="checkbox" name="b">Off</label></fieldset>`,
    );
    tap("on");
    expect((document.querySelector("#on input") as HTMLInputElement).checked).toBe(true);
    expect(document.getElementById("on")).not.toHaveAttribute("data-pending");

    replayEarlyTaps();
    press(document.getElementById("off")!);
    expect(document.getElementById("off")).not.toHaveAttribute("data-pending");
  });

  it("reach the page at once after the replay", () => {
    prerender(`<button type="button" id="menu">Menu</button>`);
    replayEarlyTaps();
    const taps: string[] = [];
    hydrate((id) => taps.push(id));
    tap("menu");
    expect(taps).toEqual(["menu"]);
  });

  it("inside a part still waiting for its code are held until that part has hydrated", () => {
    prerender(
      `<button type="button" id="menu">Menu</button>` +
        `<div data-deferred="${WAITING_PART}"><button type="button" id="next">Next logos</button></div>`,
    );
    const taps: string[] = [];
    hydrate((id) => taps.push(id));
    replayEarlyTaps();
    tap("next");
    tap("menu");
    expect(taps).toEqual(["menu"]);

    document.querySelector("[data-deferred]")!.setAttribute("data-deferred", "ready");
    replayEarlyTaps();
    expect(taps).toEqual(["menu", "next"]);
  });
});

describe("a jump within the page", () => {
  /** Where the visitor was taken: the jumps that reached the page unprevented. */
  function jumps() {
    const went: string[] = [];
    track(() =>
      document.addEventListener("click", (e) => {
        const link = (e.target as Element).closest("a");
        if (link && !e.defaultPrevented) went.push(link.getAttribute("href")!);
      }),
    );
    return went;
  }
  const page = (state: string) =>
    `<a href="#main" id="skip">Skip to content</a><main id="main"><section>Hero</section>` +
    `<div data-deferred="${state}"><section>Below</section></div></main><footer>` +
    `<div data-deferred="${WAITING_PART}"><a href="/about">About</a></div></footer>`;

  it("goes at once before hydration, and after it when no part of the main content is waiting", () => {
    prerender(page(WAITING_PART));
    const went = jumps();
    tap("skip");
    expect(went).toEqual(["#main"]);

    document.body.innerHTML = page("ready");
    replayEarlyTaps();
    tap("skip");
    expect(went).toEqual(["#main", "#main"]);
  });

  it("after hydration waits while a part of the main content waits for its code, then goes once", () => {
    prerender(page(WAITING_PART));
    replayEarlyTaps();
    const went = jumps();
    tap("skip");
    tap("skip");
    expect(went).toEqual([]);

    replayEarlyTaps();
    expect(went).toEqual([]);
    document.querySelector("main [data-deferred]")!.setAttribute("data-deferred", "ready");
    replayEarlyTaps();
    expect(went).toEqual(["#main"]);
  });

  it("goes after three seconds if the part's code does not come", () => {
    vi.useFakeTimers();
    try {
      prerender(page(WAITING_PART));
      replayEarlyTaps();
      const went = jumps();
      tap("skip");
      vi.advanceTimersByTime(2_900);
      expect(went).toEqual([]);
      vi.advanceTimersByTime(200);
      expect(went).toEqual(["#main"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
