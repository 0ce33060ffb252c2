/**
 * The branch network. One record per city; the home list, /network, the city pages,
 * the pre-rendered paths and the sitemap all read this registry.
 */
export interface City {
  slug: string;
  name: string;
  state: string;
}

/** Slug rule from the spec: lower-cased name, spaces replaced by hyphens. */
export const citySlug = (name: string) => name.toLowerCase().replace(/\s+/g, "-");

const names: [name: string, state: string][] = [
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

/** In the spec's order (alphabetical). */
export const cities: City[] = names.map(([name, state]) => ({ slug: citySlug(name), name, state }));

export const findCity = (slug: string | undefined) =>
  cities.find((c) => c.slug === slug?.toLowerCase());

export const cityPath = (slug: string) => `/network/${slug}`;
