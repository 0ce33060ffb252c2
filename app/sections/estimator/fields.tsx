import { type ReactNode, useId, useMemo } from "react";

import { useOfferedPlaces } from "~/hooks/use-places";

import { useEstimatorWords } from "./estimator-tables";
import { control, legend as legendClass } from "./form-classes";

/** The offices' cities, for the "from", "to" and "city" questions of both tabs: slugs, named in the page's language. */
export function usePlaceOptions() {
  const places = useOfferedPlaces();
  return useMemo(() => places.map((p) => ({ value: p.slug, label: p.name })), [places]);
}

/** The ids a field's control takes: its own, and its hint's when there is one. */
interface ControlIds {
  id: string;
  hintId: string | undefined;
}

/** A label over one control, with an optional hint under it that describes the control. */
export function Field({
  label,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: (ids: ControlIds) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={legendClass}>
        {label}
      </label>
      {children({ id, hintId })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

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
  const w = useEstimatorWords().fields;
  return (
    <Field
      label={
        <>
          {label}
          {optional && <span className="font-normal text-ink-muted"> {w.optional}</span>}
        </>
      }
      hint={hint}
    >
      {({ id, hintId }) => (
        <select
          id={id}
          value={value ?? ""}
          onChange={(e) => onChange(e.target.value || undefined)}
          className={control}
          aria-describedby={hintId}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
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
  const w = useEstimatorWords().fields;
  const placeOptions = usePlaceOptions();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={w.from}
        value={from}
        onChange={(from) => onChange({ from })}
        placeholder={placeholder}
        options={placeOptions}
      />
      <SelectField
        label={w.to}
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
  const w = useEstimatorWords().fields;
  return (
    <Field
      className="sm:max-w-xs"
      label={
        <>
          {w.date}
          <span className="font-normal text-ink-muted"> {w.optional}</span>
        </>
      }
      hint={hint}
    >
      {({ id, hintId }) => (
        <input
          id={id}
          type="date"
          value={value ?? ""}
          min={min}
          onChange={(e) => onChange(e.target.value || undefined)}
          className={control}
          aria-describedby={hintId}
        />
      )}
    </Field>
  );
}

/** A whole number from a number field, bounded; empty is 0. */
const whole = (value: string, max: number) => Math.min(max, Math.max(0, Math.trunc(Number(value) || 0)));

/** A count from 0 to `max`; shows empty rather than 0 so that typing replaces it. */
export function NumberField({
  label,
  value,
  max,
  onChange,
  hint,
}: {
  label: string;
  value: number;
  max: number;
  onChange: (v: number) => void;
  hint?: string;
}) {
  return (
    <Field label={label} hint={hint}>
      {({ id, hintId }) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value || ""}
          placeholder="0"
          onChange={(e) => onChange(whole(e.target.value, max))}
          className={control}
          aria-describedby={hintId}
        />
      )}
    </Field>
  );
}
