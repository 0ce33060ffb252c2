// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

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

/**
 * The header's mark (app/components/logo.tsx) as the drawings write it: its tile and three shapes, with the theme's
 * colours (app/app.css) in place of the CSS variables a standalone SVG cannot read.
 */
function headerMarkMarkup(): string {
  const source = readFileSync("app/components/logo.tsx", "utf8");
  const theme = readFileSync("app/app.css", "utf8");
  const mark = /function LogoMark[\s\S]*?<\/svg>/.exec(source)?.[0] ?? "";
  return [...mark.matchAll(/<(rect|path) ([^>]*?)\s*\/>/g)]
    .map(([, tag, attrs]) => `<${tag} ${attrs}/>`)
    .join("")
    .replace(/var\((--color-[\w-]+)\)/g, (_, name: string) => {
      const hex = new RegExp(`${name}:\\s*(#[0-9a-f]+);`).exec(theme)?.[1];
      if (!hex) throw new Error(`No ${name} in app/app.css`);
      return hex;
    });
}

describe("the brand mark in the drawings", () => {
  it("every drawing that shows the brand's tile draws the header's mark on it", () => {
    const expected = headerMarkMarkup();
    const tile = '<rect width="48" height="48" rx="12"';
    expect(expected.startsWith(tile)).toBe(true);
    expect(expected.match(/<path /g)).toHaveLength(3);
    const drawings = readdirSync(join("images", "drawings")).filter((f) => f.endsWith(".svg"));
    let marks = 0;
    for (const file of drawings) {
      const svg = readFileSync(join("images", "drawings", file), "utf8");
      for (const at of svg.split(tile).slice(1)) {
        expect(tile + at.slice(0, expected.length - tile.length), file).toBe(expected);
        marks++;
      }
    }
    // Every city's signboard carries it, so a check that found none would be looking at the wrong markup.
    expect(marks).toBeGreaterThanOrEqual(cityPageList.length);
  });
});
