import { useId } from "react";

export interface FilterOption<V extends string = string> {
  /** The English record's value, whatever the page's language, so a translated page filters the same items. */
  value: V;
  /** What the option shows, in the page's language. */
  label: string;
}

interface FilterSelectProps<V extends string> {
  label: string;
  allLabel: string;
  options: readonly FilterOption<V>[];
  value: V | "";
  onChange: (value: V | "") => void;
  /** The field's name, where the select stands in a form. */
  name?: string;
  /** Inert until the page's script runs, where a choice before that would filter nothing. */
  disabled?: boolean;
}

/** One filter of a list (the job board, the reviews): a labelled select whose first, empty option matches all. */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
  name,
  disabled = false,
}: FilterSelectProps<V>) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-brand-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as V | "")}
        className="mt-1.5 w-full rounded-lg border border-line bg-white px-3 py-2.5 text-ink disabled:opacity-60"
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
