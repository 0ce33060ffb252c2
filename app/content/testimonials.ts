/**
 * The customers' reviews as pages show them, read from content/<language>/testimonials.json
 * (schemas/testimonials.ts): /testimonials shows all, the service and guide pages a few about their service, the
 * head office's city page those of Kolkata customers.
 */
import type { Locale } from "../config/locales.ts";
import type { Testimonial } from "./schemas/testimonials.ts";

export type { Testimonial } from "./schemas/testimonials.ts";

/** What a review card shows: a review of the reviews file, or one written on a city's page. */
export type Review = Omit<Testimonial, "id">;

/** A review in a page's language, with the English name of its city, by which every language filters it. */
export interface ShownTestimonial extends Testimonial {
  place: string;
}

/** Every review in `locale`, in the file's order, read when a page is built. */
export async function testimonialsIn(locale: Locale): Promise<ShownTestimonial[]> {
  const { readContentWithEnglish } = await import("./read.ts");
  const { content, english } = await readContentWithEnglish("testimonials", locale);
  const place = new Map(english.testimonials.map((t) => [t.id, t.city]));
  return content.testimonials.map((t) => ({ ...t, place: place.get(t.id)! }));
}

/** Reviews about `service` first, topped up with the first reviews of the list, `count` in all. */
export function pickTestimonials<T extends Review>(
  list: readonly T[],
  service: string | undefined,
  count: number,
): T[] {
  const matching = service ? list.filter((t) => t.service.toLowerCase() === service.toLowerCase()) : [];
  const rest = list.filter((t) => !matching.includes(t));
  return [...matching, ...rest].slice(0, count);
}
