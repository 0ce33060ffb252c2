import { type KeyboardEvent, useRef, useState } from "react";

import { IconList } from "~/components/icon-list";
import { Link } from "~/components/link";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { AboutContent } from "~/content/company";
import { filled } from "~/content/placeholders";

/**
 * Residential / Commercial / Specialized as a WAI-ARIA tab list: one tab stop, arrows move and select
 * (wrapping), Home and End jump to the ends. Residential is selected by default (SPEC §4).
 */
export function ServiceTabs({
  words: w,
  tabs: aboutTabs,
}: {
  words: AboutContent["tabsSection"];
  tabs: AboutContent["tabs"];
}) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + aboutTabs.length) % aboutTabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: aboutTabs.length - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    select(moves[e.key]!);
  };

  return (
    <Section labelledBy="what-we-move">
      <div className="container-page">
        <SectionHeading id="what-we-move" title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>

        <div
          role="tablist"
          aria-label={w.tabList}
          aria-orientation="horizontal"
          className="stack-t inline-flex w-full max-w-xl rounded-xl border border-line bg-surface p-1 sm:w-auto"
        >
          {aboutTabs.map((tab, i) => {
            const active = i === selected;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`tab-${tab.id}`}
                aria-selected={active}
                aria-controls={`panel-${tab.id}`}
                tabIndex={active ? 0 : -1}
                onClick={() => setSelected(i)}
                onKeyDown={onKeyDown}
                className={`flex-1 rounded-lg px-3 py-2.5 text-sm font-semibold transition-colors sm:px-6 sm:text-base ${
                  active ? "bg-brand-700 text-white shadow-card" : "text-brand-800 hover:bg-white"
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>

        {aboutTabs.map((tab, i) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`panel-${tab.id}`}
            aria-labelledby={`tab-${tab.id}`}
            hidden={i !== selected}
            tabIndex={0}
            className="mt-6 grid gap-8 rounded-xl border border-line bg-white p-6 shadow-card sm:p-8 lg:grid-cols-5"
          >
            <div className="lg:col-span-3">
              <h3 className="text-xl font-bold text-brand-900 sm:text-2xl">{tab.heading}</h3>
              <p className="mt-3 leading-relaxed text-ink-muted">{tab.intro}</p>
              <IconList items={tab.points} size="md" className="mt-5 space-y-3" />
            </div>
            <nav
              aria-label={filled(w.services, { tab: tab.label })}
              className="rounded-lg bg-brand-50 p-5 lg:col-span-2"
            >
              <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">{w.related}</p>
              <ul className="mt-3 space-y-2">
                {tab.links.map((l) => (
                  <li key={l.id}>
                    <Link to={`/${l.id}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                      {l.label} →
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        ))}
      </div>
    </Section>
  );
}
