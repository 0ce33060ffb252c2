import { useEffect, useRef, useState, useSyncExternalStore } from "react";

import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/icons";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the visitor asked for reduced motion; false while pre-rendering. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

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

interface ControlsProps {
  /** What rotates, for the buttons' names: "testimonials", "client logos". */
  subject: string;
  playing: boolean;
  onToggle: () => void;
  onPrev: () => void;
  onNext: () => void;
  tone?: "light" | "dark";
  className?: string;
}

/** Previous, pause/play and next: real buttons, so they are reachable and usable by keyboard. */
export function CarouselControls({
  subject,
  playing,
  onToggle,
  onPrev,
  onNext,
  tone = "light",
  className = "",
}: ControlsProps) {
  const button =
    tone === "dark"
      ? "border-white/30 bg-white/10 text-white hover:bg-white/20"
      : "border-line bg-white text-brand-800 shadow-card hover:bg-brand-50";
  const cls = `flex size-11 items-center justify-center rounded-full border transition-colors ${button}`;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <button type="button" className={cls} onClick={onPrev}>
        <ChevronLeft className="size-5" aria-hidden="true" />
        <span className="sr-only">Previous {subject}</span>
      </button>
      <button type="button" className={cls} onClick={onToggle} data-playing={playing}>
        {playing ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
        <span className="sr-only">{playing ? `Pause ${subject}` : `Play ${subject}`}</span>
      </button>
      <button type="button" className={cls} onClick={onNext}>
        <ChevronRight className="size-5" aria-hidden="true" />
        <span className="sr-only">Next {subject}</span>
      </button>
    </div>
  );
}
