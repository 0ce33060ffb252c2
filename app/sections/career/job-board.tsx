import { useState } from "react";

import { Card } from "~/components/card";
import { FilterSelect } from "~/components/filter-select";
import { Briefcase, Clock, MapPin } from "~/components/icons";
import { Section } from "~/components/section";
import {
  departments,
  filterJobs,
  type Job,
  type JobFilters,
  jobs,
  jobTypes,
  locations,
  noFilters,
} from "~/content/jobs";
import { words } from "~/content/translation";
import { ApplicationDialog } from "~/forms/application-dialog";
import { useTranslated } from "~/i18n/translations";

export const jobBoardWords = words("jobBoardWords", {
  filters: {
    department: { label: "Department", allLabel: "All departments" },
    location: { label: "Location", allLabel: "All locations" },
    type: { label: "Job type", allLabel: "All types" },
  },
  count: (n: number) => `${n} open position${n === 1 ? "" : "s"}`,
  filterJobs: "Filter jobs",
  clearFilters: "Clear filters",
  noJobs: "No jobs available.",
  details: "Job details",
  department: "Department: ",
  location: "Location: ",
  type: "Type: ",
  experience: "Experience:",
  apply: "Apply Now",
  applyFor: (title: string) => `Apply Now: ${title}`,
});

/** The three filters, in the order they stand in the form; their values are the English records'. */
const FILTERS = [
  { name: "department", options: departments },
  { name: "location", options: locations },
  { name: "type", options: jobTypes },
] as const;

function JobCard({ job, onApply }: { job: Job; onApply: () => void }) {
  const w = useTranslated(jobBoardWords);
  return (
    <Card data-testid="job" as="li" className="flex flex-col">
      <h3 className="text-lg font-bold text-brand-900">{job.title}</h3>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label={w.details}>
        <li className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-brand-800">
          <Briefcase className="size-4" aria-hidden="true" />
          <span className="sr-only">{w.department}</span>
          {job.department}
        </li>
        <li className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-brand-800">
          <MapPin className="size-4" aria-hidden="true" />
          <span className="sr-only">{w.location}</span>
          {job.location}
        </li>
        <li className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-accent-700">
          <Clock className="size-4" aria-hidden="true" />
          <span className="sr-only">{w.type}</span>
          {job.type}
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
        aria-label={w.applyFor(job.title)}
      >
        {w.apply}
      </button>
    </Card>
  );
}

/** Filters (AND), the count heading, the job cards and the application pop-up. */
export function JobBoard() {
  const w = useTranslated(jobBoardWords);
  const optionLabels = {
    department: useTranslated(departments),
    location: useTranslated(locations),
    type: useTranslated(jobTypes),
  };
  const shownJobs = useTranslated(jobs);
  /** A job as the page shows it; filtering and the application use the English record. */
  const shown = (job: Job) => shownJobs.find((j) => j.id === job.id) ?? job;
  const [filters, setFilters] = useState<JobFilters>(noFilters);
  const [applyFor, setApplyFor] = useState<Job | null>(null);
  const matching = filterJobs(jobs, filters);
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
          {w.count(matching.length)}
        </h2>
        <form
          aria-label={w.filterJobs}
          className="mt-8 grid gap-4 rounded-xl border border-line bg-surface p-5 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
          onSubmit={(e) => e.preventDefault()}
        >
          {FILTERS.map((f) => (
            <FilterSelect
              key={f.name}
              name={f.name}
              {...w.filters[f.name]}
              options={f.options.map((value, i) => ({ value, label: optionLabels[f.name][i] ?? value }))}
              value={filters[f.name]}
              onChange={set(f.name)}
            />
          ))}
          <button type="button" className="btn-outline" disabled={!filtered} onClick={() => setFilters(noFilters)}>
            {w.clearFilters}
          </button>
        </form>

        {matching.length === 0 ? (
          <p className="mt-10 rounded-xl border border-dashed border-line p-10 text-center text-lg font-semibold text-ink-muted">
            {w.noJobs}
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {matching.map((job) => (
              <JobCard key={job.id} job={shown(job)} onApply={() => setApplyFor(job)} />
            ))}
          </ul>
        )}
      </div>
      {/* The English record's title is what the office receives, whatever the page's language. */}
      <ApplicationDialog
        jobTitle={applyFor?.title ?? null}
        shownJobTitle={applyFor ? shown(applyFor).title : undefined}
        onClose={() => setApplyFor(null)}
      />
    </Section>
  );
}
