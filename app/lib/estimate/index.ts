/**
 * The instant move-cost estimator, as pure functions: an input (what moves, from where to where)
 * gives an estimate read from the published price tables, and the input round-trips through the
 * page's URL query so a result can be bookmarked and shared.
 *
 * Every figure comes from the content modules the price tables render (app/content/prices/*);
 * nothing here holds a price of its own.
 */
import { findCity } from "~/content/cities";
import { findPlace, roadKm } from "~/content/distances";
import {
  type BandPriceTable,
  bikeClasses,
  bikePrices,
  bikeTable,
  carClasses,
  carPrices,
  carTable,
  defencePrices,
  defenceTable,
  type DistanceBand,
  findBandIndex,
  fineArtsPrices,
  fineArtsTable,
  homeClasses,
  homeShiftingPrices,
  homeShiftingTable,
  warehousingPrices,
  warehousingTable,
} from "~/content/prices/bands";
import { localShifting, nationalShifting } from "~/content/prices/local-national";
import { formatPrice, type Price, type PriceTableData } from "~/content/prices/types";
import { isIsoDate } from "~/lib/estimate/prefill";

/* ------------------------------------------------------------------ input */

export const moveKinds = ["local", "between", "defence", "fine-arts", "warehousing"] as const;
export type MoveKind = (typeof moveKinds)[number];

export const moveKindLabels: Record<MoveKind, string> = {
  local: "Within a city",
  between: "Between cities",
  defence: "Defence relocation",
  "fine-arts": "Fine arts",
  warehousing: "Warehousing",
};

/** Sizes offered for a move within a city: the local table's columns. */
export const localSizes: readonly string[] = localShifting.columns;
/** Sizes offered for the distance tables: their home-size columns. */
export const distanceSizes: readonly string[] = homeClasses;
/** Size value for "vehicles only" where a car or bike can be moved on its own. */
export const NO_HOME = "None";

/** Kinds that can carry a car and a bike along with the household. */
export const vehicleKinds: readonly MoveKind[] = ["between", "defence"];

export interface EstimateInput {
  kind?: MoveKind;
  /** A column label: localSizes for "local", distanceSizes (or NO_HOME where vehicles are allowed) otherwise. */
  size?: string;
  /** "local" only, optional: place slug. */
  city?: string;
  /** Distance kinds: place slugs (see app/content/distances.ts). */
  from?: string;
  to?: string;
  /** Optional, vehicle kinds only: a carClasses / bikeClasses label. */
  car?: string;
  bike?: string;
  /** Optional moving date, YYYY-MM-DD. */
  date?: string;
}

export const EMPTY_INPUT: EstimateInput = {};

/** Sizes a kind accepts. */
export function sizesFor(kind: MoveKind): readonly string[] {
  if (kind === "local") return localSizes;
  return vehicleKinds.includes(kind) ? [...distanceSizes, NO_HOME] : distanceSizes;
}

/* ------------------------------------------------------------ URL query */

/** "4+ BHK/Villa" → "4-bhk-villa", "100–150cc" → "100-150cc". */
export const toSlug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const fromSlug = (labels: readonly string[], slug: string) => labels.find((l) => toSlug(l) === slug);

/** The query keys the estimator reads and writes; any other key (utm_source …) is ignored. */
export const QUERY_KEYS = ["move", "size", "city", "from", "to", "car", "bike", "date"] as const;

/** The fields a kind uses. */
function fieldsOf(kind: MoveKind) {
  if (kind === "local") return { city: true, route: false, vehicles: false };
  return { city: false, route: true, vehicles: vehicleKinds.includes(kind) };
}

/**
 * The form state from a URL query. A damaged link — an unknown kind, city or class, a malformed
 * date, a value with no kind — gives the empty form rather than a guess; it never throws.
 * Values for fields the chosen kind does not use are ignored.
 */
export function parseQuery(query: string | URLSearchParams): EstimateInput {
  const q = typeof query === "string" ? new URLSearchParams(query) : query;
  const get = (key: string) => {
    const all = q.getAll(key);
    if (all.length > 1) return null; // ambiguous
    return all[0];
  };
  if (!QUERY_KEYS.some((k) => q.has(k))) return EMPTY_INPUT;

  const move = get("move");
  const kind = moveKinds.find((k) => k === move);
  if (!kind) return EMPTY_INPUT;
  const uses = fieldsOf(kind);
  const input: EstimateInput = { kind };

  // Each present value must be valid; a bad one empties the whole form.
  const read = (key: string, parse: (v: string) => string | undefined, used: boolean): boolean => {
    const raw = get(key);
    if (raw === undefined) return true;
    if (raw === null) return false;
    const value = parse(raw);
    if (value === undefined) return false;
    if (used) (input as Record<string, string>)[key] = value;
    return true;
  };
  const place = (v: string) => findPlace(v)?.slug;
  const ok =
    read("size", (v) => fromSlug(sizesFor(kind), v), true) &&
    read("city", place, uses.city) &&
    read("from", place, uses.route) &&
    read("to", place, uses.route) &&
    read("car", (v) => fromSlug(carClasses, v), uses.vehicles) &&
    read("bike", (v) => fromSlug(bikeClasses, v), uses.vehicles) &&
    read("date", (v) => (isIsoDate(v) ? v : undefined), true);
  return ok ? input : EMPTY_INPUT;
}

