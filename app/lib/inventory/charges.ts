/**
 * The extra-charge rules, one function each, with the rates of app/content/charges.ts. Every line
 * they produce names the published charge it comes from, so nothing reaches a total that the
 * /charges page does not list.
 */
import {
  AC_SERVICE,
  type ChargeId,
  DISMANTLING,
  findCharge,
  GST,
  INSURANCE,
  LONG_CARRY,
  PREMIUM_PACKING,
  SHUTTLE,
  STAIRS,
  STORAGE,
  VOLUME_STEP_CU_FT,
  WAITING,
} from "~/content/charges";
import type { AcKind, DismantleKind } from "~/content/inventory/items";
import type { Price } from "~/content/prices/types";

import type { Access, InventoryState, SelfService } from "./state";
import { formatCuFt, type Totals } from "./totals";

const inr = new Intl.NumberFormat("en-IN");
const rs = (n: number) => `₹${inr.format(n)}`;

/** Steps of VOLUME_STEP_CU_FT, a part step counting as one; 0 for no goods. */
export const volumeSteps = (volume: number) => (volume > 0 ? Math.ceil(volume / VOLUME_STEP_CU_FT) : 0);

/** Floors climbed by stairs: every floor above the ground floor, unless there is a lift. */
const floorsByStairs = (a: Access) => (a.lift ? 0 : Math.max(0, a.floor));

export const stairsCharge = (a: Access, volume: number) =>
  floorsByStairs(a) * volumeSteps(volume) * STAIRS.perFloorPerStep;

/** Steps of 10 m beyond the free 20 m. */
export const carrySteps = (a: Access) =>
  Math.ceil(Math.max(0, a.carryMetres - LONG_CARRY.freeMetres) / LONG_CARRY.stepMetres);

export const longCarryCharge = (a: Access, volume: number) =>
  carrySteps(a) * volumeSteps(volume) * LONG_CARRY.perStepPerVolumeStep;

const shuttleTrips = (a: Access, volume: number) =>
  a.narrowLane && volume > 0 ? Math.ceil(volume / SHUTTLE.tripCuFt) : 0;

export const shuttleCharge = (a: Access, volume: number) => shuttleTrips(a, volume) * SHUTTLE.perTrip;

export const dismantlingCharge = (kind: DismantleKind, count: number, self: readonly SelfService[]) =>
  self.includes(kind) ? 0 : count * DISMANTLING[kind];

export const acCharge = (ac: Record<AcKind, number>, self: readonly SelfService[]) =>
  self.includes("ac") ? 0 : ac.split * AC_SERVICE.split + ac.window * AC_SERVICE.window;

export const premiumPackingCharge = (volume: number, level: InventoryState["packing"]) =>
  level === "premium" ? Math.round(volume * PREMIUM_PACKING.perCuFt) : 0;

export const storageCharge = (days: number, volume: number) =>
  Math.max(0, Math.trunc(days)) * volumeSteps(volume) * STORAGE.perDayPerStep;

/** Both ends of the premium range on the declared value; undefined without a value. */
export function insurancePremium(declaredValue: number): Price | undefined {
  if (!(declaredValue > 0)) return undefined;
  return {
    min: Math.round((declaredValue * INSURANCE.minPercent) / 100),
    max: Math.round((declaredValue * INSURANCE.maxPercent) / 100),
  };
}

/** GST on a taxable amount, rounded to the rupee. */
export function gstOn(taxable: Price): Price {
  const tax = (n: number) => Math.round((n * GST.percent) / 100);
  if (taxable === "As Actual") return { fixed: 0 };
  return "fixed" in taxable ? { fixed: tax(taxable.fixed) } : { min: tax(taxable.min), max: tax(taxable.max) };
}

export interface ChargeLine {
  id: ChargeId;
  label: string;
  /** How the figure was worked out. */
  detail: string;
  price: Price;
}

