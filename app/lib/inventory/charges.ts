/**
 * The extra-charge rules, one function each, with the rates of app/content/charges.ts. Every line
 * they produce names the published charge it comes from, so nothing reaches a total that the
 * /charges page does not list.
 */
import { indianNumber } from "~/config/numbers";
import {
  AC_SERVICE,
  type ChargeId,
  DISMANTLING,
  INSURANCE,
  LONG_CARRY,
  PREMIUM_PACKING,
  SHUTTLE,
  STAIRS,
  STORAGE,
  VOLUME_STEP_CU_FT,
  WAITING,
} from "~/content/charges";
import { GST } from "~/content/gst";
import type { AcKind, DismantleKind } from "~/content/inventory/items";
import type { Price } from "~/content/prices/types";

import { englishQuotePhrases, type QuotePhrases } from "./phrases";
import type { Access, InventoryState, SelfService } from "./state";
import { formatCuFt, type Totals } from "./totals";

const rs = (n: number) => `₹${indianNumber(n)}`;

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

/** "ground floor", "3rd floor", as the office reads it. */
export const floorLabel = englishQuotePhrases.floor;

/**
 * The quoted extra charges for an inventory (before GST), in the order of the charges page, in the language of
 * `say`. Charges that come to nothing are left out.
 */
export function extraChargeLines(
  state: InventoryState,
  totals: Totals,
  say: QuotePhrases = englishQuotePhrases,
): ChargeLine[] {
  const { volume } = totals;
  // The rates' unit of volume ("100 cu ft") and how many of them the load is.
  const perStep = [`${VOLUME_STEP_CU_FT} cu ft`, volumeSteps(volume)] as const;
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
      say.chargeAt(say.charge("stairs"), end, say.floor(a.floor)),
      say.stairsWork(floors, rs(STAIRS.perFloorPerStep), ...perStep),
      stairsCharge(a, volume),
    );
  }
  for (const [end, a] of ends) {
    add(
      "long-carry",
      say.chargeAt(say.charge("long-carry"), end, say.metres(a.carryMetres)),
      say.carryWork(
        carrySteps(a),
        LONG_CARRY.stepMetres,
        LONG_CARRY.freeMetres,
        rs(LONG_CARRY.perStepPerVolumeStep),
        ...perStep,
      ),
      longCarryCharge(a, volume),
    );
  }
  for (const [end, a] of ends) {
    add(
      "shuttle",
      say.chargeAt(say.charge("shuttle"), end),
      say.shuttleWork(shuttleTrips(a, volume), rs(SHUTTLE.perTrip), formatCuFt(SHUTTLE.tripCuFt)),
      shuttleCharge(a, volume),
    );
  }
  for (const kind of Object.keys(DISMANTLING) as DismantleKind[]) {
    const n = totals.dismantle[kind];
    add(
      "dismantling",
      say.dismantle(n, kind),
      `${n} × ${rs(DISMANTLING[kind])}`,
      dismantlingCharge(kind, n, state.selfService),
    );
  }
  const { split, window } = totals.ac;
  add(
    "ac-service",
    say.acUnits(say.charge("ac-service"), split + window),
    [
      split ? say.acWork(split, "split", rs(AC_SERVICE.split)) : "",
      window ? say.acWork(window, "window", rs(AC_SERVICE.window)) : "",
    ]
      .filter(Boolean)
      .join(" + "),
    acCharge(totals.ac, state.selfService),
  );
  add(
    "premium-packing",
    say.charge("premium-packing"),
    `${formatCuFt(volume)} × ${rs(PREMIUM_PACKING.perCuFt)}`,
    premiumPackingCharge(volume, state.packing),
  );
  add(
    "storage",
    say.storageDays(say.charge("storage"), state.storageDays),
    say.storageWork(state.storageDays, rs(STORAGE.perDayPerStep), ...perStep),
    storageCharge(state.storageDays, volume),
  );
  return lines;
}

/** The insurance line, when a value is declared (not taxed by us: the insurer bills its own GST). */
export function insuranceLine(declaredValue: number, say: QuotePhrases = englishQuotePhrases): ChargeLine | undefined {
  const price = insurancePremium(declaredValue);
  if (!price) return undefined;
  return {
    id: "insurance",
    label: say.insuranceOn(say.charge("insurance"), rs(declaredValue)),
    detail: say.ofDeclaredValue(`${INSURANCE.minPercent}–${INSURANCE.maxPercent}%`),
    price,
  };
}

/** Charges passed on at cost, listed but never added to a total. */
export function atActualLines(move: InventoryState["move"], say: QuotePhrases = englishQuotePhrases): ChargeLine[] {
  const ids: ChargeId[] = move === "between" ? ["tolls", "society-fees"] : ["society-fees"];
  return ids.map((id) => ({ id, label: say.charge(id), detail: say.atActual, price: "As Actual" }));
}

/** Charges that can only arise on the day, shown so they are no surprise. */
export const onTheDayNote = (say: QuotePhrases = englishQuotePhrases) =>
  say.waiting(say.charge("waiting"), WAITING.freeHours, rs(WAITING.perHour));
