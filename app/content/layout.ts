/**
 * The layout's words in one language (content/<language>/layout.json), as every page's data carries them: the
 * company's years and the phones' hours in place, so no page's script carries a word of them.
 */
import type { Locale } from "../config/locales.ts";
import { indianNumber } from "../config/numbers.ts";
import { PHONE_HOURS, YEARS_IN_BUSINESS } from "./facts.ts";
import { namesIn, spelledTime } from "./names.ts";
import { filled } from "./placeholders.ts";
import { readContent } from "./read.ts";
import type { LayoutContent } from "./schemas/layout.ts";

/** The layout's words as its components read them: the words, the link lists, the trail and the carousels'. */
export type LayoutWords = LayoutContent["words"] & Omit<LayoutContent, "words">;

/** The layout's words in `locale`, with the facts they name filled in; `dir` is the content folder (a test's copy). */
export async function layoutWordsIn(locale: Locale, dir?: string): Promise<LayoutWords> {
  const [{ words, ...lists }, names] = await Promise.all([readContent("layout", locale, dir), namesIn(locale, dir)]);
  const hours = {
    days: PHONE_HOURS.daysShort,
    opens: spelledTime(names, PHONE_HOURS.opens, dir),
    closes: spelledTime(names, PHONE_HOURS.closes, dir),
  };
  return {
    ...words,
    topBarOffer: filled(words.topBarOffer, hours),
    footerAbout: filled(words.footerAbout, { years: indianNumber(YEARS_IN_BUSINESS) }),
    ...lists,
  };
}