/** The URL query for a form state: only the fields its kind uses, in a fixed order. "" for an empty form. */
export function toQuery(input: EstimateInput): string {
  const { kind } = input;
  if (!kind) return "";
  const uses = fieldsOf(kind);
  const q = new URLSearchParams({ move: kind });
  if (input.size) q.set("size", toSlug(input.size));
  if (uses.city && input.city) q.set("city", input.city);
  if (uses.route && input.from) q.set("from", input.from);
  if (uses.route && input.to) q.set("to", input.to);
  if (uses.vehicles && input.car) q.set("car", toSlug(input.car));
  if (uses.vehicles && input.bike) q.set("bike", toSlug(input.bike));
  if (input.date) q.set("date", input.date);
  return q.toString();
}

/* -------------------------------------------------------------- estimate */

export interface EstimateLine {
  /** What the figure is for: "Transport", "2 BHK household goods", "Sedan car" … */
  label: string;
  price: Price;
  /** The published table it came from. */
  table: string;
  /** The row and column of that table, e.g. "Delhi row, 2 BHK column". */
  cell: string;
}

export interface EstimateDistance {
  km: number;
  /** The band used for the household or car figures (absent for vehicle-only bike moves). */
  band?: DistanceBand;
  /** Where the distance lies outside a table and the nearest band was used. */
  notes: string[];
}

export type Estimate =
  | { status: "empty" }
  | { status: "incomplete"; missing: string[] }
  | { status: "same-place" }
  | {
      status: "ready";
      kind: MoveKind;
      lines: EstimateLine[];
      total: Price;
      /** How the total was found: the published total row, or the sum of the lines. */
      totalNote: string;
      distance?: EstimateDistance;
      /** Extra remarks: handyman charged as actual, national table used, etc. */
      notes: string[];
    };

const SEPARATE_TABLES: Record<
  Exclude<MoveKind, "local" | "between">,
  { prices: BandPriceTable; table: PriceTableData; goods: string }
> = {
  defence: { prices: defencePrices, table: defenceTable, goods: "household goods" },
  "fine-arts": { prices: fineArtsPrices, table: fineArtsTable, goods: "collection (by home size)" },
  warehousing: { prices: warehousingPrices, table: warehousingTable, goods: "goods to store (by home size)" },
};

/** The band index for a distance; outside the table, the nearest band and a note saying so. */
export function bandFor(bands: readonly DistanceBand[], km: number, what: string): { index: number; note?: string } {
  const index = findBandIndex(bands, km);
  if (index !== undefined) return { index };
  const first = bands[0]!;
  const last = bands[bands.length - 1]!;
  if (km < first.fromKm)
    return {
      index: 0,
      note: `${km} km is shorter than the ${what} table's first band; the ${first.label} figures are shown. For a move inside one metro area, 'Within a city' may fit better.`,
    };
  return {
    index: bands.length - 1,
    note: `${km} km is longer than the ${what} table's last band; the ${last.label} figures are shown and the survey confirms the rest.`,
  };
}

const asRange = (p: Price) => (p === "As Actual" ? undefined : "fixed" in p ? { min: p.fixed, max: p.fixed } : p);

/** Adds prices up: a fixed figure when every part is fixed, otherwise a range. */
export function addPrices(prices: readonly Price[]): Price {
  let min = 0;
  let max = 0;
  let allFixed = true;
  for (const p of prices) {
    const r = asRange(p);
    if (!r) continue;
    if (p !== "As Actual" && !("fixed" in p)) allFixed = false;
    min += r.min;
    max += r.max;
  }
  return allFixed ? { fixed: min } : { min, max };
}

/** The national table's row for a Kolkata route (either direction), where it has one. */
export function nationalRowFor(from: string, to: string) {
  const other = from === "kolkata" ? to : to === "kolkata" ? from : undefined;
  if (!other || other === "kolkata") return undefined;
  const rowLabel = findCity(other)?.fromKolkata?.row;
  return nationalShifting.rows.find((r) => r.label === rowLabel);
}

