/**
 * The extra-charge rules, one function each, with the rates of the charges file (content/en/charges.json), which
 * the page gives in its data. Every line they produce names the published charge it comes from, so nothing reaches
 * a total that the /charges page does not list.
 */
import { indianNumber } from "~/config/numbers";
import type { ChargeId, ChargeRates, QuoteCharges } from "~/content/charges";
import { GST } from "~/content/gst";
import type { AcKind, DismantleKind } from "~/content/inventory/items";
import type { Price } from "~/content/prices/types";

import type { QuoteOwnPhrases } from "./phrases";
import type { Access, InventoryState, SelfService } from "./state";
import { formatCuFt, type Totals } from "./totals";

const rs = (n: number) => `₹${indianNumber(n)}`;

/** Steps of `step` cu ft, a part step counting as one; 0 for no goods. */
export const volumeSteps = (volume: number, step: number) => (volume > 0 ? Math.ceil(volume / step) : 0);

/** Floors climbed by stairs: every floor above the ground floor, unless there is a lift. */
const floorsByStairs = (a: Access) => (a.lift ? 0 : Math.max(0, a.floor));

export const stairsCharge = (a: Access, volume: number, rate: ChargeRates["stairs"]) =>
  floorsByStairs(a) * volumeSteps(volume, rate["volume-step"]) * rate["per-floor"];

/** Steps of 10 m beyond the free 20 m. */
export const carrySteps = (a: Access, rate: ChargeRates["long-carry"]) =>
  Math.ceil(Math.max(0, a.carryMetres - rate["free-metres"]) / rate["step-metres"]);

export const longCarryCharge = (a: Access, volume: number, rate: ChargeRates["long-carry"]) =>
  carrySteps(a, rate) * volumeSteps(volume, rate["volume-step"]) * rate["per-step"];

const shuttleTrips = (a: Access, volume: number, rate: ChargeRates["shuttle"]) =>
  a.narrowLane && volume > 0 ? Math.ceil(volume / rate["trip-volume"]) : 0;

export const shuttleCharge = (a: Access, volume: number, rate: ChargeRates["shuttle"]) =>
  shuttleTrips(a, volume, rate) * rate["per-trip"];

export const dismantlingCharge = (
  kind: DismantleKind,
  count: number,
  self: readonly SelfService[],
  rate: ChargeRates["dismantling"],
) => (self.includes(kind) ? 0 : count * rate[kind]);

export const acCharge = (ac: Record<AcKind, number>, self: readonly SelfService[], rate: ChargeRates["ac-service"]) =>
  self.includes("ac") ? 0 : ac.split * rate.split + ac.window * rate.window;

export const premiumPackingCharge = (
  volume: number,
  level: InventoryState["packing"],
  rate: ChargeRates["premium-packing"],
) => (level === "premium" ? Math.round(volume * rate["per-cu-ft"]) : 0);

export const storageCharge = (days: number, volume: number, rate: ChargeRates["storage"]) =>
  Math.max(0, Math.trunc(days)) * volumeSteps(volume, rate["volume-step"]) * rate["per-day"];

