import { useId } from "react";

import { Link } from "~/components/link";
import type { Locale } from "~/config/locales";
import type { MovingPlanData, PlanLink } from "~/content/moving-plan";
import { filled } from "~/content/placeholders";
import { counted } from "~/content/plurals";
import { useOfferedPlaces } from "~/hooks/use-places";
import { useLocale } from "~/i18n/strings";
import type { PlanInput } from "~/lib/moving-plan/input";
import { type DatedTask, linkPath, type Plan, type PlanGroup } from "~/lib/moving-plan/plan";
import { tickOf } from "~/lib/moving-plan/ticks";

import { usePlanDates } from "./dates";

/** A task's page and its label (of `labels`, the page's content), or none. */
export function useTaskLink(labels: MovingPlanData["links"]) {
  const places = useOfferedPlaces();
  return (link: PlanLink | undefined, input: PlanInput, cityName: string | undefined) => {
    const path = link && linkPath(link, input, places);
    if (!link || !path) return undefined;
    // The schema holds every label of the destination city to a `{city}`; written here, not imported, so that the
    // estimator's script, which shares the plan's kinds of move, carries no word of the plan's.
    return { path, label: labels[link].replace("{city}", cityName ?? "") };
  };
}

function groupTitle(group: PlanGroup, w: MovingPlanData["view"], locale: Locale) {
  switch (group.kind) {
    case "asap":
      return w.asap;
    case "before":
      return counted(w.weeksBefore, group.weeks, locale);
    case "day":
      return w.movingDay;
    case "after":
      return w.weekAfter;
  }
}

/** The plan, week by week, each task a checkbox with its day, why, and the page that helps. */
export function PlanView({
  plan,
  content,
  input,
  cityName,
  ticks,
  onTick,
}: {
  plan: Plan;
  /** The tasks' texts, the links' labels and the plan's words in the page's language. */
  content: MovingPlanData;
  input: PlanInput;
  /** The destination's name in the page's language, for its city page's link. */
  cityName: string | undefined;
  ticks: ReadonlySet<string>;
  onTick: (task: DatedTask, done: boolean) => void;
}) {
  const w = content.view;
  const locale = useLocale();
  const taskLink = useTaskLink(content.links);
  const id = useId();
  const { day } = usePlanDates(content.dates.months);

  return (
    <ol className="mt-6 space-y-8 print:mt-4 print:space-y-4">
      {plan.groups.map((group, g) => {
        const headingId = `${id}-g${g}`;
        const dates =
          group.kind === "asap"
            ? w.asapNote
            : group.kind === "day"
              ? day(group.start)
              : filled(w.range, { start: day(group.start), end: day(group.end) });
        return (
          <li key={headingId}>
            <h3
              id={headingId}
              className="flex break-after-avoid flex-wrap items-baseline gap-x-3 border-b border-line pb-2"
            >
              <span
                className={`text-lg font-extrabold ${group.kind === "asap" ? "text-accent-700" : "text-brand-900"}`}
              >
                {groupTitle(group, w, locale)}
              </span>
              <span className="text-sm font-normal text-ink-muted">{dates}</span>
            </h3>
            <ul className="mt-3 space-y-3 print:space-y-2">
              {group.tasks.map((task) => {
                const text = content.tasks.find((t) => t.id === task.id)!;
                const tick = tickOf(task);
                const done = ticks.has(tick);
                const link = taskLink(task.link, input, cityName);
                const taskId = `${id}-${task.id}`;
                return (
                  <li
                    key={task.id}
                    data-task={task.id}
                    className="flex break-inside-avoid gap-3 rounded-lg border border-line bg-white p-3 print:border-0 print:p-0"
                  >
                    <input
                      id={taskId}
                      type="checkbox"
                      checked={done}
                      onChange={(e) => onTick(task, e.target.checked)}
                      aria-describedby={`${taskId}-why`}
                      className="mt-0.5 size-5 shrink-0 rounded border-line accent-brand-700"
                    />
                    <div className="min-w-0">
                      <label
                        htmlFor={taskId}
                        className={`block cursor-pointer font-semibold ${done ? "text-ink-muted line-through" : "text-brand-900"}`}
                      >
                        {text.title}
                      </label>
                      <p className="text-xs font-semibold text-ink-muted">
                        <time dateTime={task.due}>
                          {task.late ? filled(w.wasDue, { date: day(task.due) }) : day(task.due)}
                        </time>
                      </p>
                      <p id={`${taskId}-why`} className="mt-1 text-sm text-ink-muted">
                        {text.why}
                      </p>
                      {link && (
                        <p className="mt-1 text-sm print:hidden">
                          <Link to={link.path} className="font-semibold text-brand-700 underline underline-offset-4">
                            {link.label}
                          </Link>
                        </p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
