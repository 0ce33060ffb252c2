/**
 * The shared components' words (content/<language>/components.json) and the safety guarantee
 * (content/<language>/guarantee.json) as the pages show them, read when a page is built, with the company's facts
 * in place of their placeholders. The layout's loader gives every page the components' words; the loaders of the
 * pages that claim the guarantee give its words.
 */
import type { Locale } from "../config/locales.ts";
import type { ComponentFact, ComponentWords, GuaranteeContent } from "./schemas/components.ts";

export type ComponentFacts = Omit<Record<ComponentFact, string>, "phoneDaysShort" | "officeDaysShort"> &
  Partial<Record<"phoneDaysShort" | "officeDaysShort", string>>;

/** The placeholders a component fills as it shows what it is given (a step's number, a price, the reviews' source). */
const SHOWN = ["n", "phone", "price", "min", "max", "days", "source", "email"] as const;

/** `kind` in `locale` with `values` in place of their placeholders and the shown ones left for the component. */
async function filledIn<K extends "components" | "guarantee">(
  kind: K,
  locale: Locale,
  values: Readonly<Record<string, string>>,
  dir?: string,
) {
  const [{ readContent, ContentError, CONTENT_DIR }, { filled }] = await Promise.all([
    import("./read.ts"),
    import("./service-content.ts"),
  ]);
  const problems: string[] = [];
  const all = { ...values, ...Object.fromEntries(SHOWN.map((n) => [n, `{${n}}`])) };
  // The English file's schema refuses an unknown placeholder; a language's file is checked here, as it is filled.
  const content = filled(await readContent(kind, locale, dir), all, "", problems);
  if (problems.length > 0) throw new ContentError(`${dir ?? CONTENT_DIR}/${locale}/${kind}.json`, problems);
  return content;
}

/**
 * What every page may show of the shared components, in `locale`, with the company's facts written out and the
 * estimator's and the survey's labels from the layout's words.
 */
export async function componentWordsIn(locale: Locale, facts: ComponentFacts, dir?: string): Promise<ComponentWords> {
  const [content, { layoutWordsIn }] = await Promise.all([
    filledIn("components", locale, facts, dir),
    import("./layout.ts"),
  ]);
  const { estimateMoveCost, bookFreeSurvey } = await layoutWordsIn(locale, dir);
  return {
    ...content,
    priceTable: { ...content.priceTable, estimate: estimateMoveCost },
    bookSurveyLink: { label: bookFreeSurvey },
  };
}

/** The guarantee in `locale`, its claim window written out; `{email}` is the company's, which the page links. */
export async function guaranteeIn(locale: Locale, dir?: string): Promise<GuaranteeContent> {
  const { CLAIM_WINDOW_HOURS } = await import("./guarantee.ts");
  return filledIn("guarantee", locale, { claimHours: String(CLAIM_WINDOW_HOURS) }, dir);
}
