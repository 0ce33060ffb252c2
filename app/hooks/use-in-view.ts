import { useLayoutEffect, useRef, useState } from "react";

import { prefersReducedMotion } from "./use-reduced-motion";

/**
 * - "static": as pre-rendered (server, no script, reduced motion, or already on screen when the page came alive);
 *   show the final state and never animate.
 * - "waiting": off screen and armed; show the starting state of the animation.
 * - "revealed": has entered the viewport once; play the animation. It never goes back.
 */
export type InViewState = "static" | "waiting" | "revealed";

/**
 * One-shot "scrolled into view" for entrance animations that must stay readable without script.
 * The element renders in its final state (so pre-rendered HTML is complete); only once script runs, and only if
 * the element is below or above the fold, is it armed ("waiting") before the browser paints — so nothing already
 * visible ever blinks. `threshold` is the share of the element that must be visible (0 = any part).
 */
export function useInView<T extends Element>(threshold = 0) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<InViewState>("static");

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
    const box = el.getBoundingClientRect();
    if (box.top < window.innerHeight && box.bottom > 0) return;
    // Armed in a layout effect so the starting state is in place before the browser paints.
    setState("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) {
          setState("revealed");
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [threshold]);

  return { ref, state };
}
