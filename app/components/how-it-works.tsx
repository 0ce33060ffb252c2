import { ClipboardList, FileText, MessagesSquare, Truck } from "~/components/icons";
import { processOverview, type Step } from "~/content/process";

import { SectionHeading } from "./section-heading";

const icons = [MessagesSquare, ClipboardList, FileText, Truck];

interface HowItWorksProps {
  title?: string;
  steps?: Step[];
}

/** The four steps of the process (SPEC §1), as numbered cards joined by a line on wide screens. */
export function HowItWorks({ title = "How does it Work?", steps = processOverview }: HowItWorksProps) {
  return (
    <section aria-labelledby="how-title" className="bg-surface py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="how-title" eyebrow="Our process" title={title}>
          <p>Four simple steps from your first call to the last carton unpacked.</p>
        </SectionHeading>
        <ol className="relative mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <span
            className="absolute inset-x-12 top-8 hidden border-t-2 border-dashed border-brand-200 lg:block"
            aria-hidden="true"
          />
          {steps.map((s, i) => {
            const Icon = icons[i % icons.length] ?? Truck;
            return (
              <li key={s.title} className="relative rounded-xl border border-line bg-white p-6 shadow-card">
                <div className="flex items-center gap-3">
                  <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-700 text-white ring-8 ring-surface">
                    <Icon className="size-7" aria-hidden="true" />
                  </span>
                  <span className="text-3xl font-extrabold text-brand-500" aria-hidden="true">
                    {String(i + 1).padStart(2, "0")}
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-bold text-brand-900">
                  <span className="sr-only">Step {i + 1}: </span>
                  {s.title}
                </h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{s.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
