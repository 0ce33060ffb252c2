/**
 * The configured names and the company's opening times as a language writes them (content/<language>/names.json),
 * read when a page is built: a value with no record stops the build, naming the file and what to add.
 */
import type { Locale } from "../config/locales.ts";
import { contentDir, ContentError, readContentWithEnglish } from "./read.ts";
import type { NamesContent } from "./schemas/names.ts";

/** The names file of `locale` with the English one it was matched to. */
export const namesIn = (locale: Locale, dir?: string) => readContentWithEnglish("names", locale, dir);

type Names = { content: NamesContent; english: NamesContent };

const fileOf = (dir: string | undefined) => `${dir ?? contentDir()}/en/names.json`;

/**
 * `configured` (the value of the configuration's `variable`) in the names' language: the record the English file
 * holds it under, as the language's file spells it.
 */
export function spelledName({ content, english }: Names, variable: string, configured: string, dir?: string): string {
  const id = english.names.find((n) => n.name === configured)?.id;
  const spelled = content.names.find((n) => n.id === id)?.name;
  if (spelled === undefined)
    throw new ContentError(fileOf(dir), [
      `names: ${variable} "${configured}" has none: add a record with it as its name, and its spelling in every language`,
    ]);
  return spelled;
}

/**
 * A time of day of the records ("09:30") as the names' language writes it ("9:30 am", "सुबह 9:30"), its words held
 * together by no-break spaces: "7 pm" never wraps between its figure and its "pm".
 */
export function spelledTime({ content }: Names, time: string, dir?: string): string {
  const id = time.replace(":", "-");
  const spelled = content.times.find((t) => t.id === id)?.time;
  if (spelled === undefined)
    throw new ContentError(fileOf(dir), [`times: the time ${time} has none: add a record with the id '${id}'`]);
  return spelled.replaceAll(" ", "\u00a0");
}
