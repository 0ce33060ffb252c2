import { type ComponentType, memo, Suspense, useEffect, useState } from "react";

import { replayEarlyTaps, WAITING_PART } from "~/lib/early-taps";

import { lazyPart } from "./lazy-part";

/** What shows the visitor wants more than the first screen: the page keeps its pre-rendered HTML until then. */
const WAKE_EVENTS = ["scroll", "wheel", "keydown"] as const;
/**
 * A tap says so too, but what it was for comes first: a button's pending state and the dialog it opens would share
 * the main thread with the parts' chunks and hydration, so a tap wakes them once the browser is idle after it.
 */
const TAP_EVENTS = ["touchstart", "pointerdown", "click"] as const;

let wake: (() => void) | undefined;
/** Resolves at the visitor's first scroll or input (at once on the server, or when the page opens scrolled). */
const woken: Promise<void> =
  typeof window === "undefined"
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        wake = resolve;
        if (window.scrollY > 0 || location.hash) resolve();
        for (const type of WAKE_EVENTS) addEventListener(type, () => resolve(), { once: true, passive: true });
        const afterTap = () =>
          "requestIdleCallback" in window
            ? requestIdleCallback(() => resolve(), { timeout: 1000 })
            : setTimeout(resolve, 300);
        for (const type of TAP_EVENTS) addEventListener(type, afterTap, { once: true, passive: true });
      });

/** Set after the first commit: from then on a deferred part mounts without pre-rendered HTML to keep. */
let hydrated = false;

/**
 * A component whose code loads only when the visitor first scrolls or interacts: for parts below the
 * first screen. The build pre-renders it in full; at hydration React keeps its HTML as it is (a dehydrated
 * Suspense boundary: visible, links working, nothing shifting) and hydrates it once its chunk has arrived. When
 * the page is rendered in the browser instead (an in-app navigation) there is no HTML to keep, so it loads at
 * once. Memoised so that a re-render of the page cannot force the boundary out of its HTML: its props must keep
 * their identity from render to render (the route's loader data, module constants), never be made in render.
 */
export function deferred<P extends object = object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // The pre-render waits for the part's code (app/entry.server.tsx), so the HTML has the part in place.
  const Lazy = lazyPart(load, woken);
  return memo(function Deferred(props: P) {
    if (hydrated) wake?.();
    // Taps inside the part are held (lib/early-taps) until its code has arrived and it has hydrated.
    const [ready, setReady] = useState(false);
    useEffect(() => {
      hydrated = true;
    }, []);
    useEffect(() => {
      if (ready) replayEarlyTaps();
    }, [ready]);
    return (
      <div data-deferred={ready ? "ready" : WAITING_PART} className="contents">
        <Suspense fallback={null}>
          <Lazy {...props} />
          <Committed onCommit={() => setReady(true)} />
        </Suspense>
      </div>
    );
  });
}

/** Renders nothing; its effect runs once the Suspense boundary around it has committed its content. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}
