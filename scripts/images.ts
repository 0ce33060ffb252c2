/**
 * The build-time image pipeline (`npm run images`, run before every build and dev server): for every slot in
 * app/content/images.ts it takes the company's photograph the content names for it (`photo` of the slot in
 * content/en/images.json, or of the city in content/en/cities.json: a file of images/photos) or else the slot's
 * drawing (images/drawings/<drawing>.svg), crops it to the slot's shape around its focal point,
 * and writes AVIF, WebP and JPEG at each width to public/img/<slot id>-<width>.<format>, plus
 * public/img/manifest.json listing them. Encoded files are kept by content in images/encoded/, committed, so a
 * fresh checkout and a rebuild only encode what changed.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import sharp, { type OutputInfo, type Sharp } from "sharp";

import { imageAltsIn } from "../app/content/image-alts.ts";
import {
  cityImageId,
  heightAt,
  IMAGE_DIR,
  IMAGE_FORMATS,
  type ImageFormat,
  type ImageSlot,
  imageSlotsFor,
  type SlotShape,
  slotWidths,
} from "../app/content/images.ts";
import { CONTENT_DIR, ContentError, readContent } from "../app/content/read.ts";
import { PHOTO_FOLDER } from "../app/content/schemas/fields.ts";
import { drawnCities, writeCityDrawings } from "./city-drawings.ts";

/** Encoder settings; part of the cache key, so changing them re-encodes everything. */
const ENCODE = {
  avif: { quality: 55, effort: 3 },
  webp: { quality: 78, effort: 4 },
  jpg: { quality: 80, mozjpeg: true },
} as const;

/** The file a slot is made from: its photograph when the content names one, else its drawing. */
export const slotSource = (slot: ImageSlot): string => slot.photo ?? join("images", "drawings", `${slot.drawing}.svg`);

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest box of the slot's shape inside a `width` × `height` source, placed so the focal point is as
 * near its centre as the edges allow.
 */
export function cropBox(width: number, height: number, ratio: number, focus: { x: number; y: number }): Box {
  const w = Math.min(width, Math.round(height * ratio));
  const h = Math.min(height, Math.round(w / ratio));
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  return {
    left: clamp(focus.x * width - w / 2, width - w),
    top: clamp(focus.y * height - h / 2, height - h),
    width: w,
    height: h,
  };
}

export interface Output {
  slot: string;
  width: number;
  height: number;
  format: ImageFormat;
  /** Relative to public/. */
  file: string;
}

/** Every file the pipeline writes for a slot. */
export const slotOutputs = (slot: SlotShape): Output[] =>
  slotWidths(slot).flatMap((width) =>
    IMAGE_FORMATS.map((format) => ({
      slot: slot.id,
      width,
      height: heightAt(slot, width),
      format,
      file: `${IMAGE_DIR}/${slot.id}-${width}.${format}`,
    })),
  );

/** A source decoded at a size large enough for the slot's widest output, cropped to the slot's shape. */
async function cropped(source: string, slot: ImageSlot) {
  const input = readFileSync(source);
  const isSvg = source.endsWith(".svg");
  const meta = await sharp(input).metadata();
  // A drawing is vector: render it just large enough for the slot's crop to be full size, whatever its shape.
  const scale = isSvg ? Math.max(slot.width / (meta.width ?? 1), slot.height / (meta.height ?? 1)) : 1;
  const image = sharp(input, isSvg ? { density: 72 * scale } : {});
  const { width = 0, height = 0 } = isSvg
    ? { width: Math.round((meta.width ?? 0) * scale), height: Math.round((meta.height ?? 0) * scale) }
    : await image.metadata();
  if (!isSvg && width < slot.width) {
    console.warn(`${source}: ${width} px wide, smaller than the slot's ${slot.width} px; it will be upscaled.`);
  }
  const box = cropBox(width, height, slot.width / slot.height, slot.focus);
  return { input, density: isSvg ? 72 * scale : undefined, box };
}

function encode(image: Sharp, format: ImageFormat) {
  if (format === "avif") return image.avif(ENCODE.avif);
  if (format === "webp") return image.webp(ENCODE.webp);
  return image.flatten({ background: "#ffffff" }).jpeg(ENCODE.jpg);
}

/** The folder of encodes kept by content, committed beside their sources. */
const ENCODED_DIR = join("images", "encoded");

/**
 * Writes one slot's outputs into `publicDir`, reusing encodes from `cacheDir`; the name of every encode it used
 * goes into `used`.
 */
