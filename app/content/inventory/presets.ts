/**
 * Typical homes to start a list from: what a 1, 2 or 3 BHK in an Indian city usually holds.
 * The visitor then edits the list; nothing here is priced on its own.
 */
import type { RoomId } from "./rooms.ts";

export type PresetId = "1-bhk" | "2-bhk" | "3-bhk";

export interface Preset {
  id: PresetId;
  name: string;
  /** Item id → quantity, per room. */
  rooms: Partial<Record<RoomId, Record<string, number>>>;
}

const livingSmall = { "sofa-3": 1, "centre-table": 1, "tv-43": 1, "tv-unit": 1, "dining-4": 1, "shoe-rack": 1 };
const kitchen = {
  "fridge-double": 1,
  "washing-machine": 1,
  microwave: 1,
  "water-purifier": 1,
  "gas-stove": 1,
  "carton-medium": 8,
  "carton-small": 6,
};
const masterBedroom = {
  "double-bed": 1,
  "mattress-double": 1,
  "wardrobe-3": 1,
  "bedside-table": 2,
  "ac-split": 1,
  "carton-large": 4,
};

export const presets: readonly Preset[] = [
  {
    id: "1-bhk",
    name: "1 BHK",
    rooms: {
      living: { "sofa-2": 1, "centre-table": 1, "tv-32": 1, "tv-unit": 1, chair: 2 },
      "bedroom-1": { "double-bed": 1, "mattress-double": 1, "almirah-2": 1, "carton-large": 4, suitcase: 2 },
      kitchen: { "fridge-single": 1, "washing-machine": 1, "gas-stove": 1, "carton-medium": 6, "carton-small": 3 },
    },
  },
  {
    id: "2-bhk",
    name: "2 BHK",
    rooms: {
      living: { ...livingSmall, "pooja-unit": 1 },
      "bedroom-1": { ...masterBedroom, "dressing-table": 1, suitcase: 2 },
      "bedroom-2": {
        "single-bed": 1,
        "mattress-single": 1,
        "almirah-2": 1,
        "study-table": 1,
        "air-cooler": 1,
        trunk: 1,
        "carton-large": 3,
      },
      kitchen,
      balcony: { "plant-small": 4, "drying-stand": 1, bicycle: 1 },
    },
  },
  {
    id: "3-bhk",
    name: "3 BHK",
    rooms: {
      living: {
        "sofa-3": 1,
        "sofa-chair": 2,
        "centre-table": 1,
        "tv-55": 1,
        "tv-unit": 1,
        "dining-6": 1,
        "ac-split": 1,
        "shoe-rack": 1,
        "pooja-unit": 1,
        showcase: 1,
      },
      "bedroom-1": { ...masterBedroom, "dressing-table": 1, "tv-32": 1, suitcase: 3, trunk: 1 },
      "bedroom-2": { "double-bed": 1, "mattress-double": 1, "almirah-2": 1, "ac-split": 1, "carton-large": 3 },
      "bedroom-3": {
        "single-bed": 1,
        "mattress-single": 1,
        "study-table": 1,
        chair: 1,
        bookshelf: 1,
        "carton-large": 2,
      },
      kitchen: { ...kitchen, "carton-medium": 10 },
      balcony: { "plant-small": 4, "plant-large": 2, bicycle: 1, "drying-stand": 1 },
    },
  },
];
