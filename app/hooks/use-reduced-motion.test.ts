import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { prefersReducedMotion, REDUCED_MOTION_QUERY, usePrefersReducedMotion } from "./use-reduced-motion";

/** A matchMedia whose reduced-motion answer the test can flip, telling the listeners like a browser does. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return query === REDUCED_MOTION_QUERY && matches;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }));
  vi.stubGlobal("matchMedia", matchMedia);
  return {
    set(value: boolean) {
      matches = value;
      listeners.forEach((fn) => fn());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("reduced motion", () => {
  it("is false where media queries are unavailable", () => {
    vi.stubGlobal("matchMedia", undefined);
    expect(prefersReducedMotion()).toBe(false);
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(false);
  });

  it("the check and the hook read the same query, and the hook follows changes", () => {
    const media = fakeMatchMedia(true);
    expect(prefersReducedMotion()).toBe(true);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
    expect(prefersReducedMotion()).toBe(false);
  });
});
