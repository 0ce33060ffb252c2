import type { ReactNode } from "react";

import type { IconComponent } from "~/components/icon";
import { formatPhone, site, telHref } from "~/config/site";
import { filled } from "~/content/placeholders";

import { useComponentWords } from "./component-words";

interface StepsAsideProps {
  /** The id of the panel's heading, which names it. */
  id: string;
  title: string;
  /** What happens after the visitor sends the form beside it, in order, each with its icon. */
  steps: readonly { title: string; text: string }[];
  icons: readonly IconComponent[];
  /** Anything between the steps and the phone line, such as a link to another way of asking. */
  children?: ReactNode;
}

/** The panel beside a request form: what happens next, step by step, and the phone for those who would rather call. */
export function StepsAside({ id, title, steps, icons, children }: StepsAsideProps) {
  const { step: stepLabel, talk, call } = useComponentWords("stepsAside");
  return (
    <aside aria-labelledby={id} className="h-fit rounded-xl border border-line bg-surface p-6">
      <h2 id={id} className="text-xl font-extrabold text-brand-900">
        {title}
      </h2>
      <ol className="mt-5 space-y-5">
        {steps.map(({ title: stepTitle, text }, i) => {
          const Icon = icons[i]!;
          return (
            <li key={stepTitle} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-bold text-brand-900">
                  <span className="sr-only">{filled(stepLabel, { n: String(i + 1) })} </span>
                  {stepTitle}
                </h3>
                <p className="mt-1 text-sm text-ink-muted">{text}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {children}
      <p className="mt-6 border-t border-line pt-5 text-sm text-ink-muted">
        {talk}{" "}
        <a href={telHref(site.phone)} className="font-semibold text-accent-600 underline-offset-2 hover:underline">
          {filled(call, { phone: formatPhone(site.phone) })}
        </a>
      </p>
    </aside>
  );
}
