import { words } from "../translation.ts";
import type { Price, PriceTableData } from "./types";

const r = (min: number, max: number): Price => ({ min, max });
const f = (fixed: number): Price => ({ fixed });

/** SPEC §9, local shifting by home size. */
export const localShifting: PriceTableData = words("localShiftingTable", {
  caption: "Local shifting charges (approximate, in ₹)",
  covers:
    "a move within one city: packing, loading, transport, unloading and unpacking by our crew; handyman work at cost",
  rowHeader: "Item",
  columns: ["1 BHK", "2 BHK", "3 BHK", "Office"],
  rows: [
    { label: "Transport", cells: [r(800, 1500), r(1800, 2800), r(3000, 3400), r(6000, 8500)] },
    { label: "Packing", cells: [r(2200, 3400), r(3300, 4500), r(4600, 5900), r(3000, 4600)] },
    { label: "Unpacking", cells: [r(700, 900), r(1000, 1400), r(1800, 2000), r(2600, 3600)] },
    { label: "Labour", cells: [r(900, 1600), r(2000, 3000), r(3300, 5500), r(3400, 5800)] },
    { label: "Handyman", cells: ["As Actual", "As Actual", "As Actual", "As Actual"] },
    { label: "Total", cells: [r(4600, 7400), r(8100, 11700), r(12700, 16800), r(15000, 22500)] },
  ],
});

/** SPEC §9, national shifting from Kolkata. */
export const nationalShifting: PriceTableData = words("nationalShiftingTable", {
  caption: "National shifting charges from Kolkata (approximate, in ₹)",
  covers:
    "a shared truck with other moves on the same route, standard packing, door to door; cars on a shared car carrier",
  rowHeader: "To",
  columns: ["1 BHK", "2 BHK", "3 BHK", "Office", "Car"],
  rows: [
    { label: "Delhi", cells: [f(15500), f(24000), f(34000), r(8000, 10000), r(7500, 12500)] },
    { label: "Mumbai/Pune", cells: [f(18000), f(28000), f(36000), r(9000, 10500), r(9500, 18500)] },
    { label: "Bangalore", cells: [f(19500), f(28500), f(35500), r(9500, 11500), r(10500, 22000)] },
    { label: "Ranchi", cells: [f(11000), f(14000), f(19500), r(6000, 9000), r(6000, 9000)] },
    { label: "Chennai", cells: [f(19500), f(28000), f(35000), r(9000, 11500), r(10000, 21000)] },
    { label: "Ahmedabad", cells: [f(16000), f(27000), f(38000), r(12000, 16000), r(11000, 26000)] },
  ],
});
