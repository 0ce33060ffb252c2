import { ClipboardList, FileCheck2, ScanSearch, Truck } from "~/components/icons";
import { SectionHeading } from "~/components/section-heading";
import type { Step } from "~/content/process";

const icons = [ClipboardList, ScanSearch, FileCheck2, Truck];

/** 'How does it Work?': the four steps of this service. */
export function HowItWorks({ steps }: { steps: readonly Step[] }) {
  return (
    <section aria-labelledby="how-it-works-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="how-it-works-heading" eyebrow="Four simple steps" title="How does it Work?" />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => {
            const Icon = icons[i] ?? Truck;
            return (
              <li key={step.title} className="relative rounded-xl border border-line bg-white p-6 shadow-card">
                <div className="flex items-center justify-between">
                  <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span aria-hidden="true" className="text-3xl font-extrabold text-brand-500">
                    {String(i + 1).padStart(2, "0")}
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-bold text-brand-900">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{step.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
