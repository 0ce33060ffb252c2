import { IconList } from "~/components/icon-list";
import { CalendarClock, type IconComponent, PiggyBank } from "~/components/icons";
import { phoneRow } from "~/components/phone-row";
import type { InfoPanel, ServicePageWords } from "~/content/service-content";

function Panel({ id, title, icon: Icon, panel }: { id: string; title: string; icon: IconComponent; panel: InfoPanel }) {
  return (
    <section
      aria-labelledby={id}
      className="flex w-full flex-col rounded-xl border border-line bg-white p-card shadow-card sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-white">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h2 id={id} className="text-xl font-extrabold text-brand-900 sm:text-2xl">
          {title}
        </h2>
      </div>
      <p className="mt-4 font-medium text-ink">{panel.text}</p>
      <IconList items={panel.points} className="mt-4 space-y-3 text-sm leading-relaxed text-ink-muted" />
    </section>
  );
}

/** The 'Ideal time for moving' and 'Cost-effective solutions' panels, side by side (a sideways row on phones). */
export function TimingAndCost({
  words: w,
  idealTime,
  costEffective,
}: {
  words: ServicePageWords["timing"];
  idealTime: InfoPanel;
  costEffective: InfoPanel;
}) {
  return (
    <div className="section-y">
      <div className="container-page">
        <ul {...phoneRow(w.row, "gap-3 sm:grid sm:gap-6 md:grid-cols-2")}>
          <li className="flex">
            <Panel id="ideal-time-heading" title={w.idealTime} icon={CalendarClock} panel={idealTime} />
          </li>
          <li className="flex">
            <Panel id="cost-effective-heading" title={w.costEffective} icon={PiggyBank} panel={costEffective} />
          </li>
        </ul>
      </div>
    </div>
  );
}
