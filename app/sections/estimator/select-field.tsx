import { type ReactNode, useId } from "react";

import { places } from "~/content/distances";

import { control, legend as legendClass } from "./form-classes";

/** The offices' cities, for the "from", "to" and "city" questions of both tabs. */
export const placeOptions = places.map((p) => ({ value: p.slug, label: p.name }));

/** A labelled select whose first, empty option stands for no answer; an optional hint under it. */
export function SelectField({
  label,
  value,
  onChange,
  placeholder,
  options,
  optional = false,
  hint,
}: {
  label: string;
  value: string | undefined;
  onChange: (v: string | undefined) => void;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  optional?: boolean;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={legendClass}>
        {label}
        {optional && <span className="font-normal text-ink-muted"> (optional)</span>}
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value || undefined)}
        className={control}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
