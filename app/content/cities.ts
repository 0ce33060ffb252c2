/**
 * The branch network. One record per city; the home list, /network, the city pages,
 * the pre-rendered paths and the sitemap all read this registry.
 *
 * Loaded by react-router.config.ts and the build scripts too (through paths.ts), outside Vite:
 * keep every import relative with its extension and never import ~/config/site here.
 */
import type { Locale } from "../config/locales.ts";
import { biharJharkhand } from "./cities/bihar-jharkhand.ts";
import type { Branch, City } from "./cities/city.ts";
import { east } from "./cities/east.ts";
import { kolkata } from "./cities/kolkata.ts";
import { north } from "./cities/north.ts";
import { south } from "./cities/south.ts";
import type { Region } from "./cities/types.ts";
import { west } from "./cities/west.ts";
import { cityList, type CityName, headOfficeCity } from "./city-list.ts";
import { words } from "./translation.ts";

export * from "./cities/city.ts";
export type { Region, Transit } from "./cities/types.ts";
export { regions } from "./cities/types.ts";
export { cityPath, citySlug } from "./city-list.ts";

const records = [...biharJharkhand, ...east, ...north, ...west, ...south];

function toCity({ name, slug, state, lat, lon }: CityName): Branch {
  const record = records.find((r) => r.name === name);
  if (!record) throw new Error(`cities: no record for ${name}`);
  if (record.state !== state) throw new Error(`cities: ${name} is in ${record.state}, the city list says ${state}`);
  const { testimonials, transit, ...rest } = record;
  if (!transit) throw new Error(`cities: ${name} has no road link to Kolkata`);
  return {
    ...rest,
    slug,
    office: { ...rest.office, lat, lon },
    transit,
    testimonials: testimonials.map((t) => ({ ...t, city: name })),
  };
}

/** The 17 branches, in the spec's order (alphabetical). */
export const cities: Branch[] = cityList.map(toCity);

/** Kolkata's page: the head office. Its reviews are the Kolkata customers' of the reviews file, which its page's loader reads. */
export const headOffice: City = (() => {
  const { testimonials: _none, transit: _transit, ...rest } = kolkata;
  return {
    ...rest,
    slug: headOfficeCity.slug,
    office: { ...rest.office, lat: headOfficeCity.lat, lon: headOfficeCity.lon },
    headOffice: true,
    testimonials: [],
  };
})();

/** A city page's record with its reviews: the head office's are its own city's customers' of the reviews file. */
export async function withHeadOfficeReviews(city: City | undefined, locale: Locale): Promise<City | undefined> {
  if (!city?.headOffice) return city;
  const { testimonialsIn } = await import("./testimonials.ts");
  return { ...city, testimonials: (await testimonialsIn(locale)).filter((t) => t.place === headOfficeCity.name) };
}

/** Every city with a page: the head office and the branches. */
export const cityPages: City[] = words("cityPages", [headOffice, ...cities]);

/** A city's page by its slug, from the English list or the same list in the page's language. */
export const findCity = (slug: string | undefined, pages: readonly City[] = cityPages) =>
  pages.find((c) => c.slug === slug?.toLowerCase());

/** The branches of one region, in the spec's order. */
export const citiesIn = (region: Region) => cities.filter((c) => c.region === region);

/**
 * Everything written for this city alone: what the similarity check compares, so two city pages
 * can never become the same page with the name swapped.
 */
export function citySpecificText(city: City): string {
  return [
    city.tagline,
    ...city.intro,
    city.localities.join(", "),
    city.transit?.route ?? "",
    ...city.practicalities.flatMap((p) => [p.title, p.text]),
    ...city.testimonials.map((t) => t.text),
  ].join("\n");
}
