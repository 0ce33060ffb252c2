/** Test doubles for what decides whether a part moves: the visitor's motion setting and what is in view. */
import { act } from "@testing-library/react";
import { vi } from "vitest";

import { REDUCED_MOTION_QUERY } from "~/hooks/use-reduced-motion";

/** A visitor who has asked the system for reduced motion. */
export function preferReducedMotion() {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query === REDUCED_MOTION_QUERY,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/**
 * An IntersectionObserver the test drives: `enter(ratio)` tells every observer still connected that its element
 * came into view that far; `observers` shows what each asked for and whether it let go.
 */
export function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; live: boolean }[] = [];
  class FakeObserver {
    private entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, live: true };
      observers.push(this.entry);
    }
    observe() {}
    unobserve() {}
    disconnect() {
      this.entry.live = false;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    observers,
    enter(ratio = 1) {
      act(() => {
        for (const o of observers.filter((x) => x.live))
          o.callback(
            [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      });
    },
  };
}
