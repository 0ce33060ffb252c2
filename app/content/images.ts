/**
 * Every photo slot on the site: its default drawing, which point of the picture must stay in view when it is
 * cropped (focal point), and its intrinsic size. Pages name a slot; they never name a file. What each picture
 * shows, in words, is content: content/<language>/images.json (schemas/images.ts), read by image-alts.ts.
 *
 * Sources live in images/ at the repository root: a photograph the company drops in as
 * images/photos/<slot id>.jpg (or .jpeg, .png, .webp) wins; otherwise the slot's drawing,
 * images/drawings/<drawing>.svg, is used. scripts/images.ts turns the source into AVIF, WebP and JPEG at
 * every width of IMAGE_WIDTHS into public/img/ before each build; <Picture> (app/components/picture.tsx)
 * writes the matching <picture> markup. See "Photographs" in the README.
 *
 * Content module: relative imports with their extension (scripts/images.ts loads it outside Vite).
 */
/**
 * The drawings shipped as defaults, one style, in images/drawings/: one per slot, never shared. A city's
 * drawing ("city-patna") is written by scripts/city-drawings.ts.
 */
export type Drawing =
  | "lane-loading"
  | "carton-packing"
  | "warehouse-aisle"
  | "sofa-wrap"
  | "office-move"
  | "car-carrier"
  | "car-ramp"
  | "bike-crate"
  | "flats-tempo"
  | "defence-move"
  | "painting-crate"
  | "insured-cartons"
  | "team"
  | "crew-training"
  | "move-route"
  | "bank-transfer"
  | `city-${string}`;

export interface ImageSlot {
  /** The file name of its photograph and of its outputs. */
  id: string;
  /** The picture it shows until the content names a photograph for it. */
  drawing: Drawing;
  /** The company's photograph the content names for it (a file of images/photos), shown instead of the drawing. */
  photo?: string;
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

const slot = <Id extends string>(id: Id, drawing: Drawing, focus = { x: 0.5, y: 0.5 }) => ({
  id,
  drawing,
  focus,
  width: 1200,
  height: 800,
});

const fixedSlots = [
  slot("home-hero", "lane-loading", { x: 0.55, y: 0.6 }),
  slot("crew-packing", "carton-packing"),
  slot("warehouse", "warehouse-aisle"),
  slot("home-shifting", "sofa-wrap"),
  slot("office-relocation", "office-move"),
  slot("vehicle-shifting", "car-carrier", { x: 0.5, y: 0.45, }),
  slot("car-transport", "car-ramp", { x: 0.45, y: 0.6 }),
  slot("bike-transport", "bike-crate"),
  slot("local-shifting", "flats-tempo", { x: 0.55, y: 0.6 }),
  slot("defence-relocation", "defence-move"),
  slot("fine-arts-relocation", "painting-crate"),
  slot("goods-insurance", "insured-cartons"),
  slot("about-team", "team", { x: 0.5, y: 0.4, }),
  slot("career", "crew-training"),
  slot("process", "move-route"),
  slot("iba-approved-transporter", "bank-transfer"),
] as const;

/** Each city page's slot ("city-patna"): the branch office, until the branch's own photograph arrives. */
export const cityImageId = (slug: string) => `city-${slug}` as const;

/** A city page's slot: its office's drawing, which scripts/city-drawings.ts writes for every city of the cities file. */
const citySlot = (slug: string): ImageSlot => slot(cityImageId(slug), cityImageId(slug), { x: 0.5, y: 0.55 });

export type FixedImageId = (typeof fixedSlots)[number]["id"];

/** The slots that are not a city's: each has its alt text in every language's images.json. */
export const FIXED_SLOT_IDS: readonly FixedImageId[] = fixedSlots.map((s) => s.id);

/** Every slot, the cities' for the city pages of `citySlugs` (the cities file's ids). */
export const imageSlotsFor = (citySlugs: readonly string[]): readonly ImageSlot[] => [
  ...fixedSlots,
  ...citySlugs.map(citySlot),
];

const byId: ReadonlyMap<string, ImageSlot> = new Map(fixedSlots.map((s) => [s.id, s]));

/** A slot by id; throws on an unknown id so a typo fails the build rather than showing a broken image. */
export function imageSlot(id: string): ImageSlot {
  const found = byId.get(id) ?? (id.startsWith(cityImageId("")) ? citySlot(id.slice(cityImageId("").length)) : undefined);
  if (!found) throw new Error(`No image slot "${id}" in app/content/images.ts`);
  return found;
}

/** The widths a slot is written at: IMAGE_WIDTHS up to its own width. */
export const slotWidths = (s: ImageSlot) => IMAGE_WIDTHS.filter((w) => w <= s.width);

/** "/img/home-hero-800.avif" */
export const imageUrl = (id: string, width: number, format: ImageFormat) => `/${IMAGE_DIR}/${id}-${width}.${format}`;

/**
 * One output of a slot carried in the page itself as a `data:` URL (a loader's `inlinePicture`,
 * app/routes/page-data.ts), so that showing it needs no request of its own.
 */
export interface InlinePicture {
  src: string;
  width: number;
}

/** The height of a slot's output at `width`, keeping its shape. */
export const heightAt = (s: ImageSlot, width: number) => Math.round((width * s.height) / s.width);
