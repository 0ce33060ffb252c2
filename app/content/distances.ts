/**
 * Approximate road distances between the places the cost estimator offers: the head office in
 * Kolkata and the 17 branch cities.
 *
 * Each distance is the great-circle distance between the two offices' coordinates, times a fixed
 * road factor, rounded to the nearest 10 km. It is symmetric and computed the same way for every
 * pair, so the price band a route falls in never depends on who asks. The figures are stated as
 * approximate wherever they are shown; the real route is confirmed at the survey.
 *
 * Content module: relative imports with their extension, never ~/config/site (see cities.ts).
 */
import { byLetters } from "../config/locales.ts";
import { cityList, headOfficeCity } from "./city-list.ts";

/**
 * Roads are longer than the straight line. 1.2 is the median ratio between the published
 * Kolkata road distances on the city pages (`transit.km`) and the straight-line distance.
 */
export const ROAD_FACTOR = 1.2;

/** Distances are rounded to this many kilometres. */
export const ROUND_KM = 10;

export interface Place {
  /** URL value: the city slug, or "kolkata". */
  slug: string;
  name: string;
  lat: number;
  lon: number;
}

/**
 * Head office, Newtown, Kolkata. The same coordinates as `site.office` (app/config/load.ts);
 * repeated in the city list because content modules may not import the site configuration (a unit
 * test keeps the two equal).
 */
export const KOLKATA: Place = headOfficeCity;

/** Kolkata and the 17 branch cities, in alphabetical order. */
export const places: readonly Place[] = [
  KOLKATA,
  ...cityList.map(({ slug, name, lat, lon }) => ({ slug, name, lat, lon })),
].sort((a, b) => byLetters(a.name, b.name));

export const findPlace = (slug: string | undefined) => places.find((p) => p.slug === slug);

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function greatCircleKm(a: Pick<Place, "lat" | "lon">, b: Pick<Place, "lat" | "lon">): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Straight line × road factor, rounded to ROUND_KM. */
const approximateRoadKm = (a: Place, b: Place) => Math.round((greatCircleKm(a, b) * ROAD_FACTOR) / ROUND_KM) * ROUND_KM;

/** roadKm[from][to]: the whole table, built once from the coordinates. */
export const roadKmTable: Readonly<Record<string, Readonly<Record<string, number>>>> = Object.fromEntries(
  places.map((a) => [a.slug, Object.fromEntries(places.map((b) => [b.slug, a === b ? 0 : approximateRoadKm(a, b)]))]),
);

/** Approximate road distance between two places by slug, or undefined when either is unknown. */
export const roadKm = (from: string, to: string): number | undefined => roadKmTable[from]?.[to];
