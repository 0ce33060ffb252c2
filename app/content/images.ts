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
import { words } from "./translation.ts";

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
  slot("crew-packing", "carton-packing", "Two of our packers taping and labelling cartons"),
  slot("warehouse", "warehouse-aisle", "An aisle of our warehouse with cartons on pallet racks"),
  slot("home-shifting", "sofa-wrap", "Packers wrapping the furniture of a home before a move"),
  slot("office-relocation", "office-move", "Crew wheeling wrapped monitors and office chairs out of an office"),
  slot("vehicle-shifting", "car-carrier", "A car and a motorcycle strapped onto a car carrier truck", {
    x: 0.5,
    y: 0.45,
  }),
  slot("car-transport", "car-ramp", "A car being driven up a ramp into our closed car carrier", { x: 0.45, y: 0.6 }),
  slot("bike-transport", "bike-crate", "A wrapped motorcycle strapped upright in an open wooden crate"),
  slot(
    "local-shifting",
    "flats-tempo",
    "Our crew carrying cartons from a block of flats to a small truck for a move across town",
    { x: 0.55, y: 0.6 },
  ),
  slot("defence-relocation", "defence-move", "A service family watching the crew load their trunks"),
  slot("fine-arts-relocation", "painting-crate", "A framed painting being lowered into a padded wooden crate"),
  slot(
    "goods-insurance",
    "insured-cartons",
    "Packed cartons and a television under a shield with a tick, beside a signed insurance policy",
  ),
  slot("about-team", "team", "Our moving crew and office team standing together in front of a truck", {
    x: 0.5,
    y: 0.4,
  }),
  slot("career", "crew-training", "One of our team leaders showing a new recruit how to tape a carton"),
  slot("process", "move-route", "A truck on the road from an old home to a new one, past checkpoints on the way"),
  slot(
    "iba-approved-transporter",
    "bank-transfer",
    "Our crew handing the approved bill to a bank employee outside a bank, the truck ready behind",
  ),
] as const;

/** Each city page's slot ("city-patna"): the branch office, until the branch's own photograph arrives. */
export const cityImageId = (slug: string) => `city-${slug}` as const;

/**
 * What stands behind each office in its drawing (scripts/city-drawings.ts draws it), for the alt text.
 * A branch's photograph shows something else: its alt text is rewritten when it arrives (README, "Photographs").
 */
const cityLandmarks: Readonly<Record<string, string>> = {
  kolkata: "Howrah Bridge",
  ahmedabad: "the Jhulta Minar and kites in the sky",
  bangalore: "the Vidhana Soudha",
  bhagalpur: "the Vikramshila Setu over the Ganga",
  bhubaneshwar: "the Lingaraj temple",
  chennai: "a temple gopuram",
  chhapra: "a ghat on the river",
  delhi: "India Gate",
  gurgaon: "the towers of Cyber City",
  guwahati: "the Kamakhya temple",
  hyderabad: "the Charminar",
  jaipur: "the Hawa Mahal",
  jamshedpur: "the chimneys of the steel works",
  mumbai: "the Gateway of India",
  patna: "the Golghar",
  pune: "Shaniwar Wada",
  raipur: "a clock tower",
  ranchi: "Pahari Mandir and its flag",
};

const citySlots = cityPageList.map(({ name, slug }) => {
  const landmark = cityLandmarks[slug];
  if (!landmark) throw new Error(`No landmark for the drawing of ${name} in app/content/images.ts`);
  return slot(cityImageId(slug), cityImageId(slug), `The front of our ${name} office, with ${landmark} behind it`, {
    x: 0.5,
    y: 0.55,
  });
});

export type FixedImageId = (typeof fixedSlots)[number]["id"];

export const imageSlots: readonly ImageSlot[] = [...fixedSlots, ...citySlots];

const byId = new Map(imageSlots.map((s) => [s.id, s]));

/** Every slot's alt text by its id: what a language translates (app/locales/hi/content/images.ts). */
export const imageAlts: Readonly<Record<string, string>> = words(
  "imageAlts",
  Object.fromEntries(imageSlots.map((s) => [s.id, s.alt])),
);

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
