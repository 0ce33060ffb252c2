// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { cityPageList } from "../app/content/city-list.ts";
import { cityImageId, imageSlot } from "../app/content/images.ts";
import { cityDrawing, cityDrawingFile, signText } from "./city-drawings.ts";

describe("city drawings", () => {
  it("the committed drawings are what the generator writes (run `npx tsx scripts/city-drawings.ts`)", () => {
    cityPageList.forEach((city, i) => {
      expect(readFileSync(cityDrawingFile(city.slug), "utf8"), city.slug).toBe(cityDrawing(city, i));
    });
  });

  it("each city slot shows its own city's drawing", () => {
    for (const city of cityPageList) expect(imageSlot(cityImageId(city.slug)).drawing).toBe(`city-${city.slug}`);
  });

  it("a city without a landmark fails instead of reusing another's", () => {
    expect(() => cityDrawing({ name: "Nowhere", slug: "nowhere", state: "", lat: 0, lon: 0 }, 0)).toThrow(/Nowhere/);
  });

  it("the signboard name fits its box, and a letter the font lacks fails loudly", () => {
    const box = { x: 100, y: 50, width: 200, height: 30 };
    const xs = [...signText("Bhubaneshwar", box).matchAll(/[MLHQ]([\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(box.x);
    expect(Math.max(...xs)).toBeLessThanOrEqual(box.x + box.width);
    expect(() => signText("Kolkata!", box)).toThrow(/!/);
  });
});
