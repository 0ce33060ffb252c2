import { phoneRow } from "~/components/phone-row";
import { SectionHeading } from "~/components/section-heading";
import { TestimonialCard } from "~/components/testimonial-card";
import type { City } from "~/content/cities";

/** Reviews from customers of this branch. */
export function CityTestimonials({ city }: { city: City }) {
  return (
    <section aria-labelledby="city-reviews-title" className="bg-brand-950 section-y text-white">
      <div className="container-page">
        <SectionHeading
          id="city-reviews-title"
          eyebrow="Client testimonials"
          title={`What our ${city.name} customers say`}
          tone="dark"
        />
        <ul
          {...phoneRow(
            `Reviews of our ${city.name} branch`,
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