const ordinal = (n: number) => {
  if (n === 0) return "ground floor";
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s} floor`;
};
export const floorLabel = ordinal;

const END_NAMES = { pickup: "pickup", delivery: "delivery" } as const;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const DISMANTLE_LABELS: Record<DismantleKind, [string, string]> = {
  bed: ["bed", "beds"],
  wardrobe: ["wooden wardrobe", "wooden wardrobes"],
  table: ["table or desk", "tables or desks"],
  workstation: ["workstation", "workstations"],
};

/**
 * The quoted extra charges for an inventory (before GST), in the order of the charges page.
 * Charges that come to nothing are left out.
 */
export function extraChargeLines(state: InventoryState, totals: Totals): ChargeLine[] {
  const { volume } = totals;
  // "100 cu ft × 6": the rate's unit and how many of them the load is.
  const perStep = `${VOLUME_STEP_CU_FT} cu ft × ${volumeSteps(volume)}`;
  const lines: ChargeLine[] = [];
  const add = (id: ChargeId, label: string, detail: string, amount: number) => {
    if (amount > 0) lines.push({ id, label, detail, price: { fixed: amount } });
  };
  const ends = [
    ["pickup", state.pickup],
    ["delivery", state.delivery],
  ] as const;

  for (const [end, a] of ends) {
    const floors = floorsByStairs(a);
    add(
      "stairs",
      `${findCharge("stairs").name}, ${END_NAMES[end]} (${ordinal(a.floor)})`,
      `${plural(floors, "floor")} × ${rs(STAIRS.perFloorPerStep)} per ${perStep}`,
      stairsCharge(a, volume),
    );
  }
  for (const [end, a] of ends) {
    add(
      "long-carry",
      `${findCharge("long-carry").name}, ${END_NAMES[end]} (${a.carryMetres} m)`,
      `${plural(carrySteps(a), `step`)} of ${LONG_CARRY.stepMetres} m beyond the free ${LONG_CARRY.freeMetres} m × ${rs(LONG_CARRY.perStepPerVolumeStep)} per ${perStep}`,
      longCarryCharge(a, volume),
    );
  }
  for (const [end, a] of ends) {
    add(
      "shuttle",
      `${findCharge("shuttle").name}, ${END_NAMES[end]}`,
      `${plural(shuttleTrips(a, volume), "trip")} × ${rs(SHUTTLE.perTrip)} (${formatCuFt(SHUTTLE.tripCuFt)} a trip)`,
      shuttleCharge(a, volume),
    );
  }
  for (const kind of Object.keys(DISMANTLING) as DismantleKind[]) {
    const n = totals.dismantle[kind];
    const [one, many] = DISMANTLE_LABELS[kind];
    add(
      "dismantling",
      `Dismantle and refit: ${plural(n, one, many)}`,
      `${n} × ${rs(DISMANTLING[kind])}`,
      dismantlingCharge(kind, n, state.selfService),
    );
  }
  const { split, window } = totals.ac;
  add(
    "ac-service",
    `${findCharge("ac-service").name}: ${plural(split + window, "unit")}`,
    [
      split ? `${split} split × ${rs(AC_SERVICE.split)}` : "",
      window ? `${window} window × ${rs(AC_SERVICE.window)}` : "",
    ]
      .filter(Boolean)
      .join(" + "),
    acCharge(totals.ac, state.selfService),
  );
  add(
    "premium-packing",
    findCharge("premium-packing").name,
    `${formatCuFt(volume)} × ${rs(PREMIUM_PACKING.perCuFt)}`,
    premiumPackingCharge(volume, state.packing),
  );
  add(
    "storage",
    `${findCharge("storage").name}: ${plural(state.storageDays, "day")}`,
    `${plural(state.storageDays, "day")} × ${rs(STORAGE.perDayPerStep)} per ${perStep}`,
    storageCharge(state.storageDays, volume),
  );
  return lines;
}

/** The insurance line, when a value is declared (not taxed by us: the insurer bills its own GST). */
export function insuranceLine(declaredValue: number): ChargeLine | undefined {
  const price = insurancePremium(declaredValue);
  if (!price) return undefined;
  return {
    id: "insurance",
    label: `${findCharge("insurance").name} on ${rs(declaredValue)}`,
    detail: `${INSURANCE.minPercent}–${INSURANCE.maxPercent}% of the declared value`,
    price,
  };
}

/** Charges passed on at cost, listed but never added to a total. */
export function atActualLines(move: InventoryState["move"]): ChargeLine[] {
  const ids: ChargeId[] = move === "between" ? ["tolls", "society-fees"] : ["society-fees"];
  return ids.map((id) => ({ id, label: findCharge(id).name, detail: "At actual, with receipts", price: "As Actual" }));
}

/** Charges that can only arise on the day, shown so they are no surprise. */
export const onTheDayNote = () =>
  `${findCharge("waiting").name}: the first ${WAITING.freeHours} hours at each end are free, then ${rs(WAITING.perHour)} an hour, only if the wait is on your side.`;
