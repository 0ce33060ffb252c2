// @vitest-environment node
import { describe, expect, it } from "vitest";

import { reviewDate } from "./review-date";

describe("a review's date", () => {
  it("is its month and year in the page's language", () => {
    expect(reviewDate("2025-02")).toBe("February 2025");
    expect(reviewDate("2024-11", "hi-IN")).toBe("नवंबर 2024");
  });

  it("writes Hindi month names as the glossary does, without the nukta on फ़", () => {
    expect(reviewDate("2025-02", "hi-IN")).toBe("फरवरी 2025");
    expect(reviewDate("2025-02", "hi-IN")).not.toMatch(/\u093C|\u095E/);
  });
});
