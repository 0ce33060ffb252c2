import { Link } from "react-router";

import { Quote } from "~/components/icons";
import type { City } from "~/content/cities";
import { services } from "~/content/services";

const serviceName = (path: string) => services.find((s) => s.path === path)?.name;

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
          {city.testimonials.map((t) => {
            const service = serviceName(t.service);
            return (
              <li key={t.name} className="flex flex-col rounded-xl bg-white p-6 text-ink shadow-card">
                <Quote className="size-7 text-accent-500" aria-hidden="true" />
                <figure className="mt-3 flex flex-1 flex-col">
                  <blockquote className="flex-1 leading-relaxed">
                    <p>“{t.text}”</p>
                  </blockquote>
                  <figcaption className="mt-5 border-t border-line pt-4">
                    <span className="block font-semibold text-brand-900">{t.name}</span>
                    <span className="block text-sm text-ink-muted">
                      {city.name}
                      {service && (
                        <>
                          {" · "}
                          <Link to={t.service} className="text-brand-700 underline underline-offset-2">
                            {service}
                          </Link>
                        </>
                      )}
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
