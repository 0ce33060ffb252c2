/**
 * The /network map's geometry: an equirectangular projection (longitudes shrunk by the cosine of a middle
 * latitude, so India keeps its shape) shared by the outline and the pins, so a pin always lands where its
 * coordinates are on the outline. Units are the SVG's user units.
 */
import { atolls, islands, mainland } from "~/content/india-outline";

const NORTH = 37.4;
const WEST = 67.8;
const SOUTH = 6.4;
const EAST = 97.6;
/** The latitude whose scale is kept: India's middle. */
const MIDDLE_LAT = 22;
/** User units per degree of latitude. */
const SCALE = 20;
const X_SCALE = SCALE * Math.cos((MIDDLE_LAT * Math.PI) / 180);

const round = (n: number) => Math.round(n * 10) / 10;

/** Where a place is drawn: x grows to the east, y to the south. */
export function project(lat: number, lon: number): { x: number; y: number } {
  return { x: round((lon - WEST) * X_SCALE), y: round((NORTH - lat) * SCALE) };
}

/** The drawing's size in user units, for the SVG's viewBox and aspect ratio. */
export const mapSize = { width: Math.ceil((EAST - WEST) * X_SCALE), height: Math.ceil((NORTH - SOUTH) * SCALE) };

/** An outline as path data, to the nearest unit (about 5 km): finer would only weigh more. */
const polygon = (points: readonly (readonly [number, number])[]) =>
  "M" +
  points
    .map(([lat, lon]) => {
      const { x, y } = project(lat, lon);
      return `${Math.round(x)} ${Math.round(y)}`;
    })
    .join("L") +
  "Z";

/** The mainland and the Andaman and Nicobar Islands as one SVG path. */
export const indiaPath = [mainland, ...islands].map(polygon).join("");

/** The Lakshadweep atolls' centres. */
export const atollDots = atolls.map(([lat, lon]) => project(lat, lon));
