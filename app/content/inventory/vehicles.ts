import type { PRICE_COLUMNS } from "../schemas/inventory.ts";
import { englishCatalogue } from "./items.ts";

/**
 * The vehicles an inventory quote chooses from (content/en/inventory.json), smallest first, with the usable volume of each.
 *
 * Where the figures come from: the inside of the cargo box of each common Indian body size
 * (length × width × height in feet), times 0.85 for the gaps a safe load leaves around furniture,
 * rounded down to 10 cu ft. The quote picks the smallest vehicle whose usable volume holds the
 * declared goods; below PART_LOAD_BELOW_CU_FT the goods share a truck with another move.
 */
export interface Vehicle {
  id: string;
  name: string;
  /** Inside of the cargo box, in feet. */
  box: { lengthFt: number; widthFt: number; heightFt: number };
  /** What a safe load fills, in cu ft. */
  usableCuFt: number;
  /** The id of the home-size column of the published price tables this load is priced at. */
  priceColumn: (typeof PRICE_COLUMNS)[number];
}

/** Share of the box a safe household load fills. */
export const LOAD_FACTOR = 0.85;

/** Loads smaller than this travel as a part load in a shared truck. */
export const PART_LOAD_BELOW_CU_FT = 100;

/** The shared truck of a part load, priced at the tables' smallest column. */
export const partLoad = { id: "part-load", name: englishCatalogue.partLoad.name, priceColumn: "1-bhk" } as const;

export const vehicles: readonly Vehicle[] = englishCatalogue.vehicles.map(
  ({ id, name, lengthFt, widthFt, heightFt, usableCuFt, priceColumn }) => ({
    id,
    name,
    box: { lengthFt, widthFt, heightFt },
    usableCuFt,
    priceColumn,
  }),
);

/** The shuttle of a narrow lane: the smallest vehicle, going back and forth to the big one. */
export const shuttleVehicle = vehicles[0]!;
