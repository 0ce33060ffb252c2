/** A floor as the page's language names it, from the words of content/<language>/book-survey.json (`floors`). */
import type { Locale } from "../config/locales.ts";
import { filled } from "./placeholders.ts";
import { pluralForm } from "./plurals.ts";
import type { BookSurveyContent } from "./schemas/book-survey.ts";

export type FloorWords = BookSurveyContent["floors"];

/** How `locale` names a floor (content/<language>/book-survey.json `floors`); `dir` is the content folder (a test's copy). */
export async function floorWordsIn(locale: Locale, dir?: string): Promise<FloorWords> {
  const { readContent } = await import("./read.ts");
  return (await readContent("book-survey", locale, dir)).floors;
}

/**
 * "Ground floor", "3rd floor", "तीसरी मंजिल", "12তম তলা": the floors the language names in words by their names,
 * every other by its number in the language's ordinal form (~/content/plurals).
 */
export function floorName(words: FloorWords, floor: number, locale: Locale): string {
  const named = words.names[floor];
  if (named !== undefined) return named;
  const form = pluralForm(locale, floor, "ordinal") as keyof FloorWords["ordinal"];
  return filled(words.ordinal[form] ?? words.ordinal.other, { floor: String(floor) });
}