function localEstimate(input: EstimateInput): Estimate {
  const col = input.size ? localShifting.columns.indexOf(input.size) : -1;
  if (col === -1) return { status: "incomplete", missing: ["home or office size"] };
  const column = localShifting.columns[col]!;
  const cellOf = (row: PriceTableData["rows"][number]) => ({
    label: row.label,
    price: row.cells[col]!,
    table: localShifting.caption,
    cell: `${row.label} row, ${column} column`,
  });
  const items = localShifting.rows.filter((r) => r.label !== "Total").map(cellOf);
  const totalRow = localShifting.rows.find((r) => r.label === "Total")!;
  const notes = items.some((l) => l.price === "As Actual")
    ? ["Handyman work (fitting, fixing, electrical) is charged as actual and is not in the total."]
    : [];
  return {
    status: "ready",
    kind: "local",
    lines: items,
    total: totalRow.cells[col]!,
    totalNote: `${localShifting.caption}, ${totalRow.label} row, ${column} column`,
    notes,
  };
}

function distanceEstimate(kind: Exclude<MoveKind, "local">, input: EstimateInput): Estimate {
  const missing: string[] = [];
  if (!findPlace(input.from)) missing.push("moving from");
  if (!findPlace(input.to)) missing.push("moving to");
  const sizes = sizesFor(kind);
  if (!input.size || !sizes.includes(input.size))
    missing.push(vehicleKinds.includes(kind) ? "home size (or vehicles only)" : "size");
  const withVehicles = vehicleKinds.includes(kind);
  const car =
    withVehicles && input.car && (carClasses as readonly string[]).includes(input.car) ? input.car : undefined;
  const bike =
    withVehicles && input.bike && (bikeClasses as readonly string[]).includes(input.bike) ? input.bike : undefined;
  if (missing.length === 0 && input.size === NO_HOME && !car && !bike) missing.push("a car or a bike (or a home size)");
  if (missing.length) return { status: "incomplete", missing };
  const from = input.from!;
  const to = input.to!;
  if (from === to) return { status: "same-place" };

  const km = roadKm(from, to)!;
  const lines: EstimateLine[] = [];
  const notes: string[] = [];
  const distanceNotes: string[] = [];
  const national = kind === "between" ? nationalRowFor(from, to) : undefined;
  const household =
    kind === "between"
      ? { prices: homeShiftingPrices, table: homeShiftingTable, goods: "household goods" }
      : SEPARATE_TABLES[kind];

  const mainBand = bandFor(household.prices.bands, km, "distance");
  const band = household.prices.bands[mainBand.index]!;
  let bandUsed = false;
  let nationalUsed = false;

  if (input.size !== NO_HOME) {
    const size = input.size!;
    const nationalCol = national ? nationalShifting.columns.indexOf(size) : -1;
    if (national && nationalCol !== -1) {
      nationalUsed = true;
      lines.push({
        label: `${size} ${household.goods}`,
        price: national.cells[nationalCol]!,
        table: nationalShifting.caption,
        cell: `${national.label} row, ${size} column`,
      });
    } else {
      bandUsed = true;
      const c = household.prices.classes.indexOf(size);
      lines.push({
        label: `${size} ${household.goods}`,
        price: household.prices.prices[c]![mainBand.index]!,
        table: household.table.caption,
        cell: `${band.label} row, ${size} column`,
      });
    }
  }

  if (car) {
    const nationalCar = national ? nationalShifting.columns.indexOf("Car") : -1;
    if (national && nationalCar !== -1) {
      nationalUsed = true;
      lines.push({
        label: `${car} car`,
        price: national.cells[nationalCar]!,
        table: nationalShifting.caption,
        cell: `${national.label} row, Car column`,
      });
    } else {
      bandUsed = true;
      const c = carPrices.classes.indexOf(car);
      lines.push({
        label: `${car} car`,
        price: carPrices.prices[c]![mainBand.index]!,
        table: carTable.caption,
        cell: `${car} row, ${band.label} column`,
      });
    }
  }
  if (mainBand.note && bandUsed) distanceNotes.push(mainBand.note);

  if (bike) {
    const b = bandFor(bikePrices.bands, km, "bike");
    const c = bikePrices.classes.indexOf(bike);
    const bikeBand = bikePrices.bands[b.index]!;
    lines.push({
      label: `${bike} bike`,
      price: bikePrices.prices[c]![b.index]!,
      table: bikeTable.caption,
      cell: `${bike} row, ${bikeBand.label} column`,
    });
    if (b.note) distanceNotes.push(b.note);
  }

  if (nationalUsed)
    notes.push(
      `Kolkata–${national!.label} is in our national price list, so its figures are used${car ? "; car transport is in addition to household goods" : ""}.`,
    );
  if (national && input.size === "4+ BHK/Villa")
    notes.push("The national price list stops at 3 BHK, so the household figure comes from the distance table.");

  return {
    status: "ready",
    kind,
    lines,
    total: addPrices(lines.map((l) => l.price)),
    totalNote: lines.length > 1 ? "The sum of the figures above." : "The figure above.",
    distance: { km, ...(bandUsed ? { band } : {}), notes: distanceNotes },
    notes,
  };
}

