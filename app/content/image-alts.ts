/**
 * What each picture of the site shows, in words, in one language: the fixed slots' alt texts of
 * content/<language>/images.json, and each city office's, made from the city's name and landmark in the cities
 * file, so that a branch added to that file has its picture described in every language.
 */
import type { Locale } from "../config/locales.ts";
import { cityImageId } from "./images.ts";
import { filled } from "./placeholders.ts";
import { readContent } from "./read.ts";

/** Every slot's alt text by its id. */
export type ImageAlts = Readonly<Record<string, string>>;

/** The alt texts in `locale`; `dir` is the content folder (a test's copy). */
export async function imageAltsIn(locale: Locale, dir?: string): Promise<ImageAlts> {
  const [{ slots, cityOffice }, { cities }] = await Promise.all([
    readContent("images", locale, dir),
    readContent("cities", locale, dir),
  ]);
  return Object.fromEntries([
    ...slots.map((s) => [s.id, s.alt] as const),
    ...cities.map(
      (c) =>
        [
          cityImageId(c.id),
          c.landmark
            ? filled(cityOffice.withLandmark, { city: c.name, landmark: c.landmark })
            : filled(cityOffice.officeOnly, { city: c.name }),
        ] as const,
    ),
  ]);
}
