import { TestimonialCard } from "~/components/testimonial-card";
import type { Review } from "~/content/testimonials";
import { useInView } from "~/hooks/use-in-view";

/** SPEC §9: 0.4 s, 0.05 s more per card index, 30 px up. */
const CARD_DELAY_STEP_S = 0.05;

const motion = {
  static: "",
  waiting: "translate-y-7.5 opacity-0",
  revealed: "translate-y-0 opacity-100 transition duration-400 ease-out",
} as const;

/** A review card that fades and slides in once when it first scrolls into view. */
export function RevealingTestimonialCard({ testimonial, index }: { testimonial: Review; index: number }) {
  const { ref, state } = useInView<HTMLElement>();
  return (
    <TestimonialCard
      ref={ref}
      testimonial={testimonial}
      linkService
      size="large"
      data-reveal={state}
      style={state === "revealed" ? { transitionDelay: `${index * CARD_DELAY_STEP_S}s` } : undefined}
      className={motion[state]}
    />
  );
}
