import { TestimonialCard } from "~/components/testimonial-card";
import type { City } from "~/content/cities";

/** Reviews from customers of this branch. */
export function CityTestimonials({ city }: { city: City }) {
  return (
    <section aria-labelledby="city-reviews-title" className="bg-brand-950 py-16 text-white sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">Client testimonials</p>
          <h2 id="city-reviews-title" className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            What our {city.name} customers say
          </h2>
        </div>
        <ul className={`mt-10 grid gap-6 ${city.testimonials.length > 2 ? "lg:grid-cols-3" : "md:grid-cols-2"}`}>
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
