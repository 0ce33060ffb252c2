import { phoneRow } from "~/components/phone-row";
import { SectionHeading } from "~/components/section-heading";
import { TestimonialCard } from "~/components/testimonial-card";
import type { City } from "~/content/cities/city";
import type { CityPageWords } from "~/content/network-city";

/** Reviews from customers of this branch. */
export function CityTestimonials({ city, words: w }: { city: City; words: CityPageWords["testimonials"] }) {
  return (
    <section aria-labelledby="city-reviews-title" className="bg-brand-950 section-y text-white">
      <div className="container-page">
        <SectionHeading id="city-reviews-title" eyebrow={w.eyebrow} title={w.title} tone="dark">
          {w.translatedNote && <p className="text-sm">{w.translatedNote}</p>}
        </SectionHeading>
        <ul
          {...phoneRow(
            w.row,
            `stack-t gap-3 sm:gap-6 lg:grid ${city.testimonials.length > 2 ? "lg:grid-cols-3 lg:centre-lone-last" : "lg:grid-cols-2"}`,
            { tablets: true },
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
