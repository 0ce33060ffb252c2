// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { cityImageId, type ImageSlot } from "../app/content/images.ts";
import type { CitiesContent } from "../app/content/schemas/cities.ts";
import { PHOTO_FOLDER } from "../app/content/schemas/fields.ts";
import type { ImagesContent } from "../app/content/schemas/images.ts";
import { readEdited } from "../tests/edited-content.ts";
import { buildSlot, cropBox, siteSlots, slotSource } from "./images.ts";

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

describe("a photograph the content names", () => {
  const root = mkdtempSync(join(tmpdir(), "photos-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const photo = `/${PHOTO_FOLDER}/our-crew.jpg`;
  const slotOf = (slots: readonly ImageSlot[], id: string) => slots.find((s) => s.id === id)!;

  it("is what its slot is made from, in place of the drawing, for a picture or a city's office", async () => {
    mkdirSync(join(root, PHOTO_FOLDER), { recursive: true });
    // A plain red photograph, so its outputs cannot be mistaken for a drawing.
    await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#ff0000" } })
      .jpeg()
      .toFile(join(root, photo));
    const slots = await readEdited<ImagesContent, readonly ImageSlot[]>(
      "images",
      (json) => (json.slots.find((s) => s.id === "home-hero")!.photo = photo),
      (dir) => siteSlots(dir, root),
    );
    expect(slotSource(slotOf(slots, "home-hero"))).toBe(join(root, photo));
    expect(slotSource(slotOf(slots, "career"))).toMatch(/\.svg$/);
    const hero = { ...slotOf(slots, "home-hero"), width: 480, height: 320 };
    const [jpeg] = (await buildSlot(hero, join(root, "public"), join(root, "cache"))).filter((o) => o.format === "jpg");
    const { data } = await sharp(join(root, "public", jpeg!.file))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0]! > 200, data[1]! < 50, data[2]! < 50]).toEqual([true, true, true]);

    const cities = await readEdited<CitiesContent, readonly ImageSlot[]>(
      "cities",
      (json) => (json.cities.find((c) => c.id === "patna")!.photo = photo),
      (dir) => siteSlots(dir, root),
    );
    expect(slotSource(slotOf(cities, cityImageId("patna")))).toBe(join(root, photo));
  }, 60_000);

  it("stops the build when it is not there, naming the content file and the slot", async () => {
    const message = await readEdited<ImagesContent, string>(
      "images",
      (json) => (json.slots.find((s) => s.id === "career")!.photo = `/${PHOTO_FOLDER}/missing.jpg`),
      (dir) =>
        siteSlots(dir, root).then(
          () => "",
          (error: Error) => error.message,
        ),
    );
    expect(message).toMatch(/en\/images\.json/);
    expect(message).toContain("career: the photograph /images/photos/missing.jpg is not in /images/photos");
  });
});
