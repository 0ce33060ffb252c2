import type { ReactNode } from "react";

import { BadgeCheck } from "~/components/icons";

/** A form (which titles itself) beside a short block saying why and what happens next. */
export function FormPanel({
  id,
  heading,
  text,
  points,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  points: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="section-y">
      <div className="container-page grid items-start gap-10 lg:grid-cols-5 lg:gap-16">
        <section aria-labelledby={id} className="lg:col-span-2">
          <h2 id={id} className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-muted">{text}</p>
          <ul className="mt-6 space-y-3">
            {points.map((p) => (
              <li key={p} className="flex gap-3 text-ink">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                {p}
              </li>
            ))}
          </ul>
        </section>
        <div className="lg:col-span-3">{children}</div>
      </div>
    </div>
  );
}
