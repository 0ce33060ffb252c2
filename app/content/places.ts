/**
 * The cities as every page lists them: each city's page, its name and state in the page's language, its region
 * and the office's coordinates. The layout's loader reads them from the cities file (cities.ts `placesIn`) for
 * every page, so the network block, the /network lists and map, the unknown city's page and the forms take them
 * from the page's data, never from script, and a branch added to the file is in every one of them.
 */

/** A city with a page, as the lists, the map and the forms show it. */
export interface Place {
  /** Its page is /network/<slug>: the cities file's id. */
  slug: string;
  name: string;
  state: string;
  /** Its English name: what a form sends the office, whatever the page's language. */
  sent: string;
  /** The id of its region. */
  region: string;
  lat: number;
  lon: number;
  /** The Kolkata head office's city. */
  headOffice?: true;
}

export interface Places {
  /** How /network groups the branches, in its order, named in the page's language. */
  regions: readonly { id: string; name: string }[];
  /** The head office's city first, then the branches in the spec's order. */
  cities: readonly Place[];
}

/** A city's page. */
export const cityPath = (slug: string) => `/network/${slug}`;

/** The branches of `places`, without the head office's city. */
export const branchesOf = (places: Places) => places.cities.filter((c) => !c.headOffice);

/** `text` with its `{branches}` written out: how many branches `places` has (~/content/facts `branchesText`). */
export const withBranchCount = (text: string, places: Places) =>
  text.replaceAll("{branches}", String(branchesOf(places).length));

/** The head office's city of `places`. */
export const headOfficeOf = (places: Places) => places.cities.find((c) => c.headOffice)!;
