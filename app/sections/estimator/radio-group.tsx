import type { ReactNode } from "react";

import { check } from "~/sections/estimator/inventory/ui";

import { legend as legendClass } from "./form-classes";

/** A radio drawn as a chip: the real input, transparent, covers the chip, so it takes clicks, focus and screen-reader use. */
const chip =
  "relative flex cursor-pointer items-center rounded-lg border border-line bg-white px-3 py-2 text-sm font-semibold text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 has-disabled:cursor-not-allowed has-disabled:opacity-60";

const radioCover =
  "absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed";

/**
 * chip: a row of chips (the quick estimate's sizes); card: a grid of larger chips (its kinds of move);
 * plain: native radio buttons in a row (the item list's questions).
 */
const LOOK = {
  chip: { box: "mt-2 flex flex-wrap gap-2", label: chip, input: radioCover },
  card: { box: "mt-2 grid gap-2 sm:grid-cols-2 xl:grid-cols-3", label: `${chip} gap-3 py-3`, input: radioCover },
  plain: { box: "mt-2 flex flex-wrap gap-4", label: "flex items-center gap-2 text-ink", input: check },
} as const;

interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** What each option says; the option itself by default. */
  labelOf?: (option: T) => ReactNode;
  look?: keyof typeof LOOK;
}

/** One question answered by radio buttons in a fieldset named by its legend. */
export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  labelOf = (o) => o,
  look = "chip",
}: RadioGroupProps<T>) {
  const cls = LOOK[look];
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className={cls.box}>
        {options.map((o) => (
          <label key={o} className={cls.label}>
            <input
              type="radio"
              name={name}
              value={o}
              checked={value === o}
              onChange={() => onChange(o)}
              className={cls.input}
            />
            {labelOf(o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
