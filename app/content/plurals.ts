/** Words that count, in the form the page's language gives its number (`Intl`'s plural rules). */
import { type Locale, localeTable } from "../config/locales.ts";
import { filled } from "./placeholders.ts";
import type { PluralWords } from "./schemas/pages.ts";

const rules = new Map<string, Intl.PluralRules>();

/** `locale`'s plural rules of `type` (counts, or ordinals: "1st", "2nd"), made once. */
export function pluralRules(locale: Locale, type: Intl.PluralRuleType = "cardinal"): Intl.PluralRules {
  const key = `${locale} ${type}`;
  let rule = rules.get(key);
  if (!rule) rules.set(key, (rule = new Intl.PluralRules(localeTable[locale].intl, { type })));
  return rule;
}

/**
 * `words` for `count` in `locale`, with `{count}` written out (as `written`, when the number is grouped): "3 open
 * positions". A count of none takes the `zero` words when they are given, whatever the language's rules: Hindi's
 * rules put 0 with 1, and "0 चीजें" is how Hindi says none.
 */
export function counted(words: PluralWords, count: number, locale: Locale, written = String(count)): string {
  const form =
    count === 0 && words.zero !== undefined ? "zero" : (pluralRules(locale).select(count) as keyof PluralWords);
  return filled(words[form] ?? words.other, { count: written });
}