/** The estimate for a form state. Never throws: missing choices give "incomplete". */
export function estimate(input: EstimateInput): Estimate {
  if (!input.kind) return { status: "empty" };
  return input.kind === "local" ? localEstimate(input) : distanceEstimate(input.kind, input);
}

/* ------------------------------------------------------ summary & links */

export const rupees = (p: Price) => (p === "As Actual" ? "as actual" : `₹${formatPrice(p)}`);

const inr = new Intl.NumberFormat("en-IN");
export const formatKm = (km: number) => `${inr.format(km)} km`;

/** "20 December 2026" for "2026-12-20". */
export function formatDate(iso: string) {
  if (!isIsoDate(iso)) return iso;
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "Kolkata to Delhi" (or the city of a local move), when known. */
export function routeText(input: EstimateInput) {
  if (input.kind === "local") return findPlace(input.city)?.name;
  const from = findPlace(input.from)?.name;
  const to = findPlace(input.to)?.name;
  return from && to ? `${from} to ${to}` : undefined;
}

/**
 * The estimate as plain text, for WhatsApp and the free-estimate form's shipment description.
 * `link` is the full estimator URL, added on its own line when given.
 */
export function summarise(input: EstimateInput, result: Estimate, link?: string): string {
  if (result.status !== "ready" || !input.kind) return "";
  const route = routeText(input);
  const head = [moveKindLabels[input.kind], input.kind === "local" ? input.size : undefined, route]
    .filter(Boolean)
    .join(", ");
  const parts = [`Instant estimate (approximate): ${head}.`];
  if (result.distance) parts.push(`About ${formatKm(result.distance.km)} by road.`);
  if (input.kind === "local") {
    parts.push(result.lines.map((l) => `${l.label} ${rupees(l.price)}`).join("; ") + ".");
  } else {
    parts.push(result.lines.map((l) => `${l.label}: ${rupees(l.price)}`).join("; ") + ".");
  }
  parts.push(`Total: ${rupees(result.total)}.`);
  if (input.date) parts.push(`Moving date: ${formatDate(input.date)}.`);
  parts.push("Prices are approximate and confirmed after the free survey.");
  let text = parts.join(" ");
  if (link) text += `\n${link}`;
  return text;
}

/** The free-estimate form's service for a move. Values are the form's shipment modes. */
export function shipmentMode(input: EstimateInput): string | undefined {
  switch (input.kind) {
    case "local":
      return input.size === "Office" ? "Corporate Relocation" : "Local Shifting";
    case "between":
      if (input.size && input.size !== NO_HOME) return "Home Shifting";
      if (input.car) return "Car Relocation";
      return input.bike ? "Bike Relocation" : undefined;
    case "defence":
      return "Defence Relocation";
    case "fine-arts":
      return "Fine Arts Relocation";
    case "warehousing":
      return "Warehouse & Storage";
    default:
      return undefined;
  }
}

/** /free-estimate?… prefilled with the route, the date if given, the service and the summary. */
export function freeEstimateHref(input: EstimateInput, result: Estimate, link?: string): string {
  const q = new URLSearchParams();
  if (input.kind === "local") {
    const city = findPlace(input.city)?.name;
    if (city) {
      q.set("origin_city", city);
      q.set("destination_city", city);
    }
  } else {
    const from = findPlace(input.from)?.name;
    const to = findPlace(input.to)?.name;
    if (from) q.set("origin_city", from);
    if (to) q.set("destination_city", to);
  }
  if (input.date) q.set("date", input.date);
  const mode = shipmentMode(input);
  if (mode) q.set("shipment_mode", mode);
  const summary = summarise(input, result, link);
  if (summary) q.set("shipment_description", summary);
  const s = q.toString();
  return s ? `/free-estimate?${s}` : "/free-estimate";
}

/** https://wa.me/<number>?text=<summary> */
export const whatsappHref = (number: string, text: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
