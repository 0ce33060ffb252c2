/**
 * Words that count, in the form the page's language gives its number. `Intl`'s plural rules decide the form, but a
 * page never asks `Intl` while it loads (docs/decisions/intl-on-load.md): the build writes each language's forms
 * for the whole numbers as data (`pluralForms`), which every page's layout hands to `keepPluralForms`, and the
 * browser reads the form from it.
 */
import { type Locale, localeTable } from "../config/locales.ts";
import { filled } from "./placeholders.ts";
import type { PluralWords } from "./schemas/pages.ts";

type PluralType = Intl.PluralRuleType;
const FORMS = ["zero", "one", "two", "few", "many", "other"] as const;
type PluralForm = (typeof FORMS)[number];

/**
 * The forms of 0–199, a digit each (an index of FORMS): a language's rules for whole numbers look at the number,
 * its last digit and its last two, so from 100 on the forms repeat every hundred (the unit test holds every
 * language of the table to `Intl` far beyond).
 */
const SPAN = 200;
export type PluralForms = Record<PluralType, string>;

const rules = new Map<string, Intl.PluralRules>();
const intlRules = (locale: Locale, type: PluralType) => {
  const key = `${locale} ${type}`;
  let rule = rules.get(key);
  if (!rule) rules.set(key, (rule = new Intl.PluralRules(localeTable[locale].intl, { type })));
  return rule;
};

/** `locale`'s forms of the whole numbers as data, written at build time from `Intl`. */
export function pluralForms(locale: Locale): PluralForms {
  const digits = (type: PluralType) =>
    Array.from({ length: SPAN }, (_, n) => FORMS.indexOf(intlRules(locale, type).select(n) as PluralForm)).join("");
  return { cardinal: digits("cardinal"), ordinal: digits("ordinal") };
}

const given = new Map<Locale, PluralForms>();

/** Keeps the page's forms (its layout's data) for `pluralForm`, so the page's own counts ask no `Intl`. */
export function keepPluralForms(locale: Locale, forms: PluralForms): void {
  given.set(locale, forms);
}

/** The form of `n` in `locale`: from the page's data for a whole number, else (the build, a test) from `Intl`. */
export function pluralForm(locale: Locale, n: number, type: PluralType = "cardinal"): PluralForm {
  const forms = given.get(locale)?.[type];
  if (forms && Number.isInteger(n) && n >= 0) return FORMS[Number(forms[n < SPAN ? n : 100 + (n % 100)])]!;
  return intlRules(locale, type).select(n) as PluralForm;
}

/**
 * `words` for `count` in `locale`, with `{count}` written out (as `written`, when the number is grouped): "3 open
 * positions". A count of none takes the `zero` words when they are given, whatever the language's rules: Hindi's
 * rules put 0 with 1, and "0 चीजें" is how Hindi says none.
 */
export function counted(words: PluralWords, count: number, locale: Locale, written = String(count)): string {
  const form = count === 0 && words.zero !== undefined ? "zero" : pluralForm(locale, count);
  return filled(words[form as keyof PluralWords] ?? words.other, { count: written });
}
