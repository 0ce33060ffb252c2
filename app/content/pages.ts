/**
 * The simple pages' words as the pages show them, read from content/<language>/<page>.json (schemas/pages.ts) when
 * a page is built, with the company's facts in the page's language put in place of their placeholders.
 */
import type { Locale } from "../config/locales.ts";
import type { ContentOf, Kind } from "./schemas/index.ts";
import type { PageFact } from "./schemas/pages.ts";

/**
 * The company's facts the pages' words name, as the page's language writes them (app/routes/page-data.ts); the open
 * days only where the language has its words for them.
 */
export type PageFacts = Omit<Record<PageFact, string>, "phoneDays" | "officeDays"> &
  Partial<Record<"phoneDays" | "officeDays", string>>;

/**
 * `kind` in `locale` with the facts in place of their placeholders; a template's own placeholders (a count the page
 * fills as it shows it) are left for the page. A name that is neither stops the build, naming the file.
 */
export async function pageWordsIn<K extends Kind>(
  kind: K,
  locale: Locale,
  facts: PageFacts,
  templateNames: readonly string[] = [],
  dir?: string,
): Promise<ContentOf<K>> {
  const [{ readContent, ContentError, CONTENT_DIR }, { filled }] = await Promise.all([
    import("./read.ts"),
    import("./service-content.ts"),
  ]);
  const values = { ...facts, ...Object.fromEntries(templateNames.map((n) => [n, `{${n}}`])) };
  const problems: string[] = [];
  // The English file's schema refuses an unknown placeholder; a language's file is checked here, as it is filled.
  const content = filled(await readContent(kind, locale, dir), values, "", problems);
  if (problems.length > 0) throw new ContentError(`${dir ?? CONTENT_DIR}/${locale}/${kind}.json`, problems);
  return content;
}
