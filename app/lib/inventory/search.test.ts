// @vitest-environment node
import { describe, expect, it } from "vitest";

import { searchItems } from "./search";

const ids = (q: string, room: Parameters<typeof searchItems>[1] = "living") => searchItems(q, room).map((i) => i.id);

describe("catalogue search", () => {
  it("finds by word starts in the name, any case", () => {
    expect(ids("SOFA")).toContain("sofa-3");
    expect(ids("ofa")).toEqual([]);
    expect(ids("double bed")).toEqual(["double-bed"]);
  });

  it("finds by the other words people use", () => {
    expect(ids("fridge", "kitchen")).toEqual(["fridge-single", "fridge-double", "fridge-side"]);
    expect(ids("almirah", "bedroom")).toContain("almirah-3");
    expect(ids("mandir")).toEqual(["pooja-unit"]);
    expect(ids("cylinder", "kitchen")).toEqual(["gas-cylinder"]);
  });

  it("lists the room's usual items for an empty query, and puts them first in results", () => {
    expect(ids("", "kitchen")).toContain("fridge-double");
    expect(ids("", "kitchen")).not.toContain("double-bed");
    const tv = ids("tv", "bedroom");
    expect(tv.indexOf("tv-32")).toBeLessThan(tv.indexOf("tv-55"));
  });
});
