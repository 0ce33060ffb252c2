import { phoneRow } from "~/components/phone-row";
import { TestimonialCard } from "~/components/testimonial-card";
import type { City } from "~/content/cities";

/** Reviews from customers of this branch. */
export function CityTestimonials({ city }: { city: City }) {
  return (
    <section aria-labelledby="city-reviews-title" className="bg-brand-950 section-y text-white">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="hidden text-sm font-semibold tracking-widest text-accent-400 uppercase sm:block">
            Client testimonials
          </p>
          <h2
            id="city-reviews-title"
            className="text-title font-extrabold tracking-tight text-balance sm:mt-2 sm:text-title-lg"
          >
            What our {city.name} customers say
          </h2>
        </div>
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
