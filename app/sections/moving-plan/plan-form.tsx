import { useId } from "react";

import { type MovingPlanData, type PlanMove, planMoves, planSizes, sizeSlug } from "~/content/moving-plan";
import { useOfferedPlaces } from "~/hooks/use-places";
import { homeMoves, OTHER_CITY, type PlanInput } from "~/lib/moving-plan/input";

const control =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-surface";
const label = "text-sm font-semibold text-brand-900";
const check = "size-5 shrink-0 rounded border-line accent-brand-700";

/**
 * The plan's questions. Every answer rebuilds the plan at once (no submit): the date and the kind of move make a
 * plan, the rest refine it. Disabled in the pre-rendered page until its script runs.
 */
export function PlanForm({
  words: w,
  input,
  moves,
  sizes,
  onChange,
  disabled,
  min,
}: {
  words: MovingPlanData["form"];
  input: PlanInput;
  /** Each kind of move's name in the page's language (the page's content). */
  moves: Record<PlanMove, string>;
  /** Each home size's name in the page's language, by its id (the page's content). */
  sizes: Record<string, string>;
  onChange: (next: PlanInput) => void;
  disabled: boolean;
  /** Today, once the page knows it: earlier days are not offered. */
  min?: string;
}) {
  const id = useId();
  const set = (patch: Partial<PlanInput>) => onChange({ ...input, ...patch });
  const places = useOfferedPlaces();
  const cityOptions = [
    ...places.map((p) => ({ value: p.slug, label: p.name })),
    { value: OTHER_CITY, label: w.otherCity },
  ];
  const asksSize = input.move === undefined || homeMoves.includes(input.move);
  const flags = [
    ["flat", w.flat],
    ...(input.move === "vehicle" ? [] : [["vehicle", w.vehicle] as const]),
    ["school", w.school],
    ["pets", w.pets],
  ] as const;

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-6"
      onSubmit={(e) => e.preventDefault()}
    >
      <h2 id={`${id}-title`} className="text-xl font-extrabold text-brand-900">
        {w.title}
      </h2>
      <fieldset disabled={disabled} className="mt-4 space-y-5">
        <div>
          <label htmlFor={`${id}-date`} className={label}>
            {w.date}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            name="date"
            value={input.date ?? ""}
            min={min}
            onChange={(e) => set({ date: e.target.value || undefined })}
            className={control}
          />
        </div>

        <fieldset>
          <legend className={label}>{w.move}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {planMoves.map((move) => (
              <label
                key={move}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2.5 text-sm text-ink has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-300"
              >
                <input
                  type="radio"
                  name="move"
                  value={move}
                  checked={input.move === move}
                  onChange={() => set({ move })}
                  className="size-4 shrink-0 accent-brand-700"
                />
                {moves[move]}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {(["from", "to"] as const).map((end) => (
            <div key={end}>
              <label htmlFor={`${id}-${end}`} className={label}>
                {w[end]}
              </label>
              <select
                id={`${id}-${end}`}
                name={end}
                value={input[end] ?? ""}
                onChange={(e) => set({ [end]: e.target.value || undefined })}
                className={control}
              >
                <option value="">{w.city}</option>
                {cityOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>

        {asksSize && (
          <div>
            <label htmlFor={`${id}-size`} className={label}>
              {w.size}
            </label>
            <select
              id={`${id}-size`}
              name="size"
              value={input.size ?? ""}
              onChange={(e) => set({ size: planSizes.find((s) => s === e.target.value) })}
              className={control}
            >
              <option value="">{w.chooseSize}</option>
              {planSizes.map((s) => (
                <option key={s} value={s}>
                  {sizes[sizeSlug(s)]}
                </option>
              ))}
            </select>
          </div>
        )}

        <fieldset aria-describedby={`${id}-optional-hint`}>
          <legend className={label}>{w.optional}</legend>
          <p id={`${id}-optional-hint`} className="mt-0.5 text-xs text-ink-muted">
            {w.optionalHint}
          </p>
          <div className="mt-2 space-y-2">
            {flags.map(([flag, text]) => (
              <label key={flag} className="flex cursor-pointer items-center gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  name={flag}
                  checked={Boolean(input[flag])}
                  onChange={(e) => set({ [flag]: e.target.checked || undefined })}
                  className={check}
                />
                {text}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
    </form>
  );
}
