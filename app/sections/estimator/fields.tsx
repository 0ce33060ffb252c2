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

/** "Moving from" and "Moving to", side by side from small tablets up. */
export function FromToFields({
  from,
  to,
  onChange,
  placeholder,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: { from?: string; to?: string }) => void;
  placeholder: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Moving from"
        value={from}
        onChange={(from) => onChange({ from })}
        placeholder={placeholder}
        options={placeOptions}
      />
      <SelectField
        label="Moving to"
        value={to}
        onChange={(to) => onChange({ to })}
        placeholder={placeholder}
        options={placeOptions}
      />
    </div>
  );
}

/** The optional moving date; `min` keeps past days out once the page knows today. */
export function DateField({
  value,
  onChange,
  min,
  hint,
}: {
  value: string | undefined;
  onChange: (date: string | undefined) => void;
  min?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="sm:max-w-xs">
      <label htmlFor={id} className={legendClass}>
        Moving date<span className="font-normal text-ink-muted"> (optional)</span>
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ""}
        min={min}
        onChange={(e) => onChange(e.target.value || undefined)}
        className={control}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
