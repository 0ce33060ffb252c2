import { Link } from "react-router";

import { Quote } from "~/components/icons";
import { services } from "~/content/services";
import type { Testimonial } from "~/content/testimonials";
import { useInView } from "~/hooks/use-in-view";

/** SPEC §9: 0.4 s, 0.05 s more per card index, 30 px up. */
const CARD_DELAY_STEP_S = 0.05;

const serviceName = (path: string) => services.find((s) => s.path === path)?.name;

const motion = {
  static: "",
  waiting: "translate-y-7.5 opacity-0",
  revealed: "translate-y-0 opacity-100 transition duration-400 ease-out",
} as const;

/** One review; fades and slides in once when it first scrolls into view. */
export function TestimonialCard({ testimonial: t, index }: { testimonial: Testimonial; index: number }) {
  const { ref, state } = useInView<HTMLElement>();
  const name = serviceName(t.service);
  return (
    <figure
      ref={ref}
      data-reveal={state}
      style={state === "revealed" ? { transitionDelay: `${index * CARD_DELAY_STEP_S}s` } : undefined}
      className={`flex w-full flex-col rounded-xl border border-line bg-white p-6 shadow-card sm:p-8 ${motion[state]}`}
    >
      <Quote className="size-8 text-accent-400" aria-hidden="true" />
      <blockquote className="mt-3 flex-1 text-base leading-relaxed text-ink sm:text-lg">
        <p>“{t.text}”</p>
      </blockquote>
      <figcaption className="mt-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-t border-line pt-4">
        <span>
          <span className="block font-bold text-brand-900">{t.name}</span>
          <span className="block text-sm text-ink-muted">{t.city}</span>
        </span>
        {name && (
          <Link
            to={t.service}
            className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100"
          >
            {name}
          </Link>
        )}
      </figcaption>
    </figure>
  );
}
