// @vitest-environment node
import { describe, expect, it } from "vitest";

import { counted } from "./plurals";

describe("words that count", () => {
  const items = { one: "{count} item", other: "{count} items" };

  it("take the form the language's plural rules give the number", () => {
    expect([0, 1, 2].map((n) => counted(items, n, "en"))).toEqual(["0 items", "1 item", "2 items"]);
    // Hindi's rules put 0 with 1.
    expect(counted({ one: "{count} चीज", other: "{count} चीजें" }, 0, "hi")).toBe("0 चीज");
  });

  it("take the zero words for none when a language gives them, whatever its rules", () => {
    const hindi = { zero: "{count} चीजें", one: "{count} चीज", other: "{count} चीजें" };
    expect([0, 1, 2].map((n) => counted(hindi, n, "hi"))).toEqual(["0 चीजें", "1 चीज", "2 चीजें"]);
  });

  it("write the count as given, when it is grouped", () => {
    expect(counted(items, 12500, "en", "12,500")).toBe("12,500 items");
  });
});
