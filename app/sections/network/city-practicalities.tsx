import { SectionHeading } from "~/components/section-heading";
import type { City } from "~/content/cities";

/** Local rules and conditions to plan around: society NOCs, truck hours, monsoon, hills, lanes. */
export function CityPracticalities({ city }: { city: City }) {
  return (
    <section aria-labelledby="city-tips-title" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="city-tips-title" eyebrow="Good to know" title={`Before you move in ${city.name}`}>
          <p>What our {city.name} surveyors check before they give you a date and a price.</p>
        </SectionHeading>
        <ol className="mt-10 grid gap-6 md:grid-cols-2">
          {city.practicalities.map((p, i) => (
            <li key={p.title} className="flex gap-4 rounded-xl border border-line bg-white p-6 shadow-card">
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-50 font-bold text-accent-700"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-lg font-bold text-brand-900">{p.title}</h3>
                <p className="mt-2 text-ink-muted">{p.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
