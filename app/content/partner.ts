/**
 * The franchise page's words as it shows them, read from content/<language>/partner.json (schemas/partner.ts) when
 * the page is built, with the company's facts and counts in the page's language in place of their placeholders.
 * Only the page's loader and tests call it, so no page's script carries the words.
 */
import type { Locale } from "../config/locales.ts";
import { indianNumber } from "../config/numbers.ts";
import { CITIES_SERVED } from "./facts.ts";
import type { PageFacts } from "./pages.ts";
import { filled } from "./placeholders.ts";
import { PARTNER_COUNTS, type PartnerContent } from "./schemas/partner.ts";

/** Each text of `value` with `values` written out. */
const fill = <T>(value: T, values: Readonly<Record<string, string>>): T =>
  typeof value === "string"
    ? (filled(value, values) as T)
    : Array.isArray(value)
      ? (value.map((v: unknown) => fill(v, values)) as T)
      : typeof value === "object" && value !== null
        ? (Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, values)])) as T)
        : value;

/** /partner's words in `locale`, with `facts` as the page's language writes them; `dir` is the content folder. */
export async function partnerWordsIn(locale: Locale, facts: PageFacts, dir?: string): Promise<PartnerContent> {
  const [{ pageWordsIn }, { readContent }] = await Promise.all([import("./pages.ts"), import("./read.ts")]);
  const [words, cities] = await Promise.all([
    pageWordsIn("partner", locale, facts, PARTNER_COUNTS, dir),
    readContent("cities", locale, dir),
  ]);
  const counts: Record<(typeof PARTNER_COUNTS)[number], string> = {
    branches: String(cities.cities.filter((c) => !c.headOffice).length),
    citiesServed: indianNumber(CITIES_SERVED),
  };
  return fill(words, counts);
}
