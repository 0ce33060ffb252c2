import { type ReactNode, useEffect, useRef, useState } from "react";

import { type FilterOption, FilterSelect } from "~/components/filter-select";
import { ChevronDown } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { byLetters } from "~/config/locales";
import { filled } from "~/content/placeholders";
import { counted } from "~/content/plurals";
import type { TestimonialsPageContent } from "~/content/schemas/pages";
import type { ShownTestimonial } from "~/content/testimonials";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocale, useStrings } from "~/i18n/strings";

import { RevealingTestimonialCard } from "./revealing-testimonial-card";

/** Reviews shown before "show more": three rows of two on wide screens, a few screens on a phone. */
const FIRST = 6;

const GRID = "grid gap-6 md:grid-cols-2";

/**
 * The 30 reviews in two columns (one on phones): the first six, the rest behind a native "show more" that works
 * before the page's script runs, and filters by service and city that the script adds. Every review is in the
 * pre-rendered HTML. The words are the page's data, in its language.
 */
export function TestimonialGrid({
  words: w,
  testimonials,
}: {
  words: TestimonialsPageContent["reviews"];
  testimonials: ShownTestimonial[];
}) {
  const locale = useLocale();
  const { services } = useStrings();
  const hydrated = useHydrated();
  const [service, setService] = useState("");
  const [city, setCity] = useState("");
  const [open, setOpen] = useState(false);
  const more = useRef<HTMLDetailsElement>(null);
  // A visitor may open "show more" before the script runs; the count starts from what the page shows.
  useEffect(() => {
    if (more.current?.open) setOpen(true);
  }, []);

  /** Filters read the English city names, so that a translated page filters the same reviews. */
  const matches = (t: ShownTestimonial) =>
    (service === "" || t.service === service) && (city === "" || t.place === city);
  const reviews = testimonials.filter(matches).map((t) => ({ key: t.id, shown: t }));
  const serviceOptions: FilterOption[] = services
    .filter((s) => testimonials.some((t) => t.service === s.path))
    .map((s) => ({ value: s.path, label: s.name }));
  const cityOptions: FilterOption[] = [...new Map(testimonials.map((t) => [t.place, t.city]))]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => byLetters(a.label, b.label));

  const first = reviews.slice(0, FIRST);
  const rest = reviews.slice(FIRST);
  const count = rest.length > 0 && open ? reviews.length : first.length;
  const cards = (list: typeof reviews, offset: number): ReactNode =>
    list.map((r, i) => (
      <li key={r.key} className="flex">
        <RevealingTestimonialCard testimonial={r.shown} index={offset + i} />
      </li>
    ));

  return (
    <Section labelledBy="reviews" tone="surface">
      <div className="container-page">
        <SectionHeading id="reviews" title={w.title}>
          <p>{w.intro}</p>
          {w.translatedNote && <p className="text-sm">{w.translatedNote}</p>}
        </SectionHeading>
        <div role="group" aria-label={w.filters} className="stack-t grid max-w-2xl grid-cols-2 gap-3 sm:gap-6">
          <FilterSelect
            label={w.service}
            allLabel={w.allServices}
            options={serviceOptions}
            value={service}
            onChange={setService}
            disabled={!hydrated}
          />
          <FilterSelect
            label={w.city}
            allLabel={w.allCities}
            options={cityOptions}
            value={city}
            onChange={setCity}
            disabled={!hydrated}
          />
        </div>
        <p role="status" className="mt-3 text-sm font-semibold text-ink-muted">
          {filled(w.showing, { shown: String(count), total: String(testimonials.length) })}
        </p>
        {reviews.length === 0 ? (
          <p className="mt-4 font-semibold text-brand-900">{w.none}</p>
        ) : (
          <ul className={`mt-4 ${GRID}`} aria-label={counted(w.list, first.length, locale)}>
            {cards(first, 0)}
          </ul>
        )}
        {rest.length > 0 && (
          <details
            ref={more}
            // Held in state, so that "show more" stays as the visitor left it when a filter hides it and brings it back.
            open={open}
            className="group mt-6"
            onToggle={(e) => setOpen(e.currentTarget.open)}
          >
            <summary className="btn-outline cursor-pointer list-none [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">{counted(w.showMore, rest.length, locale)}</span>
              <span className="hidden group-open:inline">{w.showFewer}</span>
              <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <ul className={`mt-6 ${GRID}`} aria-label={counted(w.more, rest.length, locale)}>
              {cards(rest, first.length)}
            </ul>
          </details>
        )}
      </div>
    </Section>
  );
}
