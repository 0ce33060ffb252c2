import { Link } from "~/components/link";
import { TestimonialCard } from "~/components/testimonial-card";
import type { Review } from "~/content/testimonials";

import { useComponentWords } from "./component-words";
import { Section } from "./section";
import { SectionHeading } from "./section-heading";

interface TestimonialCardsProps {
  /** The reviews to show, in the page's language: the page's loader picks them (`pageTestimonials`). */
  testimonials: readonly Review[];
  heading?: string;
  intro?: string;
}

/** Which review shows at which width, so that the block stays one row; literal for Tailwind. */
const ROW_ITEM = ["", "hidden md:flex", "hidden lg:flex"];

/** The 'Happy Clients' block: a few customer reviews as cards. */
export function TestimonialCards({ testimonials: picked, heading, intro }: TestimonialCardsProps) {
  const w = useComponentWords("testimonialCards");
  if (picked.length === 0) return null;
  return (
    <Section labelledBy="happy-clients-heading" tone="tint">
      <div className="container-page">
        <SectionHeading id="happy-clients-heading" title={heading ?? w.heading}>
          {/* A line a phone can do without. */}
          <p className="hidden sm:block">{intro ?? w.intro}</p>
          {w.translatedNote && <p className="text-sm">{w.translatedNote}</p>}
        </SectionHeading>
        {/* One row at every width: the first review on phones, two on tablets, three wider. */}
        <ul className="stack-t grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {picked.map((t, i) => (
            <li key={`${t.name}-${t.city}`} className={`flex ${ROW_ITEM[i] ?? "hidden lg:flex"}`}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
        <p className="mt-4 text-center sm:mt-6">
          <Link to="/testimonials" className="font-semibold text-brand-700 underline underline-offset-4">
            {w.readAll}
          </Link>
        </p>
      </div>
    </Section>
  );
}
