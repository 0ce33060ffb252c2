/**
 * The words of /cost-estimator and /free-estimate (content/<language>/estimator.json), read by the pages' loaders
 * when the pages are built, so no page's script carries them.
 */
import type { Locale } from "../config/locales.ts";
import type { EstimatorContent, ListLinesContent } from "./schemas/estimator.ts";

export type EstimatorWords = EstimatorContent;
/** The sentences the item list's quote writes, in one language. */
export type ListLines = ListLinesContent;
/** What the estimator's sections read: its tabs, fields, no-script note, questions, result and the estimate's lines. */
export type EstimatorSectionWords = Pick<
  EstimatorContent,
  "tabs" | "fields" | "noScript" | "form" | "result" | "lines" | "list"
>;

/** A city's name in the case forms the estimator's words name (`{cityIn}`, `{cityOf}`), by the city's id. */
export type CityForms = Readonly<Record<string, { in?: string; of?: string }>>;

/** The two pages' words in `locale`; `dir` is the content folder (a test's copy). */
export async function estimatorIn(locale: Locale, dir?: string): Promise<EstimatorWords> {
  const { readContent } = await import("./read.ts");
  return readContent("estimator", locale, dir);
}

/** The words the estimator's sections read, of the two pages' words. */
export const sectionWordsOf = ({
  tabs,
  fields,
  noScript,
  form,
  result,
  lines,
  list,
}: EstimatorWords): EstimatorSectionWords => ({ tabs, fields, noScript, form, result, lines, list });

/**
 * The placeholders of a city's case forms (schemas/estimator.ts `CITY_FORMS` but the name), and the field of the
 * cities file each stands for.
 */
const FORM_OF = { cityIn: "in", cityOf: "of" } as const;

/**
 * The case forms of every city that the estimator's words in `locale` name, from the language's cities file; none
 * when they name the city only. A city without a named form stops the build, naming it in that file: the page
 * would show a placeholder for it.
 */
export async function cityFormsIn(words: EstimatorWords, locale: Locale, dir?: string): Promise<CityForms | undefined> {
  const withinACity = [words.result.within, words.list.lines.route.within];
  const named = (Object.keys(FORM_OF) as (keyof typeof FORM_OF)[]).filter((f) =>
    withinACity.some((text) => text.includes(`{${f}}`)),
  );
  if (named.length === 0) return undefined;
  const { readContent, ContentError, contentDir } = await import("./read.ts");
  const { cities } = await readContent("cities", locale, dir);
  const problems = named.flatMap((placeholder) =>
    cities.flatMap((city, i) =>
      city.forms?.[FORM_OF[placeholder]]
        ? []
        : [`cities[${i}].forms.${FORM_OF[placeholder]}: '${city.name}' in the form '{${placeholder}}' the estimator names`],
    ),
  );
  if (problems.length > 0) throw new ContentError(`${dir ?? contentDir()}/${locale}/cities.json`, problems);
  return Object.fromEntries(cities.map((c) => [c.id, c.forms ?? {}]));
}
