import { describe, expect, it } from "vitest";

import { FLOORS } from "~/lib/inventory/floor";

import { localizedFloor } from "./floor";

describe("a floor in Bengali", () => {
  const upper = FLOORS.filter((f) => f > 0);

  // The survey form lists every floor one under the other: a list that spells out the first ten and writes the
  // rest in digits reads as two lists.
  it("is written one way on every floor above the ground: its number, an ordinal ending and তলা", () => {
    expect(upper.length).toBeGreaterThan(10);
    for (const floor of upper) expect(localizedFloor(floor)).toMatch(new RegExp(`^${floor}(ম|য়|র্থ|ষ্ঠ|তম) তলা$`, "u"));
  });

  it("names the ground floor as the glossary does", () => {
    expect(localizedFloor(0)).toBe("গ্রাউন্ড ফ্লোর");
  });
});
