/**
 * The words of /network, of the unknown city's page and of the network block as the pages show them, read from
 * content/<language>/network.json (schemas/network.ts) when a page is built and filled from the cities file of the
 * page's language: the counts, the head office's name, state and locality, and each branch's road link. Only
 * loaders and tests call it, so no page's script carries the words.
 */
import type { Locale } from "../config/locales.ts";
import { indianNumber } from "../config/numbers.ts";
import { CITIES_SERVED } from "./facts.ts";
import { missingForms } from "./network-city.ts";
import { filled } from "./placeholders.ts";
import { counted } from "./plurals.ts";
import type { CitiesContent } from "./schemas/cities.ts";
import type { NetworkContent } from "./schemas/network.ts";

type Words = NetworkContent;
type City = CitiesContent["cities"][number];

/** /network's words and its sections', filled: the list's line under each branch by the branch's id. */
export interface NetworkPageWords {
  page: Words["page"];
  map: Words["map"];
  headOffice: Words["headOffice"];
  interCity: Words["interCity"];
  /** "6–8 days from Kolkata", by branch id. */
  fromKolkata: Record<string, string>;
}

/** The network block's words, filled: what a screen reader hears for each city's link, by the city's id. */
export type NetworkBlockWords = Omit<Words["block"], "cityLink"> & { cityLinks: Record<string, string> };

export type UnknownCityWords = Words["unknownCity"];

/** Each text of `value` with `values` written out. */
const fill = <T>(value: T, values: Readonly<Record<string, string>>): T =>
  typeof value === "string"
    ? (filled(value, values) as T)
    : Array.isArray(value)
      ? (value.map((v: unknown) => fill(v, values)) as T)
      : (Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, fill(v, values)])) as T);

/** A city's name as the words name it: as it is, or in a case form of the language's cities file. */
const cityValues = (city: City) => ({
  city: city.name,
  ...(city.forms?.in !== undefined && { cityIn: city.forms.in }),
  ...(city.forms?.of !== undefined && { cityOf: city.forms.of }),
});

/**
 * The network words and the cities of `locale`, checked together: every city has each case form the words name
 * (a branch added without one would show a placeholder); `dir` is the content folder (a test's copy).
 */
async function read(locale: Locale, dir?: string) {
  const { readContent, ContentError, contentDir } = await import("./read.ts");
  const [words, cities] = await Promise.all([readContent("network", locale, dir), readContent("cities", locale, dir)]);
  const problems = missingForms(words, cities);
  if (problems.length > 0)
    throw new ContentError(
      `${dir ?? contentDir()}/${locale}/cities.json`,
      problems.map((p) => `${p.path}: ${p.message}`),
    );
  const head = cities.cities.find((c) => c.headOffice)!;
  const branches = cities.cities.filter((c) => !c.headOffice);
  const counts = { branches: String(branches.length), citiesServed: indianNumber(CITIES_SERVED) };
  return { words, head, branches, counts };
}

/** "6–8 days", "1 day": a road link's days in the words of `list`. */
function daysText(list: Words["list"], locale: Locale, min: number, max: number) {
  return min === max ? counted(list.day, min, locale) : filled(list.days, { min: String(min), max: String(max) });
}

/** /network's words in `locale`, `brand` being the company's name the head office's card gives. */
export async function networkPageWordsIn(locale: Locale, brand: string, dir?: string): Promise<NetworkPageWords> {
  const { words, head, branches, counts } = await read(locale, dir);
  const headValues = { ...cityValues(head), state: head.state, locality: head.office.locality };
  const { page, list, map, headOffice, interCity } = words;
  return {
    page: fill(page, { ...counts, ...headValues, states: String(new Set(branches.map((b) => b.state)).size) }),
    map: fill(map, { ...counts, ...headValues }),
    headOffice: fill(headOffice, { ...headValues, brand }),
    interCity,
    fromKolkata: Object.fromEntries(
      branches.flatMap((b) =>
        b.transit
          ? [[b.id, filled(list.fromKolkata, { days: daysText(list, locale, b.transit.minDays, b.transit.maxDays) })]]
          : [],
      ),
    ),
  };
}

/** The unknown city's page's words in `locale`, which every page's layout carries. */
export async function unknownCityWordsIn(locale: Locale, dir?: string): Promise<UnknownCityWords> {
  const { words, counts } = await read(locale, dir);
  return fill(words.unknownCity, counts);
}

/** The network block's words in `locale`. */
export async function networkBlockWordsIn(locale: Locale, dir?: string): Promise<NetworkBlockWords> {
  const { words, branches, counts } = await read(locale, dir);
  const { cityLink, ...block } = words.block;
  return {
    ...fill(block, counts),
    cityLinks: Object.fromEntries(branches.map((b) => [b.id, filled(cityLink, cityValues(b))])),
  };
}
