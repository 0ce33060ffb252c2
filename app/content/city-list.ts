/**
 * The 17 branch cities in the spec's order, with only what lists need (name, slug, state).
 * Kept apart from the full registry (cities.ts) so the home page's city list does not ship
 * every branch's offices, practicalities and reviews to the browser.
 */
import { words } from "./translation.ts";

export interface CityName {
  name: string;
  slug: string;
  state: string;
  /** The office's coordinates: its map, and the cost estimator's road distances (content/distances.ts). */
  lat: number;
  lon: number;
}

/** Slug rule from the spec: lower-cased name, spaces replaced by hyphens. */
export const citySlug = (name: string) => name.toLowerCase().replace(/\s+/g, "-");

export { cityPath } from "./places.ts";

const list: [name: string, state: string, office: [lat: number, lon: number]][] = [
  ["Ahmedabad", "Gujarat", [23.012, 72.5108]],
  ["Bangalore", "Karnataka", [12.9116, 77.6389]],
  ["Bhagalpur", "Bihar", [25.2466, 86.9768]],
  ["Bhubaneshwar", "Odisha", [20.2897, 85.8448]],
  ["Chennai", "Tamil Nadu", [12.9791, 80.2209]],
  ["Chhapra", "Bihar", [25.7814, 84.7312]],
  ["Delhi", "Delhi", [28.5677, 77.2433]],
  ["Gurgaon", "Haryana", [28.4524, 77.0688]],
  ["Guwahati", "Assam", [26.1563, 91.7755]],
  ["Hyderabad", "Telangana", [17.4483, 78.3915]],
  ["Jaipur", "Rajasthan", [26.8549, 75.812]],
  ["Jamshedpur", "Jharkhand", [22.7886, 86.1843]],
  ["Mumbai", "Maharashtra", [19.1136, 72.8697]],
  ["Patna", "Bihar", [25.6128, 85.1232]],
  ["Pune", "Maharashtra", [18.559, 73.7868]],
  ["Raipur", "Chhattisgarh", [21.2497, 81.6654]],
  ["Ranchi", "Jharkhand", [23.3756, 85.3349]],
];

export const cityList: CityName[] = words(
  "cityList",
  list.map(([name, state, [lat, lon]]) => ({
    name,
    slug: citySlug(name),
    state,
    lat,
    lon,
  })),
);

/**
 * Kolkata, the head office: not one of the spec's 17 branch cities (the home list keeps the spec's
 * list), but it has its own city page, as the origin of most published prices.
 */
export const headOfficeCity: CityName = {
  name: "Kolkata",
  slug: citySlug("Kolkata"),
  state: "West Bengal",
  lat: 22.5806,
  lon: 88.4606,
};

/** Every city with a page under /network: the head office first, then the branches. */
export const cityPageList: CityName[] = [headOfficeCity, ...cityList];
