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
  | "help-desk"
  | "id-check"
  | "happy-family"
  | "questions"
  | "bill-review"
  | "home-survey"
  | "survey-visit"
  | "highway"
  | "handshake"
  | "phone-estimate"
  | "plan-calendar"
  | `city-${string}`;

/** What a page needs of a slot to show it. */
export interface SlotShape {
  /** The file name of its photograph and of its outputs. */
  id: string;
  /**
   * The point to keep in view, as fractions of the width and height from the top left: used when a
   * photograph of another shape is cropped to the slot's, and as object-position when a page crops it.
   */
  focus: { x: number; y: number };
  /** Intrinsic size of the largest output; every slot is 3:2. */
  width: number;
  height: number;
}

/** A slot as the image pipeline makes it. */
export interface ImageSlot extends SlotShape {
  /** The picture it shows until the content names a photograph for it. */
  drawing: Drawing;
  /** The company's photograph the content names for it (a file of images/photos), shown instead of the drawing. */
  photo?: string;
}

/** The widths each slot is written at (the largest is the slot's own width). */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Where the pipeline writes, under public/, and so where pages load the outputs from. */
export const IMAGE_DIR = "img";

/**
 * The drawing of each slot that is not a city's, until the content names a photograph for it. Only the image
 * pipeline reads it (imageSlotsFor), so the pages' script does not carry it.
 */
const DRAWINGS = {
  "home-hero": "lane-loading",
  "crew-packing": "carton-packing",
  warehouse: "warehouse-aisle",
  "home-shifting": "sofa-wrap",
  "office-relocation": "office-move",
  "vehicle-shifting": "car-carrier",
  "car-transport": "car-ramp",
  "bike-transport": "bike-crate",
  "local-shifting": "flats-tempo",
  "defence-relocation": "defence-move",
  "fine-arts-relocation": "painting-crate",
  "goods-insurance": "insured-cartons",
  "about-team": "team",
  career: "crew-training",
  process: "move-route",
  "iba-approved-transporter": "bank-transfer",
  contact: "help-desk",
  verify: "id-check",
  testimonials: "happy-family",
  faq: "questions",
  charges: "bill-review",
  "free-estimate": "home-survey",
  "book-survey": "survey-visit",
  network: "highway",
  partner: "handshake",
  "cost-estimator": "phone-estimate",
  "moving-plan": "plan-calendar",
} as const satisfies Record<string, Drawing>;

export type FixedImageId = keyof typeof DRAWINGS;

/** The slots that are not a city's, in a page's script: each has its alt text in every language's images.json. */
export const FIXED_SLOT_IDS: readonly FixedImageId[] = [
  "home-hero",
  "crew-packing",
  "warehouse",
  "home-shifting",
  "office-relocation",
  "vehicle-shifting",
  "car-transport",
  "bike-transport",
  "local-shifting",
  "defence-relocation",
  "fine-arts-relocation",
  "goods-insurance",
  "about-team",
  "career",
  "process",
  "iba-approved-transporter",
  "contact",
  "verify",
  "testimonials",
  "faq",
  "charges",
  "free-estimate",
  "book-survey",
  "network",
  "partner",
  "cost-estimator",
  "moving-plan",
];

/**
 * The focal point (x, y) of each slot whose subject is not at the centre. The people of the drawings stand on the
 * floor line with their faces about three fifths down, so that a phone's band keeps them.
 */
const FOCUS: Partial<Record<FixedImageId, readonly [number, number]>> = {
  "home-hero": [0.55, 0.6],
  "vehicle-shifting": [0.5, 0.7],
  "car-transport": [0.45, 0.6],
  "local-shifting": [0.55, 0.6],
  "about-team": [0.5, 0.4],
  contact: [0.5, 0.6],
  verify: [0.55, 0.6],
  testimonials: [0.5, 0.6],
  faq: [0.5, 0.6],
  charges: [0.5, 0.55],
  "free-estimate": [0.5, 0.6],
  "book-survey": [0.5, 0.6],
  network: [0.5, 0.6],
  partner: [0.5, 0.6],
  "cost-estimator": [0.45, 0.55],
  "moving-plan": [0.5, 0.55],
};

/** A city office's focal point: its door and signboard. */
const CITY_FOCUS = [0.5, 0.55] as const;

const shape = (id: string, [x, y]: readonly [number, number] = [0.5, 0.5]): SlotShape => ({
  id,
  focus: { x, y },
  width: 1200,
  height: 800,
});

/** Each city page's slot ("city-patna"): the branch office, until the branch's own photograph arrives. */
export const cityImageId = (slug: string) => `city-${slug}` as const;

const isFixed = (id: string): id is FixedImageId => (FIXED_SLOT_IDS as readonly string[]).includes(id);

/**
 * Every slot, the cities' for the city pages of `citySlugs` (the cities file's ids), each with its drawing: a
 * city's is its office, which scripts/city-drawings.ts writes for every city of the cities file.
 */
export const imageSlotsFor = (citySlugs: readonly string[]): readonly ImageSlot[] => [
  ...FIXED_SLOT_IDS.map((id) => ({ ...shape(id, FOCUS[id]), drawing: DRAWINGS[id] })),
  ...citySlugs.map((slug) => ({ ...shape(cityImageId(slug), CITY_FOCUS), drawing: cityImageId(slug) })),
];

/** A slot by id; throws on an unknown id so a typo fails the build rather than showing a broken image. */
export function imageSlot(id: string): SlotShape {
  if (isFixed(id)) return shape(id, FOCUS[id]);
  if (id.startsWith(cityImageId(""))) return shape(id, CITY_FOCUS);
  throw new Error(`No image slot "${id}" in app/content/images.ts`);
}

/** The widths a slot is written at: IMAGE_WIDTHS up to its own width. */
export const slotWidths = (s: SlotShape) => IMAGE_WIDTHS.filter((w) => w <= s.width);

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
export const heightAt = (s: SlotShape, width: number) => Math.round((width * s.height) / s.width);
