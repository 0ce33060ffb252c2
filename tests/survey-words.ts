// The survey booking's words as the page's loader gives them, for the tests of its parts.
import { type Locale, localePath } from "../app/config/locales";
import { bookSurveyIn } from "../app/content/book-survey";
import { pageFacts } from "../app/routes/page-data";

export const surveyWordsIn = async (locale: Locale) =>
  bookSurveyIn(locale, await pageFacts(new Request(`http://localhost${localePath("/book-survey", locale)}`)));