export async function buildSlot(
  slot: ImageSlot,
  publicDir: string,
  cacheDir: string,
  { used = new Set<string>() } = {},
) {
  const source = slotSource(slot);
  const { input, density, box } = await cropped(source, slot);
  mkdirSync(join(publicDir, IMAGE_DIR), { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const outputs = slotOutputs(slot);
  // Decoding (for a drawing, rasterising) is done once per slot and only when some output is not cached.
  let decoded: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
  const decode = () =>
    (decoded ??= sharp(input, density ? { density } : {})
      .rotate()
      .extract(box)
      .raw()
      .toBuffer({ resolveWithObject: true }));
  await Promise.all(
    outputs.map(async (out) => {
      const key = createHash("sha256")
        .update(input)
        .update(JSON.stringify({ density, box, width: out.width, height: out.height, enc: ENCODE[out.format] }))
        .digest("hex")
        .slice(0, 24);
      used.add(`${key}.${out.format}`);
      const cached = join(cacheDir, `${key}.${out.format}`);
      if (!existsSync(cached)) {
        const { data, info } = await decode();
        const { width, height, channels } = info;
        const image = sharp(data, { raw: { width, height, channels } }).resize(out.width, out.height);
        await encode(image, out.format).toFile(cached);
      }
      copyFileSync(cached, join(publicDir, out.file));
    }),
  );
  return outputs;
}

/**
 * Every slot of the site: the fixed ones and one per city of the cities file, each with the photograph the
 * content names for it; `dir` is the content folder and `root` the folder the photographs' paths start from (a
 * test's copies). A named photograph that is not there stops the build, naming the content file that names it.
 */
export async function siteSlots(dir?: string, root = "."): Promise<readonly ImageSlot[]> {
  const [{ cities }, { slots }] = await Promise.all([
    readContent("cities", "en", dir),
    readContent("images", "en", dir),
  ]);
  const named = [
    ...slots.map((s) => ({ slot: s.id, photo: s.photo, file: "images" })),
    ...cities.map((c) => ({ slot: cityImageId(c.id), photo: c.photo, file: "cities" })),
  ];
  const photos = new Map<string, string>();
  for (const { slot, photo, file } of named) {
    if (!photo) continue;
    if (!existsSync(join(root, photo)))
      throw new ContentError(`${dir ?? CONTENT_DIR}/en/${file}.json`, [
        `${slot}: the photograph ${photo} is not in /${PHOTO_FOLDER}`,
      ]);
    photos.set(slot, join(root, photo));
  }
  return imageSlotsFor(cities.map((c) => c.id)).map((slot) => ({ ...slot, photo: photos.get(slot.id) }));
}

/** Deletes every file of `dir` not named in `keep`. */
function removeAllBut(dir: string, keep: ReadonlySet<string>) {
  for (const name of readdirSync(dir)) if (!keep.has(name)) rmSync(join(dir, name));
}

/** Every slot's files written to public/img, with their manifest; what is unchanged comes from images/encoded. */
export async function writeImages() {
  const publicDir = "public";
  const started = Date.now();
  // A branch added to the cities file gets its office drawn before its slot is read.
  const drawn = writeCityDrawings(await drawnCities());
  if (drawn > 0) console.log(`images: ${drawn} city drawing(s) written to images/drawings/`);
  const imageSlots = await siteSlots();
  const outputs: Output[] = [];
  const used = new Set<string>();
  for (const slot of imageSlots) outputs.push(...(await buildSlot(slot, publicDir, ENCODED_DIR, { used })));
  // An encode no slot uses any more (its drawing or photograph changed) leaves the committed folder.
  removeAllBut(ENCODED_DIR, used);
  removeAllBut(
    join(publicDir, IMAGE_DIR),
    new Set([...outputs.map((o) => o.file.slice(IMAGE_DIR.length + 1)), "manifest.json"]),
  );
  writeFileSync(join(publicDir, IMAGE_DIR, "manifest.json"), JSON.stringify(outputs, null, 1) + "\n");
  console.log(`images: ${imageSlots.length} slots, ${outputs.length} files in ${Date.now() - started} ms`);
}

/** `--list`: every slot, the file it is made from now and its English alt text, for whoever brings photographs. */
async function list() {
  const alts = await imageAltsIn("en");
  for (const slot of await siteSlots()) console.log([slot.id, slotSource(slot), alts[slot.id]].join("\t"));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv.includes("--list")) await list();
  else await writeImages();
}
