// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import type { ImageSlot } from "../app/content/images.ts";
import { buildSlot, cropBox } from "./images.ts";

describe("cropBox", () => {
  it("keeps the whole height of a wide photo and centres the crop on the focal point", () => {
    expect(cropBox(3000, 1000, 1.5, { x: 0.5, y: 0.5 })).toEqual({ left: 750, top: 0, width: 1500, height: 1000 });
    expect(cropBox(3000, 1000, 1.5, { x: 0.3, y: 0.5 })).toEqual({ left: 150, top: 0, width: 1500, height: 1000 });
  });

  it("stops at the edge when the focal point is near it", () => {
    expect(cropBox(3000, 1000, 1.5, { x: 0.98, y: 0.5 }).left).toBe(1500);
    expect(cropBox(1000, 3000, 1.5, { x: 0.5, y: 0 }).top).toBe(0);
  });

  it("crops a tall photo to the slot's shape", () => {
    expect(cropBox(1000, 3000, 1.5, { x: 0.5, y: 0.5 })).toEqual({ left: 0, top: 1167, width: 1000, height: 667 });
  });
});

describe("buildSlot", () => {
  const dir = mkdtempSync(join(tmpdir(), "images-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes AVIF, WebP and JPEG at the slot's size from its drawing", async () => {
    const slot: ImageSlot = {
      id: "test-slot",
      drawing: "team",
      focus: { x: 0.5, y: 0.5 },
      width: 480,
      height: 320,
    };
    const outputs = await buildSlot(slot, join(dir, "public"), join(dir, "cache"));
    expect(outputs.map((o) => o.file)).toEqual([
      "img/test-slot-480.avif",
      "img/test-slot-480.webp",
      "img/test-slot-480.jpg",
    ]);
    for (const out of outputs) {
      const meta = await sharp(join(dir, "public", out.file)).metadata();
      expect([meta.width, meta.height]).toEqual([480, 320]);
      expect(meta.format).toBe(out.format === "jpg" ? "jpeg" : out.format === "avif" ? "heif" : "webp");
    }
  }, 60_000);
});
