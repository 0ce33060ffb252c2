/**
 * The branch network. One record per city; the home list, /network, the city pages,
 * the pre-rendered paths and the sitemap all read this registry.
 *
 * Loaded by react-router.config.ts and the build scripts too (through paths.ts), outside Vite:
 * keep every import relative with its extension and never import ~/config/site here.
 */
import { biharJharkhand } from "./cities/bihar-jharkhand.ts";
import { east } from "./cities/east.ts";
import { north } from "./cities/north.ts";
import { south } from "./cities/south.ts";
import type { CityRecord, Region } from "./cities/types.ts";
import { west } from "./cities/west.ts";
import { cityList, type CityName } from "./city-list.ts";
import { nationalShifting } from "./prices/local-national.ts";
import type { Price } from "./prices/types.ts";
import type { Testimonial } from "./testimonials.ts";

export type { Region } from "./cities/types.ts";
export { regions } from "./cities/types.ts";

/** Indicative national prices from Kolkata to this city: SPEC §9's row, read from the shared table. */
export interface CityPrices {
  /** The table's row label, e.g. "Mumbai/Pune". */
  row: string;
  caption: string;
  columns: string[];
  cells: Price[];
}

export interface City extends Omit<CityRecord, "priceRow" | "testimonials"> {
  slug: string;
  /** Absent where the spec's national table has no row for the city. */
  fromKolkata?: CityPrices;
  testimonials: Testimonial[];
}

export { cityPath, citySlug } from "./city-list.ts";

const records = [...biharJharkhand, ...east, ...north, ...west, ...south];

function pricesFor(record: CityRecord): CityPrices | undefined {
  if (!record.priceRow) return undefined;
  const row = nationalShifting.rows.find((r) => r.label === record.priceRow);
  if (!row) throw new Error(`cities: no national price row "${record.priceRow}" for ${record.name}`);
  return { row: row.label, caption: nationalShifting.caption, columns: nationalShifting.columns, cells: row.cells };
}

function toCity({ name, slug, state }: CityName): City {
  const record = records.find((r) => r.name === name);
  if (!record) throw new Error(`cities: no record for ${name}`);
  if (record.state !== state) throw new Error(`cities: ${name} is in ${record.state}, the city list says ${state}`);
  const { priceRow: _priceRow, testimonials, ...rest } = record;
  const fromKolkata = pricesFor(record);
  return {
    ...rest,
    slug,
    ...(fromKolkata ? { fromKolkata } : {}),
    testimonials: testimonials.map((t) => ({ ...t, city: name })),
  };
}

/** In the spec's order (alphabetical). */
export const cities: City[] = cityList.map(toCity);

export const findCity = (slug: string | undefined) => cities.find((c) => c.slug === slug?.toLowerCase());

/** The branches of one region, in the spec's order. */
export const citiesIn = (region: Region) => cities.filter((c) => c.region === region);

/** Branch mailbox on the company's own domain: pass `site.email`, e.g. patna@ + its domain. */
export function cityEmail(city: Pick<City, "slug">, supportEmail: string) {
  return `${city.slug}@${supportEmail.slice(supportEmail.lastIndexOf("@") + 1)}`;
}

/** One line of postal address for the branch, in the same shape as the head office's. */
export const cityAddress = (city: City) =>
  `${city.office.street}, ${city.office.locality}, ${city.name}, ${city.state} ${city.office.pin}`;

/** "1–2 days", or "1 day" when the range collapses. */
export function transitDays({ days: [min, max] }: City["transit"]) {
  if (min === max) return `${min} ${min === 1 ? "day" : "days"}`;
  return `${min}–${max} days`;
}

/**
 * Everything written for this city alone: what the similarity check compares, so two city pages
 * can never become the same page with the name swapped.
 */
export function citySpecificText(city: City): string {
  return [
    city.tagline,
    ...city.intro,
    city.localities.join(", "),
    city.transit.route,
    ...city.practicalities.flatMap((p) => [p.title, p.text]),
    ...city.testimonials.map((t) => t.text),
  ].join("\n");
}
