/**
 * The 17 branch cities in the spec's order, with only what lists need (name, slug, state).
 * Kept apart from the full registry (cities.ts) so the home page's city list does not ship
 * every branch's offices, practicalities and reviews to the browser.
 */
export interface CityName {
  name: string;
  slug: string;
  state: string;
}

/** Slug rule from the spec: lower-cased name, spaces replaced by hyphens. */
export const citySlug = (name: string) => name.toLowerCase().replace(/\s+/g, "-");

export const cityPath = (slug: string) => `/network/${slug}`;

const list: [name: string, state: string][] = [
  ["Ahmedabad", "Gujarat"],
  ["Bangalore", "Karnataka"],
  ["Bhagalpur", "Bihar"],
  ["Bhubaneshwar", "Odisha"],
  ["Chennai", "Tamil Nadu"],
  ["Chhapra", "Bihar"],
  ["Delhi", "Delhi"],
  ["Gurgaon", "Haryana"],
  ["Guwahati", "Assam"],
  ["Hyderabad", "Telangana"],
  ["Jaipur", "Rajasthan"],
  ["Jamshedpur", "Jharkhand"],
  ["Mumbai", "Maharashtra"],
  ["Patna", "Bihar"],
  ["Pune", "Maharashtra"],
  ["Raipur", "Chhattisgarh"],
  ["Ranchi", "Jharkhand"],
];

export const cityList: CityName[] = list.map(([name, state]) => ({ name, slug: citySlug(name), state }));

/**
 * Kolkata, the head office: not one of the spec's 17 branch cities (the home list keeps the spec's
 * list), but it has its own city page, as the origin of most published prices.
 */
export const headOfficeCity: CityName = { name: "Kolkata", slug: citySlug("Kolkata"), state: "West Bengal" };

/** Every city with a page under /network: the head office first, then the branches. */
export const cityPageList: CityName[] = [headOfficeCity, ...cityList];
