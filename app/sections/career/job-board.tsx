import { useState } from "react";

import { Card } from "~/components/card";
import { FilterSelect } from "~/components/filter-select";
import { Briefcase, Clock, MapPin } from "~/components/icons";
import { Section } from "~/components/section";
import { filterJobs, type Job, type JobBoardData, type JobFilters, noFilters } from "~/content/jobs";
import { filled } from "~/content/placeholders";
import { counted } from "~/content/plurals";
import type { CareerContent } from "~/content/schemas/pages";
import { ApplicationDialog } from "~/forms/application-dialog";
import { useLocale } from "~/i18n/strings";

type JobBoardWords = CareerContent["jobBoard"];

/** The three filters, in the order they stand in the form; their values are the choices' ids. */
const FILTERS = ["department", "location", "type"] as const;

function JobCard({ words: w, job, onApply }: { words: JobBoardWords; job: Job; onApply: () => void }) {
  return (
    <Card data-testid="job" as="li" className="flex flex-col">
      <h3 className="text-lg font-bold text-brand-900">{job.title}</h3>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label={w.details}>
        <li className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-brand-800">
          <Briefcase className="size-4" aria-hidden="true" />
          <span className="sr-only">{w.department} </span>
          {job.department.name}
        </li>
        <li className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-brand-800">
          <MapPin className="size-4" aria-hidden="true" />
          <span className="sr-only">{w.location} </span>
          {job.location.name}
        </li>
        <li className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-accent-700">
          <Clock className="size-4" aria-hidden="true" />
          <span className="sr-only">{w.type} </span>
          {job.type.name}
        </li>
      </ul>
      <p className="mt-4 flex-1 leading-relaxed text-ink-muted">{job.summary}</p>
      <p className="mt-3 text-sm text-ink">
        <span className="font-semibold">{w.experience}</span> {job.experience}
      </p>
      <button
        type="button"
        className="mt-5 btn-primary self-start"
        onClick={onApply}
        aria-label={filled(w.applyFor, { title: job.title })}
      >
        {w.apply}
      </button>
    </Card>
  );
}

/** Filters (AND), the count heading, the job cards and the application pop-up, in the page's language. */
export function JobBoard({ words: w, board }: { words: JobBoardWords; board: JobBoardData }) {
  const locale = useLocale();
  const [filters, setFilters] = useState<JobFilters>(noFilters);
  const [applyFor, setApplyFor] = useState<Job | null>(null);
  const matching = filterJobs(board.jobs, filters);
  const filtered = filters.department !== "" || filters.location !== "" || filters.type !== "";
  const set =
    <K extends keyof JobFilters>(key: K) =>
    (value: JobFilters[K]) =>
      setFilters((f) => ({ ...f, [key]: value }));
  return (
    <Section id="openings" labelledBy="job-count">
      <div className="container-page">
        <h2
          id="job-count"
          aria-live="polite"
          className="text-title font-extrabold tracking-tight text-brand-900 sm:text-title-lg"
        >
          {counted(w.count, matching.length, locale)}
        </h2>
        <form
          aria-label={w.filterJobs}
          className="mt-8 grid gap-4 rounded-xl border border-line bg-surface p-5 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
          onSubmit={(e) => e.preventDefault()}
        >
          {FILTERS.map((name) => (
            <FilterSelect
              key={name}
              name={name}
              {...w.filters[name]}
              options={board.choices[name].map((choice) => ({ value: choice.id, label: choice.name }))}
              value={filters[name]}
              onChange={set(name)}
            />
          ))}
          <button
            type="button"
            className="btn-outline self-end"
            disabled={!filtered}
            onClick={() => setFilters(noFilters)}
          >
            {w.clearFilters}
          </button>
        </form>

        {matching.length === 0 ? (
          <p className="mt-10 rounded-xl border border-dashed border-line p-10 text-center text-lg font-semibold text-ink-muted">
            {w.noJobs}
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 md:max-lg:centre-lone-last-pair-6 lg:centre-lone-last lg:grid-cols-3">
            {matching.map((job) => (
              <JobCard key={job.id} words={w} job={job} onApply={() => setApplyFor(job)} />
            ))}
          </ul>
        )}
      </div>
      {/* The English title is what the office receives, whatever the page's language. */}
      <ApplicationDialog
        jobTitle={applyFor?.sentTitle ?? null}
        shownJobTitle={applyFor?.title}
        onClose={() => setApplyFor(null)}
      />
    </Section>
  );
}
