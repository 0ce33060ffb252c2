import type { JobFilters } from "~/content/jobs";

interface FilterSelectProps<K extends keyof JobFilters> {
  name: K;
  label: string;
  allLabel: string;
  /** The values, the English records' whatever the page's language. */
  options: readonly JobFilters[K][];
  /** What each option shows, in the order of `options` (a translated page's words); the value itself if absent. */
  optionLabels?: readonly string[];
  value: JobFilters[K];
  onChange: (value: JobFilters[K]) => void;
}

/** One of the job board's filters: a labelled select whose first, empty option matches every job. */
export function FilterSelect<K extends keyof JobFilters>({
  name,
  label,
  allLabel,
  options,
  optionLabels = [],
  value,
  onChange,
}: FilterSelectProps<K>) {
  return (
    <div>
      <label htmlFor={`job-${name}`} className="block text-sm font-semibold text-brand-900">
        {label}
      </label>
      <select
        id={`job-${name}`}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value as JobFilters[K])}
        className="mt-1.5 w-full rounded-lg border border-line bg-white px-3 py-2.5 text-ink"
      >
        <option value="">{allLabel}</option>
        {options.map((o, i) => (
          <option key={o} value={o}>
            {optionLabels[i] ?? o}
          </option>
        ))}
      </select>
    </div>
  );
}
