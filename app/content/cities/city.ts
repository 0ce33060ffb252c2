/**
 * A city page's record and what is read from it: pure code without the registry's data, so a city page's
 * sections and the browser's code for it do not carry every city (cities.ts builds the records).
 */
import type { Review } from "../testimonials.ts";
import type { CityOffice, Practicality, Transit } from "./types.ts";

/** A city page's record in a language, read from the cities file (../cities.ts). */
export interface City {
  slug: string;
  name: string;
  state: string;
  /** The id of its region in the cities file. */
  region: string;
  office: CityOffice;
  /** 10 digits, no country code (fictional). */
  phone: string;
  /** One line for the hero and the /network cards. */
  tagline: string;
  /** Two or three paragraphs about moving in and out of this city. */
  intro: string[];
  localities: string[];
  /** From our Kolkata hub by road; absent for Kolkata itself. */
  transit?: Transit;
  practicalities: Practicality[];
  /** The Kolkata head office's page rather than a branch's. */
  headOffice?: true;
  testimonials: Review[];
}

/** A branch city: always linked to the Kolkata hub by road. */
export interface Branch extends City {
  transit: Transit;
}

/**
 * The head office's page with the configured street, phone and coordinates (pass `site.office`, `site.phone`). The
 * locality stays the record's, the same place as the configuration's, which a translated record spells in its
 * language's letters (নিউটাউন).
 */
export function atHeadOffice(
  city: City,
  office: { street: string; pin: string; lat: number; lon: number },
  phone: string,
): City {
  if (!city.headOffice) return city;
  const { street, pin, lat, lon } = office;
  return { ...city, office: { street, locality: city.office.locality, pin, lat, lon }, phone };
}

/** Branch mailbox on the company's own domain: pass `site.email`, e.g. patna@ + its domain. */
export function cityEmail(city: Pick<City, "slug">, supportEmail: string) {
  return `${city.slug}@${supportEmail.slice(supportEmail.lastIndexOf("@") + 1)}`;
}

/** One line of postal address for the branch, in the same shape as the head office's. */
export const cityAddress = (city: City) =>
  `${city.office.street}, ${city.office.locality}, ${city.name}, ${city.state} ${city.office.pin}`;

