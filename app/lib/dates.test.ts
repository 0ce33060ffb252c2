import { describe, expect, it } from "vitest";

import { todayIso } from "./dates";

describe("todayIso", () => {
  it("writes the visitor's own calendar day as a date input takes it, as en-CA writes it", () => {
    for (const at of [new Date(2026, 0, 5, 0, 1), new Date(2026, 11, 31, 23, 59), new Date(2028, 1, 29, 12)])
      expect(todayIso(at)).toBe(at.toLocaleDateString("en-CA"));
  });
});
