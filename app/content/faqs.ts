/**
 * The FAQ accordion's questions as a page shows them (home, /faq and every service page), read from
 * content/<language>/faqs.json (schemas/faqs.ts) when the page is built, with the company's figures put in place of
 * their placeholders.
 */
import type { Locale } from "../config/locales.ts";
import { indianNumber } from "../config/numbers.ts";
import { RATING, YEARS_IN_BUSINESS } from "./facts.ts";
import type { FaqFigure, FaqsContent } from "./schemas/faqs.ts";

export type Faq = FaqsContent["faqs"][number];

/** Each figure as an answer writes it, the same in every language (Latin digits, as every page writes numbers). */
const figures: Record<FaqFigure, string> = {
  years: indianNumber(YEARS_IN_BUSINESS),
  rating: indianNumber(RATING, 1),
};

/** `text` with each `{figure}` written out; a name that is no figure is left for the caller to refuse. */
const withFigures = (text: string) =>
  text.replace(/\{([^{}]*)\}/g, (whole, name: string) => (name in figures ? figures[name as FaqFigure] : whole));

/**
 * The questions in `locale`, in the file's order, with their figures written out; `dir` is the content folder (a
 * test's copy).
 */
export async function faqsIn(locale: Locale, dir?: string): Promise<Faq[]> {
  const [{ readContent, ContentError, CONTENT_DIR }, { placeholderProblem }] = await Promise.all([
    import("./read.ts"),
    import("./schemas/faqs.ts"),
  ]);
  const { faqs } = await readContent("faqs", locale, dir);
  // The English file's schema refuses an unknown placeholder; a language's file is checked here, as it is filled.
  for (const faq of faqs) {
    const problem = placeholderProblem(faq.answer);
    if (problem)
      throw new ContentError(`${dir ?? CONTENT_DIR}/${locale}/faqs.json`, [
        `faqs: the answer of '${faq.id}': ${problem}`,
      ]);
  }
  return faqs.map((faq) => ({ ...faq, answer: withFigures(faq.answer) }));
}
