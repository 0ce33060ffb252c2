// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { cityImageId, imageSlotsFor } from "../app/content/images.ts";
import { cityDrawing, cityDrawingFile, drawnCities, hasDrawnLandmark, SIGN_BOX, signText } from "./city-drawings.ts";

const cities = await drawnCities();

describe("city drawings", () => {
  it("the committed drawings are what the generator writes (run `npx tsx scripts/city-drawings.ts`)", () => {
    for (const city of cities) expect(readFileSync(cityDrawingFile(city.id), "utf8"), city.id).toBe(cityDrawing(city));
  });

  it("each city slot shows its own city's drawing", () => {
    const slots = imageSlotsFor(cities.map((c) => c.id));
    for (const city of cities)
      expect(slots.find((s) => s.id === cityImageId(city.id))?.drawing).toBe(`city-${city.id}`);
  });

  it("a city with no landmark drawn gets its office alone, with its name, not another city's landmark", () => {
    const alone = cityDrawing({ id: "nowhere", name: "Nowhere" });
    expect(alone).toMatch(/viewBox="0 0 900 600"/);
    expect(alone).toContain(signText("Nowhere", SIGN_BOX));
    // Every drawn landmark adds shapes behind the office: a drawing without one is shorter than each city's.
    for (const city of cities) expect(alone.length, city.id).toBeLessThan(cityDrawing(city).length);
  });

  it("a city whose record names a landmark that is not drawn fails, naming the city", () => {
    expect(hasDrawnLandmark("nowhere")).toBe(false);
    expect(() => cityDrawing({ id: "nowhere", name: "Nowhere", landmark: "a clock tower" })).toThrow(/Nowhere/);
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
    expect(marks).toBeGreaterThanOrEqual(cities.length);
  });
});
