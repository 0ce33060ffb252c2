import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { testimonials } from "~/content/testimonials";

import { RevealingTestimonialCard } from "./revealing-testimonial-card";

/** The 30 reviews in two columns (one on phones). */
export function TestimonialGrid() {
  return (
    <Section labelledBy="reviews" tone="surface">
      <div className="container-page">
        <SectionHeading id="reviews" title="In their own words" align="left">
          <p>Home, office, vehicle, defence and fine-art moves, from Kolkata to Chennai and everywhere between.</p>
        </SectionHeading>
        <ul className="stack-t grid gap-6 md:grid-cols-2" aria-label={`${testimonials.length} customer reviews`}>
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
