/**
 * Every photo slot on the site: what it shows (alt text), which point of the picture must stay in view when
 * it is cropped (focal point), and its intrinsic size. Pages name a slot; they never name a file.
 *
 * Sources live in images/ at the repository root: a photograph the company drops in as
 * images/photos/<slot id>.jpg (or .jpeg, .png, .webp) wins; otherwise the slot's drawing,
 * images/drawings/<drawing>.svg, is used. scripts/images.ts turns the source into AVIF, WebP and JPEG at
 * every width of IMAGE_WIDTHS into public/img/ before each build; <Picture> (app/components/picture.tsx)
 * writes the matching <picture> markup. See "Photographs" in the README.
 *
 * Content module: relative imports with their extension (scripts/images.ts loads it outside Vite).
 */
import { cityPageList } from "./city-list.ts";

/** The drawings shipped as defaults, one style, in images/drawings/. */
export type Drawing =
  | "sofa-wrap"
  | "lane-loading"
  | "warehouse-aisle"
  | "car-carrier"
  | "office-move"
  | "defence-move"
  | "painting-crate"
  | "branch-front"
  | "team";

export interface ImageSlot {
  /** The file name of its photograph and of its outputs. */
  id: string;
  alt: string;
  /** The default picture until a photograph is dropped in. */
  drawing: Drawing;
  /**
   * The point to keep in view, as fractions of the width and height from the top left: used when a
   * photograph of another shape is cropped to the slot's, and as object-position when a page crops it.
   */
  focus: { x: number; y: number };
  /** Intrinsic size of the largest output; every slot is 3:2. */
  width: number;
  height: number;
}

/** The widths each slot is written at (the largest is the slot's own width). */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Where the pipeline writes, under public/, and so where pages load the outputs from. */
export const IMAGE_DIR = "img";

const slot = (id: string, drawing: Drawing, alt: string, focus = { x: 0.5, y: 0.5 }): ImageSlot => ({
  id,
  alt,
  drawing,
  focus,
  width: 1200,
  height: 800,
});

const fixedSlots = [
  slot("home-hero", "lane-loading", "Our crew loading a moving truck in a narrow lane", { x: 0.55, y: 0.6 }),
  slot("crew-packing", "sofa-wrap", "Two of our packers wrapping a sofa in stretch film"),
  slot("loaded-truck", "lane-loading", "A moving truck with its doors open, loaded carton by carton", {
    x: 0.55,
    y: 0.6,
  }),
  slot("warehouse", "warehouse-aisle", "An aisle of our warehouse with cartons on pallet racks"),
  slot("home-shifting", "sofa-wrap", "Packers wrapping the furniture of a home before a move"),
  slot("office-relocation", "office-move", "Crew wheeling wrapped monitors and office chairs out of an office"),
  slot("vehicle-shifting", "car-carrier", "A car and a motorcycle strapped onto a car carrier truck", {
    x: 0.5,
    y: 0.45,
  }),
  slot("local-shifting", "lane-loading", "A truck being loaded outside a home for a move across town", {
    x: 0.55,
    y: 0.6,
  }),
  slot("defence-relocation", "defence-move", "A service family watching the crew load their trunks"),
  slot("fine-arts-relocation", "painting-crate", "A framed painting being lowered into a padded wooden crate"),
  slot("goods-insurance", "painting-crate", "A valuable piece packed in a crate, ready to be insured for transit"),
  slot("about-team", "team", "Our moving crew and office team standing together in front of a truck", {
    x: 0.5,
    y: 0.4,
  }),
] as const;

/** Each city page's slot ("city-patna"): the branch office, until the branch's own photograph arrives. */
export const cityImageId = (slug: string) => `city-${slug}`;

const citySlots = cityPageList.map(({ name, slug }) =>
  slot(cityImageId(slug), "branch-front", `The front of our ${name} office`, { x: 0.5, y: 0.55 }),
);

export type FixedImageId = (typeof fixedSlots)[number]["id"];

export const imageSlots: readonly ImageSlot[] = [...fixedSlots, ...citySlots];

const byId = new Map(imageSlots.map((s) => [s.id, s]));

/** Every slot's alt text by its id: what a language translates (app/content/hi/images.ts). */
export const imageAlts: Readonly<Record<string, string>> = Object.fromEntries(imageSlots.map((s) => [s.id, s.alt]));

/** A slot by id; throws on an unknown id so a typo fails the build rather than showing a broken image. */
export function imageSlot(id: string): ImageSlot {
  const found = byId.get(id);
  if (!found) throw new Error(`No image slot "${id}" in app/content/images.ts`);
  return found;
}

/** The widths a slot is written at: IMAGE_WIDTHS up to its own width. */
export const slotWidths = (s: ImageSlot) => IMAGE_WIDTHS.filter((w) => w <= s.width);

/** "/img/home-hero-800.avif" */
export const imageUrl = (id: string, width: number, format: ImageFormat) => `/${IMAGE_DIR}/${id}-${width}.${format}`;

/** The height of a slot's output at `width`, keeping its shape. */
export const heightAt = (s: ImageSlot, width: number) => Math.round((width * s.height) / s.width);
