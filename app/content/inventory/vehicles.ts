/**
 * The vehicles an inventory quote chooses from, smallest first, with the usable volume of each.
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
  priceColumn: "1-bhk" | "2-bhk" | "3-bhk" | "4-bhk-villa";
}

/** Share of the box a safe household load fills. */
export const LOAD_FACTOR = 0.85;

/** Loads smaller than this travel as a part load in a shared truck. */
export const PART_LOAD_BELOW_CU_FT = 100;

/** The shared truck of a part load, priced at the tables' smallest column. */
export const partLoad = { id: "part-load", name: "Part load (shared truck)", priceColumn: "1-bhk" } as const;

const v = (
  id: string,
  name: string,
  [lengthFt, widthFt, heightFt]: [number, number, number],
  usableCuFt: number,
  priceColumn: Vehicle["priceColumn"],
): Vehicle => ({ id, name, box: { lengthFt, widthFt, heightFt }, usableCuFt, priceColumn });

export const vehicles: readonly Vehicle[] = [
  v("tata-ace", "Tata Ace mini truck", [7, 4.8, 5], 140, "1-bhk"),
  v("14-ft", "14 ft truck", [14, 6, 6], 420, "1-bhk"),
  v("17-ft", "17 ft truck", [17, 6.5, 6.5], 610, "2-bhk"),
  v("20-ft", "19–20 ft container", [20, 7, 7], 830, "3-bhk"),
  v("22-ft", "22 ft truck", [22, 7.5, 7], 980, "4-bhk-villa"),
  v("32-ft", "32 ft container", [32, 8, 8], 1740, "4-bhk-villa"),
];

/** The shuttle of a narrow lane: the smallest vehicle, going back and forth to the big one. */
export const shuttleVehicle = vehicles[0]!;
