/**
 * A city page in a language, joined from its hand-written texts; apart from ./records.ts, which every translated
 * page loads, because it reads the whole English city registry (only the city pages need it).
 */
import { type City, cityPages } from "~/content/cities.ts";
import type { CityRecord } from "~/content/cities/types.ts";
import type { Testimonial } from "~/content/testimonials.ts";
import type { Translated } from "~/content/translation.ts";
import type { Dictionary } from "~/locales/book";

/** Throws unless `translated` has as many items as `english`: lists are translated item by item. */
function sameLength<T>(what: string, english: readonly unknown[], translated: readonly T[]): T[] {
  if (translated.length !== english.length)
    throw new Error(`${what} has ${translated.length} items translated, ${english.length} in English`);
  return [...translated];
}

/**
 * What is written by hand for a city page: the English record's texts, lists in the same order and of the same
 * length. The city's and state's names come from the language's city list; numbers, the office's postal address
 * (kept as registered, in Latin letters), phone and dates are read from the English record.
 */
export type CityText = Translated<Pick<CityRecord, "tagline" | "intro" | "localities" | "practicalities">> & {
  /** The English `transit.route`, for branches. */
  transitRoute?: string;
  /** The English record's reviews, in order: the reviewer's name, the move and the review itself. */
  testimonials: Translated<Pick<Testimonial, "name" | "move" | "text">>[];
};

interface CityLanguage {
  texts: Readonly<Record<string, CityText>>;
  names: Readonly<Record<string, { name: string; state: string }>>;
}

/** Every city page's record in a language, in the English list's order. */
export function localizedCities({ texts, names }: CityLanguage) {
  const localized = (city: City): City => {
    const text = texts[city.slug];
    const name = names[city.slug];
    if (!text || !name) throw new Error(`No translated text for the city "${city.slug}"`);
    const localities = sameLength(`${city.slug}'s localities`, city.localities, text.localities);
    const officeLocality = localities[city.localities.indexOf(city.office.locality)] ?? city.office.locality;
    const testimonials = city.headOffice
      ? city.testimonials
      : sameLength(`${city.slug}'s reviews`, city.testimonials, text.testimonials).map((t, i) => ({
          ...city.testimonials[i]!,
          ...t,
          city: name.name,
        }));
    if (city.transit && !text.transitRoute) throw new Error(`No translated route to ${city.slug}`);
    return {
      ...city,
      name: name.name,
      state: name.state,
      office: { ...city.office, locality: officeLocality },
      tagline: text.tagline,
      intro: sameLength(`${city.slug}'s intro`, city.intro, text.intro),
      localities,
      ...(city.transit && { transit: { ...city.transit, route: text.transitRoute ?? city.transit.route } }),
      practicalities: sameLength(`${city.slug}'s practicalities`, city.practicalities, text.practicalities),
      testimonials,
    };
  };
  return { cityPages: cityPages.map(localized) } satisfies Dictionary;
}