/** Both ends of the premium range on the declared value; undefined without a value. */
export function insurancePremium(declaredValue: number, rate: ChargeRates["insurance"]): Price | undefined {
  if (!(declaredValue > 0)) return undefined;
  return { min: Math.round((declaredValue * rate.min) / 100), max: Math.round((declaredValue * rate.max) / 100) };
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

/** The pieces the crew takes apart, in the order the quote lists them. */
const DISMANTLED: readonly DismantleKind[] = ["bed", "wardrobe", "table", "workstation"];

/**
 * The quoted extra charges for an inventory (before GST), in the order of the charges page, at the rates and with
 * the names of `charges`, in the language of `say`. Charges that come to nothing are left out.
 */
export function extraChargeLines(
  state: InventoryState,
  totals: Totals,
  { rates, names }: QuoteCharges,
  say: QuoteOwnPhrases,
): ChargeLine[] {
  const { volume } = totals;
  // A rate's unit of volume ("100 cu ft") and how many of them the load is.
  const perStep = (step: number) => [`${step} cu ft`, volumeSteps(volume, step)] as const;
  const lines: ChargeLine[] = [];
  const add = (id: ChargeId, label: string, detail: string, amount: number) => {
    if (amount > 0) lines.push({ id, label, detail, price: { fixed: amount } });
  };
  const ends = [
    ["pickup", state.pickup],
    ["delivery", state.delivery],
  ] as const;

  const { stairs, shuttle, storage } = rates;
  const carry = rates["long-carry"];
  for (const [end, a] of ends) {
    const floors = floorsByStairs(a);
    add(
      "stairs",
      say.chargeAt(names.stairs, end, say.floor(a.floor)),
      say.stairsWork(floors, rs(stairs["per-floor"]), ...perStep(stairs["volume-step"])),
      stairsCharge(a, volume, stairs),
    );
  }
  for (const [end, a] of ends) {
    add(
      "long-carry",
      say.chargeAt(names["long-carry"], end, say.metres(a.carryMetres)),
      say.carryWork(
        carrySteps(a, carry),
        carry["step-metres"],
        carry["free-metres"],
        rs(carry["per-step"]),
        ...perStep(carry["volume-step"]),
      ),
      longCarryCharge(a, volume, carry),
    );
  }
  for (const [end, a] of ends) {
    add(
      "shuttle",
      say.chargeAt(names.shuttle, end),
      say.shuttleWork(shuttleTrips(a, volume, shuttle), rs(shuttle["per-trip"]), formatCuFt(shuttle["trip-volume"])),
      shuttleCharge(a, volume, shuttle),
    );
  }
  for (const kind of DISMANTLED) {
    const n = totals.dismantle[kind];
    add(
      "dismantling",
      say.dismantle(n, kind),
      `${n} × ${rs(rates.dismantling[kind])}`,
      dismantlingCharge(kind, n, state.selfService, rates.dismantling),
    );
  }
  const { split, window } = totals.ac;
  const ac = rates["ac-service"];
  add(
    "ac-service",
    say.acUnits(names["ac-service"], split + window),
    [split ? say.acWork(split, "split", rs(ac.split)) : "", window ? say.acWork(window, "window", rs(ac.window)) : ""]
      .filter(Boolean)
      .join(" + "),
    acCharge(totals.ac, state.selfService, ac),
  );
  const packing = rates["premium-packing"];
  add(
    "premium-packing",
    names["premium-packing"],
    `${formatCuFt(volume)} × ${rs(packing["per-cu-ft"])}`,
    premiumPackingCharge(volume, state.packing, packing),
  );
  add(
    "storage",
    say.storageDays(names.storage, state.storageDays),
    say.storageWork(state.storageDays, rs(storage["per-day"]), ...perStep(storage["volume-step"])),
    storageCharge(state.storageDays, volume, storage),
  );
  return lines;
}

/** The insurance line, when a value is declared (not taxed by us: the insurer bills its own GST). */
export function insuranceLine(
  declaredValue: number,
  { rates, names }: QuoteCharges,
  say: QuoteOwnPhrases,
): ChargeLine | undefined {
  const price = insurancePremium(declaredValue, rates.insurance);
  if (!price) return undefined;
  return {
    id: "insurance",
    label: say.insuranceOn(names.insurance, rs(declaredValue)),
    detail: say.ofDeclaredValue(`${rates.insurance.min}–${rates.insurance.max}%`),
    price,
  };
}

/** Charges passed on at cost, listed but never added to a total. */
export function atActualLines(
  move: InventoryState["move"],
  { names }: QuoteCharges,
  say: QuoteOwnPhrases,
): ChargeLine[] {
  const ids: ChargeId[] = move === "between" ? ["tolls", "society-fees"] : ["society-fees"];
  return ids.map((id) => ({ id, label: names[id], detail: say.atActual, price: "As Actual" }));
}

/** Charges that can only arise on the day, shown so they are no surprise. */
export const onTheDayNote = ({ rates, names }: QuoteCharges, say: QuoteOwnPhrases) =>
  say.waiting(names.waiting, rates.waiting["free-hours"], rs(rates.waiting["per-hour"]));
