import { ChevronDown } from "~/components/icons";
import { Link } from "~/components/link";
import type { Faq } from "~/content/faqs";

import { useComponentWords } from "./component-words";
import { Section } from "./section";
import { SectionHeading } from "./section-heading";

/** The first half of a list (the larger, when it is odd) and the second. */
const halves = <T,>(list: readonly T[]) => {
  const middle = Math.ceil(list.length / 2);
  return [list.slice(0, middle), list.slice(middle)].filter((half) => half.length > 0);
};

interface FaqAccordionProps {
  /** Level of the section title (2 on most pages, 3 when nested under another h2). */
  headingLevel?: 2 | 3;
  title?: string;
  eyebrow?: string;
  /**
   * The questions in the page's language, from its loader: the ten of SPEC §2 (content/<language>/faqs.json), or
   * the IBA and insurance pages' own four.
   */
  items: readonly Omit<Faq, "id">[];
  /** One line under the title. */
  intro?: string;
  /** Name of the exclusive group; give a second accordion on the same page its own. */
  name?: string;
}

/**
 * The FAQ accordion (SPEC §2 "FAQ section", §4): one open item or none. A group of native
 * `<details name>` elements does exactly that without script: opening one closes the other, clicking
 * the open one closes it, and it works by keyboard and before hydration.
 */
export function FaqAccordion({ headingLevel = 2, title, eyebrow, items, name = "faq", intro }: FaqAccordionProps) {
  const w = useComponentWords("faq");
  const titleId = `${name}-title`;
  return (
    <Section labelledBy={titleId}>
      <div className="container-page">
        <SectionHeading id={titleId} eyebrow={eyebrow ?? w.eyebrow} title={title ?? w.title} level={headingLevel}>
          {/* A line a phone can do without. */}
          <p className="hidden sm:block">{intro ?? w.intro}</p>
        </SectionHeading>
        {/*
          Two columns from tablets up, so the list fills the page's width instead of leaving its right half
          empty and a tablet's page is no longer than a phone's; each column is a stack of its own, so an opened answer pushes down only its own column. The
          questions keep their order: the first half, then the second, for the eye and for a screen reader.
        */}
        <div className="stack-t max-w-3xl space-y-2 sm:space-y-3 md:grid md:max-w-none md:grid-cols-2 md:items-start md:space-y-0 md:gap-x-6">
          {halves(items).map((column, c) => (
            <div key={c} className="space-y-2 sm:space-y-3">
              {column.map((f) => (
                <details
                  key={f.question}
                  name={name}
                  className="group rounded-xl border border-line bg-white shadow-card open:border-brand-200"
                >
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-2 text-left leading-snug font-semibold text-brand-900 hover:bg-brand-50 sm:px-5 sm:py-4 sm:leading-normal [&::-webkit-details-marker]:hidden">
                    {f.question}
                    <ChevronDown
                      className="size-5 shrink-0 text-accent-600 transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <p className="px-5 pb-5 leading-relaxed text-ink-muted">{f.answer}</p>
                  {f.more && (
                    <p className="-mt-2 px-5 pb-5">
                      <Link to={f.more.to} className="font-semibold text-brand-700 underline underline-offset-4">
                        {f.more.label}
                      </Link>
                    </p>
                  )}
                </details>
              ))}
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
