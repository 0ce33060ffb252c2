/**
 * The FAQ accordion's questions as a page shows them (home, /faq and every service page), read from
 * content/<language>/faqs.json (schemas/faqs.ts) when the page is built, with the company's figures put in place of
 * their placeholders.
 */
import type { Locale } from "../config/locales.ts";
import { indianNumber } from "../config/numbers.ts";
import { RATING, YEARS_IN_BUSINESS } from "./facts.ts";
import { filled } from "./placeholders.ts";
import type { FaqFigure, FaqsContent } from "./schemas/faqs.ts";

export type Faq = FaqsContent["faqs"][number];

/** Each figure as an answer writes it, the same in every language (Latin digits, as every page writes numbers). */
const figures: Record<FaqFigure, string> = {
  years: indianNumber(YEARS_IN_BUSINESS),
  rating: indianNumber(RATING, 1),
};

/** `text` with each `{figure}` written out; a name that is no figure is left for the caller to refuse. */
const withFigures = (text: string) => filled(text, figures);

/**
 * The questions in `locale`, in the file's order, with their figures written out; `dir` is the content folder (a
 * test's copy).
 */
export async function faqsIn(locale: Locale, dir?: string): Promise<Faq[]> {
  const { readContent } = await import("./read.ts");
  // The schema refuses a placeholder that is no figure, in every language's file.
  const { faqs } = await readContent("faqs", locale, dir);
  return faqs.map((faq) => ({ ...faq, answer: withFigures(faq.answer) }));
}
