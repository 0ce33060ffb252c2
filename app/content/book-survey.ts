/**
 * The words of /book-survey (content/<language>/book-survey.json), read by the page's loader when the page is built
 * with the company's facts filled in, so no script carries them; the page fills the rest as it shows them.
 */
import type { Locale } from "../config/locales.ts";
import type { PageFacts } from "./pages.ts";
import type { BookSurveyContent } from "./schemas/book-survey.ts";

export type BookSurveyWords = BookSurveyContent;

/** The page's words in `locale`, with `facts` in place; `dir` is the content folder (a test's copy). */
export async function bookSurveyIn(locale: Locale, facts: PageFacts, dir?: string): Promise<BookSurveyWords> {
  const [{ pageWordsIn }, { BOOK_SURVEY_TEMPLATES }] = await Promise.all([
    import("./pages.ts"),
    import("./schemas/book-survey.ts"),
  ]);
  return pageWordsIn("book-survey", locale, facts, BOOK_SURVEY_TEMPLATES, dir);
}
