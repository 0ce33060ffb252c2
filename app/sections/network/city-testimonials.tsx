import { phoneRow } from "~/components/phone-row";
import { SectionHeading } from "~/components/section-heading";
import { TestimonialCard } from "~/components/testimonial-card";
import type { City } from "~/content/cities/city";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

export const cityTestimonialsWords = words("cityTestimonialsWords", {
  eyebrow: "Client testimonials",
  title: (city: string) => `What our ${city} customers say`,
  row: (city: string) => `Reviews of our ${city} branch`,
  /** Said where reviews are shown in another language than the one they were written in; none in English. */
  translatedNote: "",
});

/** Reviews from customers of this branch. */
export function CityTestimonials({ city }: { city: City }) {
  const w = useTranslated(cityTestimonialsWords);
  return (
    <section aria-labelledby="city-reviews-title" className="bg-brand-950 section-y text-white">
      <div className="container-page">
        <SectionHeading id="city-reviews-title" eyebrow={w.eyebrow} title={w.title(city.name)} tone="dark">
          {w.translatedNote && <p className="text-sm">{w.translatedNote}</p>}
        </SectionHeading>
        <ul
          {...phoneRow(
            w.row(city.name),
            `stack-t gap-3 sm:grid sm:gap-6 ${city.testimonials.length > 2 ? "lg:grid-cols-3" : "md:grid-cols-2"}`,
          )}
        >
          {city.testimonials.map((t) => (
            <li key={t.name} className="flex">
              <TestimonialCard testimonial={t} linkService />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
