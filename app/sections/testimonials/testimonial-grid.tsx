import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { testimonials as allTestimonials } from "~/content/testimonials";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

import { RevealingTestimonialCard } from "./revealing-testimonial-card";

export const testimonialGridWords = words("testimonialGridWords", {
  title: "In their own words",
  intro: "Home, office, vehicle, defence and fine-art moves, from Kolkata to Chennai and everywhere between.",
  /** Said where reviews are shown in another language than the one they were written in; none in English. */
  translatedNote: "",
  list: (count: number) => `${count} customer reviews`,
});

/** The 30 reviews in two columns (one on phones). */
export function TestimonialGrid() {
  const w = useTranslated(testimonialGridWords);
  const testimonials = useTranslated(allTestimonials);
  return (
    <Section labelledBy="reviews" tone="surface">
      <div className="container-page">
        <SectionHeading id="reviews" title={w.title}>
          <p>{w.intro}</p>
          {w.translatedNote && <p className="text-sm">{w.translatedNote}</p>}
        </SectionHeading>
        <ul className="stack-t grid gap-6 md:grid-cols-2" aria-label={w.list(testimonials.length)}>
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
