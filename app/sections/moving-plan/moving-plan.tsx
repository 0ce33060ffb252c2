import { useCallback, useMemo, useRef, useState } from "react";

import { ChevronDown } from "~/components/icons";
import { Logo } from "~/components/logo";
import { formatPhone, site } from "~/config/site";
import { findPlace } from "~/content/distances";
import type { MovingPlanData } from "~/content/moving-plan";
import { filled } from "~/content/placeholders";
import { counted } from "~/content/plurals";
import { useHydrated } from "~/hooks/use-hydrated";
import { useOfferedPlaces } from "~/hooks/use-places";
import { useQueryState } from "~/hooks/use-query-state";
import { prefersReducedMotion } from "~/hooks/use-reduced-motion";
import { useLocale, useLocalize } from "~/i18n/strings";
import { calendarFile, downloadCalendar } from "~/lib/calendar/ics";
import { daysBetween, todayIso } from "~/lib/dates";
import { planEvents } from "~/lib/moving-plan/calendar";
import { OTHER_CITY, parsePlanQuery, type PlanInput, toPlanQuery } from "~/lib/moving-plan/input";
import { PLAN_PATH } from "~/lib/moving-plan/link";
import { buildPlan, ctaFor, type DatedTask, isReady, type Plan } from "~/lib/moving-plan/plan";
import { readTicks, tickOf, writeTicks } from "~/lib/moving-plan/ticks";

import { usePlanDates } from "./dates";
import { PlanActions } from "./plan-actions";
import { PlanCta } from "./plan-cta";
import { PlanForm } from "./plan-form";
import { PlanView, useTaskLink } from "./plan-view";

/** How far away the moving day is, `days` from today: days ahead, the days around it, or days since. */
function countdown(w: MovingPlanData["plan"]["countdown"], days: number) {
  if (days > 1) return filled(w.ahead, { days: String(days) });
  if (days === 1) return w.tomorrow;
  if (days === 0) return w.today;
  if (days === -1) return w.yesterday;
  return filled(w.ago, { days: String(-days) });
}

/** The answers, kept in the URL query so the plan can be shared and reloaded. */
function usePlanQuery() {
  const places = useOfferedPlaces();
  const parse = useCallback((query: string) => parsePlanQuery(query, places), [places]);
  return useQueryState<PlanInput>({}, parse, toPlanQuery);
}

/** The ticks kept for a moving day; none when the browser keeps nothing (private mode, blocked storage). */
function storedTicks(date: string): ReadonlySet<string> {
  try {
    return readTicks(window.localStorage, date);
  } catch {
    return new Set();
  }
}

/**
 * The ticks of a plan: read from this browser once the plan is known (only after hydration, as the plan is) and
 * kept on every change.
 */
function useTicks(plan: Plan | undefined) {
  const date = plan?.date;
  const stored = useMemo(() => (date ? storedTicks(date) : new Set<string>()), [date]);
  const [changed, setChanged] = useState<{ date: string; ticks: ReadonlySet<string> }>();
  const current = changed && changed.date === date ? changed.ticks : stored;
  const tick = (task: DatedTask, done: boolean) => {
    if (!date) return;
    const next = new Set(current);
    if (done) next.add(tickOf(task));
    else next.delete(tickOf(task));
    setChanged({ date, ticks: next });
    try {
      writeTicks(window.localStorage, date, next);
    } catch {
      // No storage: the ticks last as long as the page.
    }
  };
  return [current, tick] as const;
}

/**
 * The moving plan: the questions beside the dated plan, with its ticks, print, calendar, share and next step; its
 * tasks and names are `content`, in the page's language.
 */
