/** Counts, volume and the vehicle an inventory needs. */
import { indianNumber } from "~/config/numbers";
import { type AcKind, type DismantleKind, findItem } from "~/content/inventory/items";
import { PART_LOAD_BELOW_CU_FT, partLoad, type Vehicle, vehicles } from "~/content/inventory/vehicles";

import { entries, type InventoryState } from "./state";

export interface Totals {
  /** Pieces that are not cartons. */
  items: number;
  cartons: number;
  /** Packed volume in cu ft. */
  volume: number;
  dismantle: Record<DismantleKind, number>;
  ac: Record<AcKind, number>;
}

export function totalsOf(items: InventoryState["items"]): Totals {
  const t: Totals = {
    items: 0,
    cartons: 0,
    volume: 0,
    dismantle: { bed: 0, wardrobe: 0, table: 0, workstation: 0 },
    ac: { split: 0, window: 0 },
  };
  for (const { item, qty } of entries(items)) {
    const it = findItem(item);
    if (!it || it.notCarried) continue;
    if (it.carton) t.cartons += qty;
    else t.items += qty;
    // Volumes are multiples of 0.5, so these sums are exact.
    t.volume += it.cuFt * qty;
    if (it.dismantle) t.dismantle[it.dismantle] += qty;
    if (it.ac) t.ac[it.ac] += qty;
  }
  return t;
}

export type VehicleChoice =
  | { kind: "none" }
  | { kind: "part-load"; name: string; priceColumn: Vehicle["priceColumn"] }
  | { kind: "vehicle"; vehicle: Vehicle; name: string; priceColumn: Vehicle["priceColumn"] }
  /** More than the largest vehicle holds: the survey plans the move. */
  | { kind: "too-large" };

/** Part load below the threshold, else the smallest vehicle whose usable volume holds the goods. */
export function chooseVehicle(volume: number): VehicleChoice {
  if (!(volume > 0)) return { kind: "none" };
  if (volume < PART_LOAD_BELOW_CU_FT)
    return { kind: "part-load", name: partLoad.name, priceColumn: partLoad.priceColumn };
  const vehicle = vehicles.find((v) => v.usableCuFt >= volume);
  return vehicle
    ? { kind: "vehicle", vehicle, name: vehicle.name, priceColumn: vehicle.priceColumn }
    : { kind: "too-large" };
}

/** "612.5 cu ft" */
export const formatCuFt = (n: number) => `${indianNumber(n, 1)} cu ft`;
