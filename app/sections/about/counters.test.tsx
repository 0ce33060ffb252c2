import { describe, expect, it } from "vitest";

import { COUNTER_STEPS } from "~/content/about";

import { counterValue } from "./counters";

describe("counterValue", () => {
  it("starts at 0, rises evenly and ends exactly on the figure after the last step", () => {
    expect(counterValue(5000, 0)).toBe(0);
    expect(counterValue(5000, 25)).toBe(2500);
    expect(counterValue(99, COUNTER_STEPS)).toBe(99);
    expect(counterValue(10, COUNTER_STEPS + 5)).toBe(10);
    for (let t = 1; t <= COUNTER_STEPS; t++)
      expect(counterValue(100, t)).toBeGreaterThanOrEqual(counterValue(100, t - 1));
  });
});
