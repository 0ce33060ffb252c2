import { Section } from "~/components/section";
import { testimonials } from "~/content/testimonials";

import { RevealingTestimonialCard } from "./revealing-testimonial-card";

/** The 30 reviews in two columns (one on phones). */
export function TestimonialGrid() {
  return (
    <Section labelledBy="reviews" tone="surface">
      <div className="container-page">
        <h2 id="reviews" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          In their own words
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">
          Home, office, vehicle, defence and fine-art moves, from Kolkata to Chennai and everywhere between.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2" aria-label={`${testimonials.length} customer reviews`}>
          {testimonials.map((t, i) => (
            <li key={`${t.name}-${t.city}`} className="flex">
              <RevealingTestimonialCard testimonial={t} index={i} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
