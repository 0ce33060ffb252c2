/**
 * The item catalogue of the inventory quote: common Indian household and office goods with a
 * standard packed volume in cubic feet.
 *
 * Where the figures come from: each volume is the outer size of a common model sold in India
 * (length × depth × height, in feet), plus the padding, sheets and cartons it travels in, rounded
 * to the nearest 0.5 cu ft. Dismantled furniture (beds, wooden wardrobes, tables, workstations) is
 * counted as its flat pieces stacked, not as the assembled piece. They are planning figures for
 * choosing a vehicle and a price column; the free survey measures what is really there.
 *
 * Ids are stored in the browser and in shared links: rename a label freely, never an id. An item
 * removed from this list is dropped from a saved list with a notice (see app/lib/inventory/storage.ts).
 */
import type { RoomKind } from "./rooms.ts";

/** Furniture the crew takes apart at pickup and fits again at delivery (see the charges). */
export type DismantleKind = "bed" | "wardrobe" | "table" | "workstation";
export type AcKind = "split" | "window";

export interface CatalogueItem {
  id: string;
  name: string;
  /** Standard packed volume in cubic feet, a multiple of 0.5; 0 for goods we do not carry. */
  cuFt: number;
  /** Rooms where it is usually found: those rooms list it first. */
  rooms: readonly RoomKind[];
  /** Other words visitors search with ("almirah", "fridge"). */
  also?: readonly string[];
  dismantle?: DismantleKind;
  ac?: AcKind;
  /** Counted as a carton in the totals. */
  carton?: true;
  /** Why we cannot carry it; such items are shown but cannot be added. */
  notCarried?: string;
}

const H = ["living"] as const;
const B = ["bedroom"] as const;
const K = ["kitchen"] as const;
const S = ["study"] as const;
const Y = ["balcony"] as const;
const O = ["office"] as const;
const ANY = ["living", "bedroom", "kitchen", "study", "balcony", "office"] as const;

