/**
 * The home page's records as it shows them, read from content/<language>/home.json (schemas/home.ts) when the page
 * is built, with the company's figures put in place of their placeholders; and the steps of a move, which the home
 * page, /about and /process tell (content/<language>/steps.json, schemas/steps.ts). Only loaders call it.
 */
import type { Locale } from "../config/locales.ts";
import { indianNumber } from "../config/numbers.ts";
import { RATING, REPLY_MINUTES, YEARS_IN_BUSINESS } from "./facts.ts";
import { HOME_TEMPLATE_NAMES,type HomeContent, type HomeFigure } from "./schemas/home.ts";

/**
 * Each figure as the page writes it, the same in every language (Latin digits, as every page writes numbers), and
 * the company's name.
 */
const figuresWith = (brand: string): Record<string, string> & Record<HomeFigure, string> => ({
  years: indianNumber(YEARS_IN_BUSINESS),
  rating: indianNumber(RATING, 1),
  reply: String(REPLY_MINUTES),
  brand,
  // What the page fills as it shows the words stays for it.
  ...Object.fromEntries(HOME_TEMPLATE_NAMES.map((n) => [n, `{${n}}`])),
});

/**
 * The home page's words and records in `locale`, with their figures and the company's name (`brand`, the site's
 * configuration); `dir` is the content folder (a test's copy).
 */
export async function homeContentIn(locale: Locale, brand: string, dir?: string): Promise<HomeContent> {
  const [{ readContent, ContentError, CONTENT_DIR }, { filled }] = await Promise.all([
    import("./read.ts"),
    import("./service-content.ts"),
  ]);
  const problems: string[] = [];
  // The English file's schema refuses an unknown placeholder; a language's file is checked here, as it is filled.
  const content = filled(await readContent("home", locale, dir), figuresWith(brand), "", problems);
  if (problems.length > 0) throw new ContentError(`${dir ?? CONTENT_DIR}/${locale}/home.json`, problems);
  return content;
}
