import type { ReactNode } from "react";

import { Section } from "./section";

interface FormWithAsideProps {
  /** The wrapper's id, the target of the page's "jump to the form" links. */
  id: string;
  /** The form, which carries its own heading and card. */
  form: ReactNode;
  /** The side panel's heading and the id that labels the panel. */
  asideTitle: string;
  asideId: string;
  /** A short line under the panel's list. */
  note: ReactNode;
  /** On the light grey page background rather than white. */
  surface?: boolean;
  /** The panel's list. */
  children: ReactNode;
}

/**
 * A page's form in the wider column with a panel of advice beside it (below it on phones). Laid out at load: on a
 * phone form and panel stand twice as tall as a skipped section's guess, and what follows would be placed over them.
 */
export function FormWithAside({ id, form, asideTitle, asideId, note, surface = false, children }: FormWithAsideProps) {
  return (
    <Section as="div" id={id} tone={surface ? "surface" : "plain"} layoutWhenNear={false}>
      <div className="container-page grid gap-8 lg:grid-cols-5 lg:items-start">
        <div className="lg:col-span-3">{form}</div>
        <aside
          aria-labelledby={asideId}
          className="rounded-xl border border-brand-100 bg-brand-50 p-6 sm:p-8 lg:col-span-2"
        >
          <h3 id={asideId} className="text-lg font-bold text-brand-900">
            {asideTitle}
          </h3>
          {children}
          <p className="mt-5 text-sm text-ink-muted">{note}</p>
        </aside>
      </div>
    </Section>
  );
}
