import { CalendarClock, Check, type IconComponent, PiggyBank } from "~/components/icons";
import type { InfoPanel } from "~/content/service-pages";

function Panel({ id, title, icon: Icon, panel }: { id: string; title: string; icon: IconComponent; panel: InfoPanel }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-white">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h2 id={id} className="text-2xl font-extrabold text-brand-900">
          {title}
        </h2>
      </div>
      <p className="mt-4 font-medium text-ink">{panel.text}</p>
      <ul className="mt-4 space-y-3">
        {panel.points.map((p) => (
          <li key={p} className="flex gap-3 text-sm leading-relaxed text-ink-muted">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {p}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The 'Ideal time for moving' and 'Cost-effective solutions' panels, side by side. */
export function TimingAndCost({ idealTime, costEffective }: { idealTime: InfoPanel; costEffective: InfoPanel }) {
  return (
    <div className="section-y">
      <div className="container-page grid gap-6 lg:grid-cols-2">
        <Panel id="ideal-time-heading" title="Ideal time for moving" icon={CalendarClock} panel={idealTime} />
        <Panel id="cost-effective-heading" title="Cost-effective solutions" icon={PiggyBank} panel={costEffective} />
      </div>
    </div>
  );
}
