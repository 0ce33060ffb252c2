/**
 * Every extra charge a move can carry, with its rule: the single source for the /charges page, the
 * lines of the inventory quote (app/lib/inventory/charges.ts computes them from these rates) and the
 * terms' wording about charges (app/content/legal.ts). Change a rate here and all three follow.
 *
 * Content module: relative imports with their extension, never ~/config/site.
 */
import { type ChargeId, chargeNames } from "./charge-names.ts";
import { GST } from "./gst.ts";
import { shuttleVehicle } from "./inventory/vehicles.ts";
import { formatPrice } from "./prices/types.ts";
import { words } from "./translation.ts";

const rs = (n: number) => `₹${formatPrice({ fixed: n })}`;

/** Per-volume charges count goods in steps of this many cubic feet (a part step counts as one). */
export const VOLUME_STEP_CU_FT = 100;

export const STAIRS = { perFloorPerStep: 150 } as const;
export const LONG_CARRY = { freeMetres: 20, stepMetres: 10, perStepPerVolumeStep: 100 } as const;
export const SHUTTLE = { perTrip: 1200, tripCuFt: shuttleVehicle.usableCuFt, vehicle: shuttleVehicle.name } as const;
export const DISMANTLING = { bed: 400, wardrobe: 500, table: 300, workstation: 350 } as const;
export const AC_SERVICE = { split: 1500, window: 700 } as const;
export const PREMIUM_PACKING = { perCuFt: 8 } as const;
export const WAITING = { freeHours: 2, perHour: 400 } as const;
export const STORAGE = { perDayPerStep: 30, maxDays: 365 } as const;
/** SPEC §9: the insurance premium is usually 1–3% of the declared value. */
export const INSURANCE = { minPercent: 1, maxPercent: 3 } as const;

export type { ChargeId };

/**
 * How a charge reaches a bill: `quoted` ones follow from what the visitor declares and are in the
 * quote's total; `on-the-day` ones can only happen on moving day; `at-actual` ones are passed on at
 * cost with receipts and are listed in the quote but left out of its total.
 */
export type ChargeWhen = "quoted" | "on-the-day" | "at-actual";

export interface ExtraCharge {
  id: ChargeId;
  name: string;
  when: ChargeWhen;
  /** The rule, with its figures, as the page prints it. */
  rule: string;
}

export const insuranceRangeText = `${INSURANCE.minPercent}–${INSURANCE.maxPercent}%`;

const dismantlingNames: Record<keyof typeof DISMANTLING, string> = {
  bed: "bed",
  wardrobe: "wooden wardrobe",
  table: "dining table, desk or conference table",
  workstation: "office workstation (per seat)",
};

