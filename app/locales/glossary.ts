/**
 * What a language's glossary (app/locales/<code>/glossary.ts) holds: for each term, the one word or spelling its
 * pages use and the forms they never use, so that a reader meets one name for one thing. glossary.test.ts reads
 * every text of the language's folder and holds it to the glossary; docs/<language>-glossary.md explains the
 * choices.
 */
export interface Term {
  /** The English term, or the choice the entry makes (a spelling, a case ending). */
  english: string;
  /** The word the pages use: some text of the language has it. */
  use: string;
  /**
   * Forms no text may have. A string is a word or the start of one (a case ending may follow); a pattern is for
   * an ending or a form inside a word.
   */
  reject: readonly (string | RegExp)[];
}

export type Glossary = readonly Term[];

/** Anything but a letter or a vowel sign before it: the string starts a word. */
const wordStart = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}])${word.normalize().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "gu");

const patternOf = (form: string | RegExp) =>
  typeof form === "string" ? wordStart(form) : new RegExp(form.source, `${form.flags.replace("g", "")}g`);

/** Each rejected form of `term` that `text` has, as often as it has it. */
export function rejectedIn(text: string, term: Term): string[] {
  const normal = text.normalize();
  return term.reject.flatMap((form) => [...normal.matchAll(patternOf(form))].map((m) => m[0]));
}
