// @vitest-environment node
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { siteSlots, slotOutputs, slotSource } from "../../scripts/images";
import { cityImageId, IMAGE_FORMATS, IMAGE_WIDTHS, imageSlot } from "./images";
import { readContent } from "./read";

const imageSlots = await siteSlots();

describe("image slots (app/content/images.ts)", () => {
  it("each slot has a unique id, a 3:2 intrinsic size and a focal point inside the picture", () => {
    expect(new Set(imageSlots.map((s) => s.id)).size).toBe(imageSlots.length);
    for (const s of imageSlots) {
      expect(s.width * 2, s.id).toBe(s.height * 3);
      expect(s.width).toBe(Math.max(...IMAGE_WIDTHS));
      for (const v of [s.focus.x, s.focus.y]) expect(v >= 0 && v <= 1, s.id).toBe(true);
    }
  });

  it("each slot resolves to an existing source file: its photograph or its drawing", () => {
    for (const s of imageSlots) expect(existsSync(slotSource(s)), `${s.id}: ${slotSource(s)}`).toBe(true);
  });

  it("no two slots resolve to the same picture: neither the same file nor a copy of its content", () => {
    const owner = new Map<string, string>();
    for (const s of imageSlots) {
      const source = slotSource(s);
      const hash = createHash("sha256").update(readFileSync(source)).digest("hex");
      for (const key of [source, hash]) {
        expect(owner.get(key), `${s.id} and ${owner.get(key)} both show ${source}`).toBeUndefined();
        owner.set(key, s.id);
      }
    }
  });

  it("every drawing is used by a slot, is an SVG with a viewBox and stays small", () => {
    const used = new Set(imageSlots.map((s) => `${s.drawing}.svg`));
    for (const file of readdirSync("images/drawings")) {
      expect(used.has(file), `${file} is not used by any slot`).toBe(true);
      const svg = readFileSync(`images/drawings/${file}`, "utf8");
      expect(svg).toMatch(/viewBox="0 0 900 600"/);
      expect(svg.length, file).toBeLessThan(4000);
    }
  });

  it("every city page has its own slot and drawing, so a branch can show its own photograph", async () => {
    for (const city of (await readContent("cities", "en")).cities)
      expect(imageSlots).toContainEqual(expect.objectContaining({ id: cityImageId(city.id), drawing: cityImageId(city.id) }));
  });

  it("an unknown slot id fails loudly instead of rendering a broken image", () => {
    expect(() => imageSlot("no-such-slot")).toThrow(/no-such-slot/);
  });

  it("the pipeline writes every width in every format for each slot", () => {
    const outputs = slotOutputs(imageSlot("home-hero"));
    expect(outputs).toHaveLength(IMAGE_WIDTHS.length * IMAGE_FORMATS.length);
    expect(outputs.map((o) => o.file)).toContain("img/home-hero-480.avif");
    expect(outputs.every((o) => Math.abs(o.width / o.height - 1.5) < 0.01)).toBe(true);
  });
});
