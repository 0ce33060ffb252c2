import { Link } from "react-router";

import { ArrowRight } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { City } from "~/content/cities";
import { services } from "~/content/services";

/** Links to the main service pages, offered by this branch. */
export function CityServices({ city }: { city: City }) {
  return (
    <Section labelledBy="city-services-title">
      <div className="container-page">
        <SectionHeading
          id="city-services-title"
          eyebrow="Our services"
          title={`What our ${city.name} branch can do for you`}
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => (
            <li key={s.path}>
              <Link
                to={s.path}
                className="group flex h-full items-start gap-3 rounded-xl border border-line bg-white p-5 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-bold text-brand-900">{s.name}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{s.summary}</span>
                </span>
                <ArrowRight
                  className="mt-1 size-4 shrink-0 text-accent-600 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
