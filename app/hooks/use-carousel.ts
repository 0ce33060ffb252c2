import { useEffect, useRef, useState } from "react";

import { usePrefersReducedMotion } from "./use-reduced-motion";

/**
 * Whether a carousel rotates by itself: on by default, off when the visitor prefers reduced motion,
 * and whatever the visitor last chose with the pause/play button (WCAG 2.2.2).
 */
export function usePlayState() {
  const reduced = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reduced;
  return { playing, toggle: () => setChoice(!playing) };
}

/**
 * Calls `tick` `delay` ms after the carousel last moved (`position` changed) while `active`.
 * A manual move therefore restarts the wait, and the timers are plain setTimeout (fakeable in tests).
 */
export function useAutoAdvance(active: boolean, delay: number, tick: () => void, position: unknown) {
  const tickRef = useRef(tick);
  useEffect(() => {
    tickRef.current = tick;
  });
  useEffect(() => {
    if (!active) return;
    const id = window.setTimeout(() => tickRef.current(), delay);
    return () => window.clearTimeout(id);
  }, [active, delay, position]);
}
