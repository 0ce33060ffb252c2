/**
 * A city page's words as it shows them, read from content/<language>/network-city.json (schemas/network-city.ts)
 * when the page is built and filled for its city: its name (in the case forms its language's words name), state,
 * office, road link, phone and the company's hours. `{branches}` stays for the page to fill from the cities every
 * page carries (places.ts). Only loaders and tests call it, so no page's script carries the words.
 */
import type { Locale } from "../config/locales.ts";
import { indianNumber } from "../config/numbers.ts";
import type { City } from "./cities/city.ts";
import { CITIES_SERVED, type Hours, OFFICE_HOURS, PHONE_HOURS } from "./facts.ts";
import { filled } from "./placeholders.ts";
import type { CitiesContent } from "./schemas/cities.ts";
import { CITY_FORMS, type NetworkCityContent } from "./schemas/network-city.ts";

type Words = NetworkCityContent;

/** The words of a city's page, each section's, filled for its city; a branch's or the head office's chosen. */
export interface CityPageWords {
  hero: { eyebrow: string; title: string; description: string; call: string };
  intro: Omit<Words["intro"], "oneDay" | "sameDays">;
  benefits: Omit<Words["benefits"], "headOfficeText" | "days" | "oneDay" | "sameDays">;
  practicalities: Words["practicalities"];
  prices: Words["prices"];
  office: Words["office"];
  verify: Words["verify"];
  testimonials: Words["testimonials"];
  services: Words["services"];
}

/** The placeholders a language's words name in place of the city's name, each with the form it stands for. */
const formsNamed = (words: unknown) => {
  const text = JSON.stringify(words);
  return Object.entries(CITY_FORMS).filter(([placeholder]) => text.includes(`{${placeholder}}`));
};

/**
 * Every city of a language's cities file has each case form its city pages' words name: a branch added without
 * one would show a placeholder on its page.
 */
export function missingForms(words: unknown, cities: CitiesContent): { path: string; message: string }[] {
  return formsNamed(words).flatMap(([placeholder, form]) =>
    cities.cities.flatMap((city, i) =>
      city.forms?.[form]
        ? []
        : [{ path: `cities[${i}].forms.${form}`, message: `'${city.name}' in the form '{${placeholder}}' names` }],
    ),
  );
}

/** "1–2 days", "1 day", "2 days" in the words of `days`. */
function daysText(words: Pick<Words["intro"], "days" | "oneDay" | "sameDays">, [min, max]: readonly [number, number]) {
  if (min !== max) return filled(words.days, { min: String(min), max: String(max) });
  return filled(min === 1 ? words.oneDay : words.sameDays, { days: String(min) });
}

/** The company's hours as `locale` writes its times (content/<language>/names.json). */
async function hoursIn(locale: Locale, dir?: string): Promise<(h: Hours) => string> {
  const { namesIn, spelledTime } = await import("./names.ts");
  const names = await namesIn(locale, dir);
  return (h) => `${spelledTime(names, h.opens, dir)} – ${spelledTime(names, h.closes, dir)}`;
}

/** Each text of `value` with `values` written out. */
const fill = <T>(value: T, values: Readonly<Record<string, string>>): T =>
  typeof value === "string"
    ? (filled(value, values) as T)
    : (Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, fill(v, values)])) as T);

/**
 * The words of `city`'s page in `locale`, with its phone as the page writes it (`phone`); `dir` is the content
 * folder (a test's copy).
 */
export async function cityPageWordsIn(locale: Locale, city: City, phone: string, dir?: string): Promise<CityPageWords> {
  const { readContent, ContentError, contentDir } = await import("./read.ts");
  const [words, cities] = await Promise.all([
    readContent("network-city", locale, dir),
    readContent("cities", locale, dir),
  ]);
  const problems = missingForms(words, cities);
  if (problems.length > 0)
    throw new ContentError(
      `${dir ?? contentDir()}/${locale}/cities.json`,
      problems.map((p) => `${p.path}: ${p.message}`),
    );
  const forms = cities.cities.find((c) => c.id === city.slug)?.forms;
  const hours = await hoursIn(locale, dir);
  const head = city.headOffice === true;
  const values: Record<string, string> = {
    city: city.name,
    ...(forms?.in !== undefined && { cityIn: forms.in }),
    ...(forms?.of !== undefined && { cityOf: forms.of }),
    state: city.state,
    locality: city.office.locality,
    localities: city.localities.slice(0, 3).join(", "),
    phone,
    citiesServed: indianNumber(CITIES_SERVED),
    officeDays: OFFICE_HOURS.days,
    officeHours: hours(OFFICE_HOURS),
    phoneDays: PHONE_HOURS.days,
    phoneHours: hours(PHONE_HOURS),
    ...(city.transit && { km: indianNumber(city.transit.km), route: city.transit.route }),
  };
  const { hero, intro, benefits, ...rest } = words;
  const { oneDay: _one, sameDays: _same, ...introWords } = intro;
  const { headOfficeText, days: _line, oneDay: _oneLine, sameDays: _sameLine, ...benefitsWords } = benefits;
  return fill(
    {
      hero: {
        eyebrow: head ? hero.eyebrowHeadOffice : hero.eyebrow,
        title: hero.title,
        description: head ? hero.descriptionHeadOffice : hero.description,
        call: hero.call,
      },
      intro: { ...introWords, days: city.transit ? daysText(intro, city.transit.days) : "" },
      benefits: {
        ...benefitsWords,
        officeText: head ? headOfficeText : benefits.officeText,
        lineText: city.transit ? filled(benefits.lineText, { days: daysText(benefits, city.transit.days) }) : "",
      },
      ...rest,
    },
    values,
  );
}
