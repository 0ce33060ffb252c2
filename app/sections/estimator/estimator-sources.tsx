import { ArrowRight } from "~/components/icons";
import { Link } from "~/components/link";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { EstimatorWords } from "~/content/estimator";

/** Where every figure comes from: the published tables (also the no-script fallback). */
export function EstimatorSources({ words: w }: { words: EstimatorWords["sources"] }) {
  return (
    <Section labelledBy="sources-title" tone="surface">
      <div className="container-page">
        <SectionHeading id="sources-title" title={w.title} wide>
          <p>{w.intro}</p>
        </SectionHeading>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 sm:max-lg:centre-lone-last-pair-4 lg:centre-lone-last lg:grid-cols-3">
          {w.sources.map((s) => (
            <li key={s.id}>
              <Link
                to={s.path}
                className="group flex h-full flex-col rounded-xl border border-line bg-white p-5 shadow-card hover:border-brand-300"
              >
                <span className="flex items-center justify-between gap-2 font-bold text-brand-900">
                  {s.title}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 text-accent-600 transition-transform group-hover:translate-x-1"
                  />
                </span>
                <span className="mt-1 text-sm text-ink-muted">{s.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
