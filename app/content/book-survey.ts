/**
 * The words of /book-survey (content/<language>/book-survey.json), read by the page's loader when the page is built
 * with the company's facts filled in, so no script carries them; the page fills the rest as it shows them.
 */
import { type Locale, locales, nativeName } from "../config/locales.ts";
import type { PageFacts } from "./pages.ts";
import type { BookSurveyContent } from "./schemas/book-survey.ts";

export type BookSurveyWords = BookSurveyContent;

/** The page's words in `locale`, with `facts` in place; `dir` is the content folder (a test's copy). */
export async function bookSurveyIn(locale: Locale, facts: PageFacts, dir?: string): Promise<BookSurveyWords> {
  const [{ pageWordsIn }, { BOOK_SURVEY_TEMPLATES }] = await Promise.all([
    import("./pages.ts"),
    import("./schemas/book-survey.ts"),
  ]);
  const words = await pageWordsIn("book-survey", locale, facts, BOOK_SURVEY_TEMPLATES, dir);
  return { ...words, form: { ...words.form, languages: everyLanguage(words.form.languages) } };
}

/**
 * Every language of the table, as the survey form offers it: by the name the words give it or, for one they do
 * not name, by its own (the table's `nativeName`), so a language joins the form by its table line.
 */
const everyLanguage = (named: BookSurveyContent["form"]["languages"]) =>
  locales.map((id) => ({ id, name: named.find((n) => n.id === id)?.name ?? nativeName[id] }));
