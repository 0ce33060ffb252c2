/**
 * The words of /cost-estimator and /free-estimate (content/<language>/estimator.json), read by the pages' loaders
 * when the pages are built, so no page's script carries them.
 */
import type { Locale } from "../config/locales.ts";
import type { EstimatorContent } from "./schemas/estimator.ts";

export type EstimatorWords = EstimatorContent;
/** What the estimator's sections read: its tabs, fields and no-script note. */
export type EstimatorSectionWords = Pick<EstimatorContent, "tabs" | "fields" | "noScript">;

/** The two pages' words in `locale`; `dir` is the content folder (a test's copy). */
export async function estimatorIn(locale: Locale, dir?: string): Promise<EstimatorWords> {
  const { readContent } = await import("./read.ts");
  return readContent("estimator", locale, dir);
}

/** The words the estimator's sections read, of the two pages' words. */
export const sectionWordsOf = ({ tabs, fields, noScript }: EstimatorWords): EstimatorSectionWords => ({
  tabs,
  fields,
  noScript,
});