/** The charges without their names, which app/content/charge-names.ts gives by id. */
const charges: readonly Omit<ExtraCharge, "name">[] = [
  {
    id: "stairs",
    when: "quoted",
    rule: `${rs(STAIRS.perFloorPerStep)} for every floor above the ground floor, for each ${VOLUME_STEP_CU_FT} cu ft of goods or part of it, at each end where there is no working lift. Ground floor, or a lift: no charge.`,
  },
  {
    id: "long-carry",
    when: "quoted",
    rule: `The first ${LONG_CARRY.freeMetres} m between your door and where the truck can stand are free. Beyond that, ${rs(LONG_CARRY.perStepPerVolumeStep)} for every further ${LONG_CARRY.stepMetres} m or part of it, for each ${VOLUME_STEP_CU_FT} cu ft of goods or part of it, at each end.`,
  },
  {
    id: "shuttle",
    when: "quoted",
    rule: `Where the lane is too narrow for the truck, a ${SHUTTLE.vehicle} ferries the goods between your door and the truck: ${rs(SHUTTLE.perTrip)} a trip, one trip for each ${SHUTTLE.tripCuFt} cu ft of goods or part of it, at each end that needs it.`,
  },
  {
    id: "dismantling",
    when: "quoted",
    rule: `Taking apart at pickup and fitting again at delivery, per piece: ${(Object.keys(DISMANTLING) as (keyof typeof DISMANTLING)[]).map((k) => `${dismantlingNames[k]} ${rs(DISMANTLING[k])}`).join("; ")}. Steel almirahs and other pieces that travel whole: no charge. If you take a piece apart yourself, tell us and it is not charged.`,
  },
  {
    id: "ac-service",
    when: "quoted",
    rule: `Uninstalling at pickup and installing at delivery, per unit: split AC ${rs(AC_SERVICE.split)}, window AC ${rs(AC_SERVICE.window)}. Not included: a gas top-up, extra copper pipe or a new stand. If one is needed, the technician shows you why and his printed rate, and you decide.`,
  },
  {
    id: "premium-packing",
    when: "quoted",
    rule: `Standard packing (cartons, bubble wrap on fragile pieces, stretch film on furniture) is in the table price. Premium packing adds foam corners and corrugated sheets on every piece and wooden crates for glass tops and large TVs: ${rs(PREMIUM_PACKING.perCuFt)} per cu ft of goods.`,
  },
  {
    id: "waiting",
    when: "on-the-day",
    rule: `The first ${WAITING.freeHours} hours at each end are free. If the crew and truck wait longer for a reason on your side (keys, a lift booking, society permission), ${rs(WAITING.perHour)} for every further hour or part of it. It can only arise on the day, so it is never in a quote.`,
  },
  {
    id: "storage",
    when: "quoted",
    rule: `${rs(STORAGE.perDayPerStep)} a day for each ${VOLUME_STEP_CU_FT} cu ft of goods or part of it, in our warehouse, from the day the goods come in to the day they leave.`,
  },
  {
    id: "insurance",
    when: "quoted",
    rule: `Optional, arranged with an insurer on the value you declare: ${insuranceRangeText} of the declared value, depending on the route and the kind of goods. A quote shows both ends of that range; the insurer's own GST is in its premium.`,
  },
  {
    id: "tolls",
    when: "at-actual",
    rule: "Road tolls, state entry taxes and permits on the route are passed on at what they cost, with the receipts and no mark-up. A quote lists them but leaves them out of its total.",
  },
  {
    id: "society-fees",
    when: "at-actual",
    rule: "Move-in or move-out fees that a housing society charges, and parking fees, are passed on at what they cost, with the receipt and no mark-up. A quote lists them but leaves them out of its total.",
  },
  {
    id: "gst",
    when: "quoted",
    rule: `${GST.percent}% on our services: the table price and every charge above, except insurance (billed by the insurer) and the charges passed on at actual. Our published price tables and the quick estimate are before GST.`,
  },
];

export const extraCharges: readonly ExtraCharge[] = words(
  "extraCharges",
  charges.map(({ id, when, rule }) => ({
    id,
    name: chargeNames[id],
    when,
    rule,
  })),
);

/** Things we never add, printed under the list. */
export const neverCharged: readonly string[] = words("neverCharged", [
  "The survey and the written quote.",
  "A fuel, festival or peak-season surcharge.",
  "Cartons, tape and wrapping for standard packing.",
  "Any charge that is not on this page.",
]);

/** The page's address, for the terms. */
/** The page of extra charges, which the terms name by its address. */
export const CHARGES_PATH = "/charges";

/** The terms' wording about extra charges (Terms §4), built from the list above. */
export function termsChargesClause(siteUrl: string): string {
  // "Stairs without a lift" reads "stairs without a lift" mid-sentence; "GST" and "AC …" keep their capitals.
  const names = extraCharges.map((c) =>
    /^[A-Z][a-z]/.test(c.name) ? c.name[0]!.toLowerCase() + c.name.slice(1) : c.name,
  );
  const list = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `Extra charges are limited to those published at ${siteUrl}${CHARGES_PATH}, each by the rule and rate written there: ${list}. We add no charge that is not on that page, and we tell you any extra charge before the work it pays for.`;
}
