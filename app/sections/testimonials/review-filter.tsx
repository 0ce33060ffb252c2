import { useId } from "react";

export interface FilterOption {
  value: string;
  label: string;
}

interface ReviewFilterProps {
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  /** Inert until the page's script runs: before that, a choice would filter nothing. */
  disabled: boolean;
}

/** One of the reviews' filters: a labelled select whose first, empty option matches every review. */
export function ReviewFilter({ label, allLabel, options, value, onChange, disabled }: ReviewFilterProps) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-brand-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 w-full rounded-lg border border-line bg-white px-3 py-2.5 text-ink disabled:opacity-60"
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