export function MovingPlan({ content }: { content: MovingPlanData }) {
  const hydrated = useHydrated();
  const [input, update] = usePlanQuery();
  const dates = usePlanDates(content.dates.months);
  const localize = useLocalize();
  const locale = useLocale();
  const w = content.plan;
  const taskLink = useTaskLink(content.links);
  const places = useOfferedPlaces();
  // Today is the visitor's, known only in the browser: the pre-rendered page shows no plan.
  const today = hydrated ? todayIso() : undefined;
  const plan = useMemo(
    () => (today && isReady(input) ? buildPlan(input, today, content.tasks) : undefined),
    [input, today, content.tasks],
  );
  const [ticks, tick] = useTicks(plan);
  const heading = useRef<HTMLHeadingElement>(null);

  const cityName = (slug: string | undefined) => {
    if (slug === OTHER_CITY) return content.form.otherCity;
    return findPlace(places, slug)?.name;
  };
  const from = cityName(input.from);
  const to = cityName(input.to);
  // A move within one city names the city once.
  const route = from && to ? (input.from === input.to ? from : filled(w.route, { from, to })) : (from ?? to);
  const shareLink = hydrated ? `${window.location.origin}${localize(PLAN_PATH)}?${toPlanQuery(input)}` : "";
  const done = plan ? plan.tasks.filter((t) => ticks.has(tickOf(t))).length : 0;

  // The plan builds under the questions on a phone, a screen or more below the answer that made it.
  const showPlan = () => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  };

  const exportCalendar = () => {
    if (!plan || !today) return;
    const events = planEvents(
      plan,
      today,
      (task) => {
        const link = taskLink(task.link, input, to);
        const { title, why } = content.tasks.find((t) => t.id === task.id)!;
        return { title, why, ...(link && { url: `${window.location.origin}${localize(link.path)}` }) };
      },
      window.location.host,
    );
    downloadCalendar(`moving-plan-${plan.date}.ics`, calendarFile(events));
  };

  return (
    <div className="container-page grid items-start gap-8 section-y lg:grid-cols-5 print:block print:p-0">
      <div className="lg:sticky lg:top-28 lg:col-span-2 print:hidden">
        <PlanForm
          words={content.form}
          input={input}
          moves={content.moves}
          sizes={content.sizes}
          onChange={update}
          disabled={!hydrated}
          min={today}
        />
        {/*
          Said where the visitor is answering: below lg it stays on the bottom edge of the screen, above the action
          bar, while the questions go on below it. Announced as it appears and as the count changes.
        */}
        <div role="status" data-plan-jump="" className="sticky above-action-bar z-10 empty:hidden lg:static">
          {plan && (
            <button type="button" onClick={showPlan} className="mt-4 btn-primary w-full shadow-card">
              {counted(w.ready, plan.tasks.length, locale)}
              <ChevronDown aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      </div>
      {/* The only part of the page that prints (app.css hides the site's header and footer for a [data-print]). */}
      <section data-print aria-labelledby="plan-title" className="lg:col-span-3">
        <header className="mb-4 hidden items-end justify-between gap-4 border-b border-line pb-3 print:flex">
          <Logo />
          <p lang="en" className="text-right text-xs">
            {formatPhone(site.phone)}
            <br />
            {new URL(site.url).host}
          </p>
        </header>
        <h2 id="plan-title" ref={heading} tabIndex={-1} className="text-2xl font-extrabold text-brand-900">
          <span className="print:hidden">{w.title}</span>
          <span className="hidden print:inline">{w.printTitle}</span>
        </h2>
        {plan && input.move ? (
          <>
            <p className="mt-2 text-ink" data-testid="plan-summary">
              {[content.moves[input.move], route, dates.long(plan.date)].filter(Boolean).join(" · ")}
            </p>
            <p className="mt-1 text-sm font-semibold text-ink-muted">
              {today && countdown(w.countdown, daysBetween(today, plan.date))}
              {" · "}
              <span aria-live="polite" data-testid="plan-progress">
                {filled(w.progress, { done: String(done), total: String(plan.tasks.length) })}
              </span>
            </p>
            {today && <PlanCta words={content.cta} cta={ctaFor(plan.date, today)} input={input} />}
            <PlanActions
              words={content.actions}
              shareLink={shareLink}
              onPrint={() => window.print()}
              onCalendar={exportCalendar}
            />
            <PlanView plan={plan} content={content} input={input} cityName={to} ticks={ticks} onTick={tick} />
            <p className="mt-6 text-xs text-ink-muted print:hidden">{w.kept}</p>
            <p className="mt-4 hidden text-xs print:block">
              {filled(w.printFooter, { planUrl: `${site.url}${localize(PLAN_PATH)}` })}
            </p>
          </>
        ) : (
          <p className="mt-3 rounded-xl border border-dashed border-line bg-surface p-6 text-ink-muted">{w.empty}</p>
        )}
      </section>
    </div>
  );
}
