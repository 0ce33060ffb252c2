import type { CityRecord } from "~/content/cities/types.ts";
import type { Testimonial } from "~/content/testimonials.ts";
import type { Translated } from "~/content/translation.ts";

/**
 * What is written by hand for a city page, in Bengali: the English record's texts, lists in the same order and of
 * the same length. The city's and state's names are in ../city-list.ts; numbers, the office's postal address
 * (kept as registered, in Latin letters), phone and dates are read from the English record.
 */
export type CityText = Translated<Pick<CityRecord, "tagline" | "intro" | "localities" | "practicalities">> & {
  /** The English `transit.route`, for branches. */
  transitRoute?: string;
  /** The English record's reviews, in order: the reviewer's name, the move and the review itself. */
  testimonials: Translated<Pick<Testimonial, "name" | "move" | "text">>[];
};
