import type { Step } from "~/content/process";

import { useComponentWords } from "./component-words";
import { type IconComponent, Truck } from "./icons";
import { NumberedSteps } from "./numbered-steps";
import { SectionHeading } from "./section-heading";

interface HowItWorksProps {
  /** Each page keeps its own heading id so in-page anchors stay stable. */
  id: string;
  title?: string;
  eyebrow: string;
  intro?: string;
  steps: readonly Step[];
  /** One per step, in order. */
  icons: readonly IconComponent[];
  /**
   * band (home): a grey band, solid icon tiles and a dashed line joining the steps on wide screens;
   * plain (service pages): white, with light round icons and smaller text. Both are one sideways row on phones
   * and tablets, four cards side by side from `lg`.
   */
  tone: "band" | "plain";
}

// Literal class names, so that Tailwind finds them.
const LOOK = {
  band: {
    section: "bg-surface section-y",
    list: "relative stack-t gap-3 sm:gap-6 before:absolute before:inset-x-12 before:top-8 before:hidden before:border-t-2 before:border-dashed before:border-brand-200 lg:grid lg:grid-cols-4 lg:before:block",
    marker: "flex items-center gap-3",
    tile: "flex size-12 items-center justify-center rounded-2xl bg-brand-700 text-white ring-8 ring-surface sm:size-16",
    icon: "size-6 sm:size-7",
    text: "mt-2 leading-relaxed text-ink-muted",
  },
  plain: {
    section: "section-y",
    list: "stack-t gap-3 sm:gap-6 lg:grid lg:grid-cols-4",
    marker: "flex items-center justify-between",
    tile: "flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:size-12",
    icon: "size-5 sm:size-6",
    text: "mt-1 text-sm leading-relaxed text-ink-muted sm:mt-2",
  },
} as const;

/** 'How does it work?' (SPEC §1, §2): four steps as cards, each an icon and a two-digit number. */
export function HowItWorks({ id, title, eyebrow, intro, steps, icons, tone }: HowItWorksProps) {
  const look = LOOK[tone];
  const w = useComponentWords("howItWorks");
  return (
    <section aria-labelledby={id} className={look.section}>
      <div className="container-page">
        <SectionHeading id={id} eyebrow={eyebrow} title={title ?? w.title} wide={tone === "plain"}>
          {intro && <p>{intro}</p>}
        </SectionHeading>
        <NumberedSteps
          steps={steps}
          label={w.step}
          row={w.row}
          rowOnTablets
          classes={{
            list: look.list,
            heading: "mt-3 text-subtitle font-bold text-brand-900 sm:mt-5",
            text: look.text,
          }}
          marker={(n) => {
            const Icon = icons[(n - 1) % icons.length] ?? Truck;
            return (
              <div className={look.marker}>
                <span className={look.tile}>
                  <Icon className={look.icon} aria-hidden="true" />
                </span>
                <span className="text-2xl font-extrabold text-brand-500 sm:text-3xl" aria-hidden="true">
                  {String(n).padStart(2, "0")}
                </span>
              </div>
            );
          }}
        />
      </div>
    </section>
  );
}
