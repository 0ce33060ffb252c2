/** Words that count, in the form the page's language gives its number (`Intl`'s plural rules). */
import { type Locale, localeTable } from "../config/locales.ts";
import { filled } from "./placeholders.ts";
import type { PluralWords } from "./schemas/pages.ts";

const rules = new Map<Locale, Intl.PluralRules>();

/** `words` for `count` in `locale`, with `{count}` written out: "3 open positions". */
export function counted(words: PluralWords, count: number, locale: Locale): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(localeTable[locale].intl)));
  return filled(words[rule.select(count) as keyof PluralWords] ?? words.other, { count: String(count) });
}
