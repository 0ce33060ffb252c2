import { useEffect, useState } from "react";

import { SectionHeading } from "~/components/section-heading";
import type { Counter } from "~/content/company";
import { type InViewState, useInView } from "~/hooks/use-in-view";

/** SPEC §9: a tick every 50 ms in about 50 steps; observer threshold 0.3. */
const COUNTER_TICK_MS = 50;
export const COUNTER_STEPS = 50;
const COUNTER_THRESHOLD = 0.3;

/** The value shown after `tick` of COUNTER_STEPS ticks. */
export const counterValue = (target: number, tick: number) =>
  Math.round((target * Math.min(tick, COUNTER_STEPS)) / COUNTER_STEPS);

/**
 * Counts 0 → final once, a tick every 50 ms for 50 ticks, after the section is 30% in view (SPEC §9).
 * Pre-rendered, without script, with reduced motion or when already on screen at load: the final figures.
 */
function useCountUp(state: InViewState) {
  const [tick, setTick] = useState(0);
  const running = state === "revealed" && tick < COUNTER_STEPS;
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setTick((t) => Math.min(t + 1, COUNTER_STEPS)), COUNTER_TICK_MS);
    return () => window.clearInterval(id);
  }, [running]);
  return state === "static" ? COUNTER_STEPS : tick;
}

/** The company's figures (content/<language>/about.json names them, facts.ts states them). */
export function Counters({ title, counters }: { title: string; counters: readonly Counter[] }) {
  const { ref, state } = useInView<HTMLElement>(COUNTER_THRESHOLD);
  const tick = useCountUp(state);
  return (
    <section ref={ref} data-reveal={state} aria-labelledby="in-numbers" className="bg-brand-900 section-y">
      <div className="container-page">
        <SectionHeading id="in-numbers" title={title} tone="dark" />
        {/* While counting, screen readers are told the list is busy rather than hearing every tick. */}
        <dl className="stack-t grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4" aria-busy={tick < COUNTER_STEPS}>
          {counters.map((c) => (
            <div
              key={c.id}
              className="flex flex-col-reverse rounded-xl bg-white/10 px-4 py-6 text-center ring-1 ring-white/15"
            >
              <dt className="mt-2 text-sm font-medium text-brand-100 sm:text-base">{c.label}</dt>
              <dd className="text-4xl font-extrabold text-white tabular-nums sm:text-5xl" data-testid="counter">
                {counterValue(c.value, tick)}
                {c.suffix}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
