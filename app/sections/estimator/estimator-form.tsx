import { useId } from "react";

import { Frame, type IconComponent, MapPin, RotateCcw, Route, ShieldCheck, Warehouse } from "~/components/icons";
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

import { DateField, FromToFields, placeOptions, SelectField } from "./fields";
import { RadioGroup } from "./radio-group";

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

/** A kind of move's chip: its icon, its name and a hint. */
function kindLabel(k: MoveKind) {
  const Icon = KIND_ICONS[k];
  return (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span>
        <span className="block">{moveKindLabels[k]}</span>
        <span className="block text-xs font-normal opacity-80">{KIND_HINTS[k]}</span>
      </span>
    </>
  );
}

const sizeLabel = (size: string) => (size === NO_HOME ? "Vehicles only" : size);

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
          <RadioGroup
            legend="What kind of move?"
            name="move"
            look="card"
            options={moveKinds}
            value={kind}
            onChange={(k) => set({ kind: k })}
            labelOf={kindLabel}
          />

          {kind && (
            <RadioGroup
              legend={SIZE_LEGEND[kind]}
              name="size"
              options={sizesFor(kind)}
              value={input.size}
              onChange={(size) => set({ size })}
              labelOf={sizeLabel}
            />
          )}

          {kind === "local" && (
            <SelectField
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
            <FromToFields from={input.from} to={input.to} onChange={set} placeholder="Choose a city" />
          )}

          {kind && vehicleKinds.includes(kind) && (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Car"
                optional
                value={input.car}
                onChange={(car) => set({ car })}
                placeholder="No car"
                options={classOptions(carClasses)}
              />
              <SelectField
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
            <DateField
              value={input.date}
              min={today}
              onChange={(date) => set({ date })}
              hint="Carried into your free-estimate request; it does not change the price range."
            />
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