export const catalogue: readonly CatalogueItem[] = [
  // Living and dining
  { id: "sofa-3", name: "Sofa, 3-seater", cuFt: 45, rooms: H, also: ["couch"] },
  { id: "sofa-2", name: "Sofa, 2-seater", cuFt: 30, rooms: H, also: ["couch"] },
  { id: "sofa-chair", name: "Sofa chair, 1-seater", cuFt: 15, rooms: H, also: ["armchair"] },
  { id: "sofa-set", name: "Sofa set (3+1+1)", cuFt: 75, rooms: H, also: ["couch"] },
  { id: "sofa-cum-bed", name: "Sofa cum bed", cuFt: 50, rooms: H, also: ["couch"] },
  { id: "diwan", name: "Diwan with storage", cuFt: 30, rooms: H, also: ["divan"] },
  { id: "centre-table", name: "Centre table", cuFt: 10, rooms: H, also: ["coffee table", "center table"] },
  { id: "tv-unit", name: "TV unit", cuFt: 20, rooms: H, also: ["cabinet", "entertainment"] },
  { id: "tv-32", name: 'TV up to 32"', cuFt: 5, rooms: [...H, ...B], also: ["television", "led"] },
  { id: "tv-43", name: 'TV 40–43"', cuFt: 8, rooms: [...H, ...B], also: ["television", "led"] },
  { id: "tv-55", name: 'TV 50–55"', cuFt: 12, rooms: H, also: ["television", "led"] },
  { id: "tv-65", name: 'TV 65" or larger', cuFt: 16, rooms: H, also: ["television", "led"] },
  { id: "home-theatre", name: "Music system or home theatre", cuFt: 6, rooms: H, also: ["speaker", "soundbar"] },
  { id: "showcase", name: "Showcase or crockery unit", cuFt: 30, rooms: H, also: ["cabinet", "display"] },
  { id: "bookshelf", name: "Bookshelf", cuFt: 20, rooms: [...H, ...S], also: ["book rack"] },
  { id: "shoe-rack", name: "Shoe rack", cuFt: 8, rooms: H, also: ["chappal stand"] },
  { id: "pooja-unit", name: "Pooja unit", cuFt: 12, rooms: H, also: ["mandir", "temple", "puja"] },
  { id: "dining-4", name: "Dining table, 4-seater, with chairs", cuFt: 40, rooms: H, dismantle: "table" },
  { id: "dining-6", name: "Dining table, 6-seater, with chairs", cuFt: 60, rooms: H, dismantle: "table" },
  { id: "chair", name: "Chair", cuFt: 5, rooms: ANY, also: ["plastic chair", "wooden chair"] },
  { id: "carpet", name: "Carpet or rug, rolled", cuFt: 4, rooms: [...H, ...B], also: ["durrie", "dari"] },
  { id: "floor-lamp", name: "Floor lamp", cuFt: 4, rooms: H },
  { id: "painting", name: "Painting or mirror", cuFt: 3, rooms: [...H, ...B], also: ["frame", "photo"] },
  { id: "ceiling-fan", name: "Ceiling fan, taken down", cuFt: 3, rooms: [...H, ...B] },
  { id: "pedestal-fan", name: "Pedestal or table fan", cuFt: 4, rooms: [...H, ...B] },
  { id: "air-cooler", name: "Air cooler", cuFt: 12, rooms: [...H, ...B], also: ["desert cooler"] },
  { id: "inverter", name: "Inverter with battery", cuFt: 5, rooms: [...H, ...Y], also: ["ups"] },
  { id: "aquarium", name: "Aquarium, emptied", cuFt: 8, rooms: H, also: ["fish tank"] },
  // Bedrooms
  {
    id: "double-bed",
    name: "Double bed (queen or king)",
    cuFt: 60,
    rooms: B,
    dismantle: "bed",
    also: ["cot", "palang"],
  },
  { id: "single-bed", name: "Single bed", cuFt: 30, rooms: B, dismantle: "bed", also: ["cot"] },
  { id: "bunk-bed", name: "Bunk bed", cuFt: 45, rooms: B, dismantle: "bed" },
  { id: "mattress-double", name: "Mattress, double", cuFt: 15, rooms: B },
  { id: "mattress-single", name: "Mattress, single", cuFt: 8, rooms: B },
  { id: "almirah-2", name: "Almirah (steel wardrobe), 2-door", cuFt: 30, rooms: B, also: ["godrej", "cupboard"] },
  { id: "almirah-3", name: "Almirah (steel wardrobe), 3-door", cuFt: 45, rooms: B, also: ["godrej", "cupboard"] },
  { id: "wardrobe-2", name: "Wooden wardrobe, 2-door", cuFt: 35, rooms: B, dismantle: "wardrobe", also: ["cupboard"] },
  { id: "wardrobe-3", name: "Wooden wardrobe, 3-door", cuFt: 55, rooms: B, dismantle: "wardrobe", also: ["cupboard"] },
  { id: "dressing-table", name: "Dressing table", cuFt: 15, rooms: B, also: ["mirror"] },
  { id: "bedside-table", name: "Bedside table", cuFt: 5, rooms: B, also: ["side table", "night stand"] },
  { id: "chest-of-drawers", name: "Chest of drawers", cuFt: 20, rooms: B, also: ["dresser"] },
  { id: "baby-cot", name: "Baby cot or cradle", cuFt: 15, rooms: B, also: ["crib", "jhula"] },
  { id: "trunk", name: "Steel trunk or box", cuFt: 8, rooms: [...B, ...Y], also: ["peti"] },
  { id: "suitcase", name: "Suitcase or travel bag", cuFt: 4, rooms: B, also: ["luggage"] },
  {
    id: "ac-split",
    name: "AC, split (indoor and outdoor units)",
    cuFt: 12,
    rooms: [...B, ...H, ...O],
    ac: "split",
    also: ["air conditioner"],
  },
  { id: "ac-window", name: "AC, window", cuFt: 10, rooms: [...B, ...H], ac: "window", also: ["air conditioner"] },
  // Kitchen
  { id: "fridge-single", name: "Refrigerator, single door", cuFt: 18, rooms: K, also: ["fridge"] },
  { id: "fridge-double", name: "Refrigerator, double door", cuFt: 30, rooms: K, also: ["fridge"] },
  { id: "fridge-side", name: "Refrigerator, side-by-side", cuFt: 45, rooms: K, also: ["fridge"] },
  { id: "washing-machine", name: "Washing machine", cuFt: 15, rooms: [...K, ...Y], also: ["washer"] },
  { id: "microwave", name: "Microwave or OTG", cuFt: 4, rooms: K, also: ["oven"] },
  { id: "water-purifier", name: "Water purifier (RO)", cuFt: 3, rooms: K, also: ["ro", "aquaguard"] },
  { id: "gas-stove", name: "Gas stove or hob", cuFt: 3, rooms: K, also: ["chulha"] },
  {
    id: "gas-cylinder",
    name: "Gas cylinder (LPG)",
    cuFt: 0,
    rooms: K,
    also: ["lpg", "cylinder"],
    notCarried:
      "Not carried: we do not carry gas cylinders that are not empty (see our terms). Hand yours back to your gas agency against a transfer voucher and collect one at your new home.",
  },
  { id: "chimney", name: "Kitchen chimney, taken down", cuFt: 6, rooms: K, also: ["exhaust"] },
  { id: "dishwasher", name: "Dishwasher", cuFt: 12, rooms: K },
  { id: "water-dispenser", name: "Water dispenser", cuFt: 6, rooms: [...K, ...O] },
  { id: "kitchen-rack", name: "Kitchen rack or trolley", cuFt: 10, rooms: K, also: ["shelf"] },
  { id: "grain-drum", name: "Grain or storage drum", cuFt: 6, rooms: [...K, ...Y], also: ["container"] },
  // Cartons
  { id: "carton-small", name: "Carton, small (books, crockery)", cuFt: 1.5, rooms: ANY, carton: true, also: ["box"] },
  { id: "carton-medium", name: "Carton, medium (kitchen, toys)", cuFt: 3, rooms: ANY, carton: true, also: ["box"] },
  { id: "carton-large", name: "Carton, large (clothes, linen)", cuFt: 4.5, rooms: ANY, carton: true, also: ["box"] },
  // Study
  { id: "computer-desk", name: "Computer desk", cuFt: 20, rooms: [...S, ...B], dismantle: "table", also: ["table"] },
  { id: "study-table", name: "Study table", cuFt: 15, rooms: [...S, ...B], also: ["desk"] },
  { id: "desktop-computer", name: "Desktop computer with monitor", cuFt: 5, rooms: [...S, ...O], also: ["pc"] },
  { id: "printer", name: "Printer", cuFt: 3, rooms: [...S, ...O] },
  { id: "office-chair", name: "Office chair", cuFt: 10, rooms: [...S, ...O], also: ["revolving chair"] },
  { id: "filing-cabinet", name: "Filing cabinet", cuFt: 15, rooms: [...S, ...O] },
  { id: "piano", name: "Keyboard or digital piano", cuFt: 12, rooms: [...S, ...H] },
  // Balcony and store
  { id: "bicycle", name: "Bicycle", cuFt: 12, rooms: Y, also: ["cycle"] },
  { id: "kids-bicycle", name: "Children's bicycle", cuFt: 6, rooms: Y, also: ["cycle"] },
  { id: "plant-small", name: "Plant in a pot, small", cuFt: 2, rooms: Y, also: ["gamla"] },
  { id: "plant-large", name: "Plant in a pot, large", cuFt: 6, rooms: Y, also: ["gamla"] },
  { id: "treadmill", name: "Treadmill", cuFt: 25, rooms: Y, also: ["gym"] },
  { id: "exercise-bike", name: "Exercise cycle", cuFt: 12, rooms: Y, also: ["gym"] },
  { id: "drying-stand", name: "Clothes drying stand", cuFt: 3, rooms: Y },
  { id: "ladder", name: "Ladder", cuFt: 5, rooms: Y },
  { id: "geyser", name: "Geyser, taken down", cuFt: 4, rooms: Y, also: ["water heater"] },
  { id: "toolbox", name: "Toolbox", cuFt: 2, rooms: Y },
  // Office
  {
    id: "workstation",
    name: "Workstation (one seat)",
    cuFt: 25,
    rooms: O,
    dismantle: "workstation",
    also: ["cubicle"],
  },
  { id: "office-desk", name: "Manager's desk", cuFt: 30, rooms: O, dismantle: "table", also: ["table"] },
  { id: "conference-table", name: "Conference table", cuFt: 60, rooms: O, dismantle: "table", also: ["meeting"] },
  { id: "reception-desk", name: "Reception desk", cuFt: 40, rooms: O, dismantle: "table" },
  { id: "office-cupboard", name: "Office storage cupboard", cuFt: 35, rooms: O, also: ["almirah"] },
  { id: "server-rack", name: "Server rack (up to 42U)", cuFt: 30, rooms: O, also: ["network"] },
  { id: "photocopier", name: "Photocopier", cuFt: 20, rooms: O, also: ["xerox"] },
  { id: "online-ups", name: "Online UPS with batteries", cuFt: 8, rooms: O },
  { id: "safe", name: "Safe or locker", cuFt: 8, rooms: [...O, ...B], also: ["tijori"] },
  { id: "whiteboard", name: "Whiteboard", cuFt: 4, rooms: O },
  { id: "visitor-chair", name: "Visitor chair", cuFt: 6, rooms: O },
];

const byId = new Map(catalogue.map((i) => [i.id, i]));
export const findItem = (id: string): CatalogueItem | undefined => byId.get(id);
