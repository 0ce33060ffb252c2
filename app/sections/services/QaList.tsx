import { ChevronDown } from "lucide-react";
import type { QuestionAnswer } from "~/content/service-pages";

/**
 * A short list of questions as native disclosure widgets. The shared `name` makes them an exclusive
 * group: opening one closes the other, and the open one closes on a second click.
 */
export function QaList({ id, heading, items }: { id: string; heading: string; items: readonly QuestionAnswer[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-16 sm:py-20">
      <div className="container-page max-w-4xl">
        <h2 id={`${id}-heading`} className="text-center text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          {heading}
        </h2>
        <div className="mt-10 space-y-4">
          {items.map((qa) => (
            <details key={qa.question} name={id} className="group rounded-xl border border-line bg-white shadow-card">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-5 font-semibold text-brand-900">
                <h3 className="text-base sm:text-lg">{qa.question}</h3>
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-ink-muted">{qa.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
