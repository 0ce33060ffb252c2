import { type ReactNode, useId } from "react";

import { Frame, type IconComponent, MapPin, RotateCcw, Route, ShieldCheck, Warehouse } from "~/components/icons";
import { places } from "~/content/distances";
import { bikeClasses, carClasses } from "~/content/prices/bands";
import {
  EMPTY_INPUT,
  type EstimateInput,
  type MoveKind,
  moveKindLabels,
  moveKinds,
  NO_HOME,
  sizesFor,
  vehicleKinds,
} from "~/lib/estimate";

import { control, legend as legendClass } from "./form-classes";

const KIND_ICONS: Record<MoveKind, IconComponent> = {
  local: MapPin,
  between: Route,
  defence: ShieldCheck,
  "fine-arts": Frame,
  warehousing: Warehouse,
};

const KIND_HINTS: Record<MoveKind, string> = {
  local: "Home or office, same city",
  between: "Home, car and bike",
  defence: "Postings and transfers",
  "fine-arts": "Paintings, sculpture, antiques",
  warehousing: "Into or out of storage",
};

/** What the size question is called for each kind. */
const SIZE_LEGEND: Record<MoveKind, string> = {
  local: "Home or office size",
  between: "Home size",
  defence: "Household size",
  "fine-arts": "Size of the collection (as a home of this size)",
  warehousing: "How much to store (as a home of this size)",
};

const sizeLabel = (size: string) => (size === NO_HOME ? "Vehicles only" : size);

/** A radio drawn as a chip: the real input, transparent, covers the chip, so it takes clicks, focus and screen-reader use. */
const chip =
  "relative flex cursor-pointer items-center rounded-lg border border-line bg-white px-3 py-2 text-sm font-semibold text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 has-disabled:cursor-not-allowed has-disabled:opacity-60";

const radioCover =
  "absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed";

function Chips({
  legend,
  name,
  options,
  value,
  onChange,
  labelOf = (o) => o,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  value: string | undefined;
  onChange: (v: string) => void;
  labelOf?: (o: string) => string;
}) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o} className={chip}>
            <input
              type="radio"
              name={name}
              value={o}
              checked={value === o}
              onChange={() => onChange(o)}
              className={radioCover}
            />
            {labelOf(o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Select({
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

const placeOptions = places.map((p) => ({ value: p.slug, label: p.name }));
const classOptions = (labels: readonly string[]) => labels.map((l) => ({ value: l, label: l }));

/** The estimator's inputs. Controlled: every change goes straight to `onChange` (and from there into the URL). */
export function EstimatorForm({
  input,
  onChange,
  onShow,
  disabled,
  today,
  total,
}: {
  input: EstimateInput;
  onChange: (next: EstimateInput) => void;
  /** "See my estimate": moves focus to the result. */
  onShow: () => void;
  /** Until hydration: the form needs the page's script. */
  disabled: boolean;
  /** YYYY-MM-DD, the earliest moving date; unknown before hydration. */
  today?: string;
  /** The current total, repeated by the buttons on narrow screens where the result sits below the form. */
  total?: string;
}) {
  const titleId = useId();
  const dateId = useId();
  const set = (patch: Partial<EstimateInput>) => onChange({ ...input, ...patch });
  const { kind } = input;

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-8">
      <h2 id={titleId} className="text-2xl font-extrabold text-brand-900">
        Tell us about your move
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Your range updates as you choose. Nothing is sent until you ask for a free estimate.
      </p>
      <form
        className="mt-6"
        onSubmit={(e) => {
          e.preventDefault();
          onShow();
        }}
      >
        <fieldset disabled={disabled} className="space-y-6">
          <fieldset>
            <legend className={legendClass}>What kind of move?</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
              {moveKinds.map((k) => {
                const Icon = KIND_ICONS[k];
                return (
                  <label key={k} className={`${chip} gap-3 py-3`}>
                    <input
                      type="radio"
                      name="move"
                      value={k}
                      checked={kind === k}
                      onChange={() => set({ kind: k })}
                      className={radioCover}
                    />
                    <Icon aria-hidden="true" className="size-5 shrink-0" />
                    <span>
                      <span className="block">{moveKindLabels[k]}</span>
                      <span className="block text-xs font-normal opacity-80">{KIND_HINTS[k]}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          {kind && (
            <Chips
              legend={SIZE_LEGEND[kind]}
              name="size"
              options={sizesFor(kind)}
              value={input.size}
              onChange={(size) => set({ size })}
              labelOf={sizeLabel}
            />
          )}

          {kind === "local" && (
            <Select
              label="City"
              optional
              value={input.city}
              onChange={(city) => set({ city })}
              placeholder="Any city"
              options={placeOptions}
              hint="Used only to fill in your free-estimate request."
            />
          )}

          {kind && kind !== "local" && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Select
                label="Moving from"
                value={input.from}
                onChange={(from) => set({ from })}
                placeholder="Choose a city"
                options={placeOptions}
              />
              <Select
                label="Moving to"
                value={input.to}
                onChange={(to) => set({ to })}
                placeholder="Choose a city"
                options={placeOptions}
              />
            </div>
          )}

          {kind && vehicleKinds.includes(kind) && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Select
                label="Car"
                optional
                value={input.car}
                onChange={(car) => set({ car })}
                placeholder="No car"
                options={classOptions(carClasses)}
              />
              <Select
                label="Bike"
                optional
                value={input.bike}
                onChange={(bike) => set({ bike })}
                placeholder="No bike"
                options={classOptions(bikeClasses)}
                hint="By engine size or type."
              />
            </div>
          )}

          {kind && (
            <div className="sm:max-w-xs">
              <label htmlFor={dateId} className={legendClass}>
                Moving date<span className="font-normal text-ink-muted"> (optional)</span>
              </label>
              <input
                id={dateId}
                type="date"
                value={input.date ?? ""}
                min={today}
                onChange={(e) => set({ date: e.target.value || undefined })}
                className={control}
                aria-describedby={`${dateId}-hint`}
              />
              <p id={`${dateId}-hint`} className="mt-1 text-xs text-ink-muted">
                Carried into your free-estimate request; it does not change the price range.
              </p>
            </div>
          )}

          <div className="flex flex-wrap items-center gap-3 border-t border-line pt-6">
            {total && (
              // The result card (a live region) announces the total; this copy is for sighted phone users.
              <p aria-hidden="true" className="w-full text-brand-900 lg:hidden">
                Approximate total: <strong className="tabular-nums">{total}</strong>
              </p>
            )}
            <button type="submit" className="btn-secondary">
              See my estimate
            </button>
            <button type="button" className="btn-outline" onClick={() => onChange(EMPTY_INPUT)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Start again
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
