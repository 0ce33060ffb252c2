import type { ReactNode } from "react";

/** A form in a card, beside its heading and a short explanation. */
export function FormPanel({ id, heading, text, aside, children }: { id: string; heading: string; text: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <h2 id={id} className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-muted">{text}</p>
          {aside}
        </div>
        <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8 lg:col-span-3">{children}</div>
      </div>
    </section>
  );
}
