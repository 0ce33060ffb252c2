/**
 * The city pages in Bengali: each city's record with its hand-written texts (./cities/…), its city and state names
 * (./city-list.ts) and the Bengali price labels, paired with the English record the pages look up. Prices,
 * distances, days, phone numbers, coordinates and the office's postal address are the English record's.
 */
import { type City, cityPages } from "~/content/cities.ts";
import { translate, type Translation } from "~/content/translation.ts";

import { biharJharkhand } from "./cities/bihar-jharkhand.ts";
import { east } from "./cities/east.ts";
import { kolkata } from "./cities/kolkata.ts";
import { north } from "./cities/north.ts";
import { south } from "./cities/south.ts";
import type { CityText } from "./cities/types.ts";
import { west } from "./cities/west.ts";
import { cityNames } from "./city-list.ts";
import { localizedTableText } from "./prices.ts";
import { testimonials } from "./testimonials.ts";

const texts: Record<string, CityText> = { kolkata, ...biharJharkhand, ...east, ...north, ...west, ...south };

/** Throws unless `bengali` has as many items as `english`: lists are translated item by item. */
function sameLength<T>(what: string, english: readonly unknown[], bengali: readonly T[]): T[] {
  if (bengali.length !== english.length)
    throw new Error(`bn/cities.ts: ${what} has ${bengali.length} items in Bengali, ${english.length} in English`);
  return [...bengali];
}

/** The Kolkata page's reviews come from the reviews list: their Bengali is that list's. */
const [englishReviews, bengaliReviews] = testimonials as readonly [City["testimonials"], City["testimonials"]];

function bengaliCity(city: City): City {
  const text = texts[city.slug];
  const names = cityNames[city.slug];
  if (!text || !names) throw new Error(`bn/cities.ts: no Bengali text for the city "${city.slug}"`);
  const localities = sameLength(`${city.slug}'s localities`, city.localities, text.localities);
  const officeLocality = localities[city.localities.indexOf(city.office.locality)] ?? city.office.locality;
  const prices = (p: City["fromKolkata"]) =>
    p && {
      ...p,
      row: localizedTableText(p.row),
      caption:
        p.source === "national" ? localizedTableText(p.caption) : `কলকাতা থেকে ${names.name} হোম শিফটিং (আনুমানিক, ₹-এ)`,
      columns: p.columns.map(localizedTableText),
    };
  const reviews = city.headOffice
    ? city.testimonials.map((t) => bengaliReviews[englishReviews.indexOf(t)] ?? t)
    : sameLength(`${city.slug}'s reviews`, city.testimonials, text.testimonials).map((t, i) => ({
        ...city.testimonials[i]!,
        ...t,
        city: names.name,
      }));
  if (city.transit && !text.transitRoute) throw new Error(`bn/cities.ts: no Bengali route to ${city.slug}`);
  return {
    ...city,
    name: names.name,
    state: names.state,
    office: { ...city.office, locality: officeLocality },
    tagline: text.tagline,
    intro: sameLength(`${city.slug}'s intro`, city.intro, text.intro),
    localities,
    ...(city.transit && { transit: { ...city.transit, route: text.transitRoute ?? city.transit.route } }),
    practicalities: sameLength(`${city.slug}'s practicalities`, city.practicalities, text.practicalities),
    ...(city.fromKolkata && { fromKolkata: prices(city.fromKolkata) }),
    ...(city.bandFromKolkata && { bandFromKolkata: prices(city.bandFromKolkata) }),
    testimonials: reviews,
  };
}

/** Every city page's record in Bengali. */
export const cities: Translation[] = cityPages.map((city) => translate(city, bengaliCity(city)));
