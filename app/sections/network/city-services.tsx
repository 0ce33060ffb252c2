import { ArrowRight } from "~/components/icons";
import { Link } from "~/components/link";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { CityPageWords } from "~/content/network-city";
import { useStrings } from "~/i18n/strings";

/** Links to the main service pages, offered by this branch; names only on phones, two to a line; three from tablets. */
export function CityServices({ words: w }: { words: CityPageWords["services"] }) {
  const { services } = useStrings();
  return (
    <Section labelledBy="city-services-title">
      <div className="container-page">
        <SectionHeading id="city-services-title" eyebrow={w.eyebrow} title={w.title} />
        <ul className="stack-t grid grid-cols-2 gap-2 sm:gap-4 md:centre-lone-last md:grid-cols-3">
          {services.map((s) => (
            <li key={s.path}>
              <Link
                to={s.path}
                className="group flex h-full items-center gap-3 rounded-xl border border-line bg-white px-3 py-2.5 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50 sm:items-start sm:p-5"
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-bold text-brand-900 sm:text-base">{s.name}</span>
                  <span className="mt-1 hidden text-sm text-ink-muted sm:block">{s.summary}</span>
                </span>
                <ArrowRight
                  className="mt-1 hidden size-4 shrink-0 text-accent-600 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none sm:block"
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
