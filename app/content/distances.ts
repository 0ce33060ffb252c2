/**
 * Approximate road distances between the places the cost estimator offers: the cities of the cities file, the head
 * office's and every branch's, from the page's data (./places.ts), so a branch added to the file is offered and
 * priced by its coordinates.
 *
 * Each distance is the great-circle distance between the two offices' coordinates, times a fixed
 * road factor, rounded to the nearest 10 km. It is symmetric and computed the same way for every
 * pair, so the price band a route falls in never depends on who asks. The figures are stated as
 * approximate wherever they are shown; the real route is confirmed at the survey.
 *
 * Content module: relative imports with their extension, never ~/config/site (see cities.ts).
 */
import { byLetters } from "../config/locales.ts";
import type { Place, Places } from "./places.ts";

export type { Place } from "./places.ts";

/**
 * Roads are longer than the straight line. 1.2 is the median ratio between the published
 * Kolkata road distances on the city pages (`transit.km`) and the straight-line distance.
 */
export const ROAD_FACTOR = 1.2;

/** Distances are rounded to this many kilometres. */
export const ROUND_KM = 10;

/**
 * The places the estimator and the moving plan offer: every city with an office, in the alphabetical order of the
 * English names, so the list is in the same order in every language.
 */
export const estimatorPlaces = (places: Places): readonly Place[] =>
  [...places.cities].sort((a, b) => byLetters(a.sent, b.sent));

/** A place of `places` by its slug, or undefined. */
export const findPlace = (places: readonly Place[], slug: string | undefined) => places.find((p) => p.slug === slug);

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
const approximateRoadKm = (a: Pick<Place, "lat" | "lon">, b: Pick<Place, "lat" | "lon">) =>
  Math.round((greatCircleKm(a, b) * ROAD_FACTOR) / ROUND_KM) * ROUND_KM;

/** Approximate road distance between two of `places` by slug, or undefined when either is unknown. */
export function roadKm(places: readonly Place[], from: string, to: string): number | undefined {
  const a = findPlace(places, from);
  const b = findPlace(places, to);
  if (!a || !b) return undefined;
  return a === b ? 0 : approximateRoadKm(a, b);
}
