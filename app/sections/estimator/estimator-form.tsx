import { useId } from "react";

import { Frame, type IconComponent, MapPin, RotateCcw, Route, ShieldCheck, Warehouse } from "~/components/icons";
import type { EstimatorSectionWords } from "~/content/estimator";
import type { PriceLine } from "~/content/prices/types";
import { useStrings } from "~/i18n/strings";
import {
  EMPTY_INPUT,
  type EstimateInput,
  householdTable,
  type MoveKind,
  moveKinds,
  NO_HOME,
  sizesFor,
  vehicleKinds,
} from "~/lib/estimate";

import { useEstimatorTables, useEstimatorWords } from "./estimator-tables";
import { DateField, FromToFields, SelectField, usePlaceOptions } from "./fields";
import { RadioGroup } from "./radio-group";

const KIND_ICONS: Record<MoveKind, IconComponent> = {
  local: MapPin,
  between: Route,
  defence: ShieldCheck,
  "fine-arts": Frame,
  warehousing: Warehouse,
};

/** The form's words in the page's language (content/<language>/estimator.json). */
type FormWords = EstimatorSectionWords["form"];
type KindWords = FormWords["kinds"][number];

/** A kind of move's chip: its icon, its name and a hint. */
function kindLabel(k: MoveKind, w: KindWords | undefined) {
  const Icon = KIND_ICONS[k];
  return (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span>
        <span className="block">{w?.name}</span>
        <span className="block text-xs font-normal opacity-80">{w?.hint}</span>
      </span>
    </>
  );
}

/** A vehicle table's types as a select's options: the id is the value, the label (in the page's language) shown. */
const classOptions = (lines: readonly PriceLine[]) => lines.map((l) => ({ value: l.id, label: l.label }));

/** The estimator's inputs. Controlled: every change goes straight to `onChange` (and from there into the URL). */
export function EstimatorForm({
  input,
  onChange,
  onShow,
  disabled,
  today,
}: {
  input: EstimateInput;
  onChange: (next: EstimateInput) => void;
  /** The submit button: moves focus to the result. */
  onShow: () => void;
  /** Until hydration: the form needs the page's script. */
  disabled: boolean;
  /** YYYY-MM-DD, the earliest moving date; unknown before hydration. */
  today?: string;
}) {
  const titleId = useId();
  const w = useEstimatorWords().form;
  const kindWords = (k: MoveKind) => w.kinds.find((kw) => kw.id === k);
  const { tables } = useEstimatorTables();
  const placeOptions = usePlaceOptions();
  const set = (patch: Partial<EstimateInput>) => onChange({ ...input, ...patch });
  const sizeLabel = (k: MoveKind, size: string) =>
    tables[k === "local" ? "local-shifting" : householdTable[k]].columns.find((c) => c.id === size)?.label ?? size;
  const { kind } = input;

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-8">
      <h2 id={titleId} className="text-2xl font-extrabold text-brand-900">
        {w.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{w.intro}</p>
      <form
        className="mt-6"
        onSubmit={(e) => {
          e.preventDefault();
          onShow();
        }}
      >
        <fieldset disabled={disabled} className="space-y-6">
          <RadioGroup
            legend={w.kind}
            name="move"
            look="card"
            options={moveKinds}
            value={kind}
            onChange={(k) => set({ kind: k })}
            labelOf={(k) => kindLabel(k, kindWords(k))}
          />

          {kind && (
            <RadioGroup
              legend={kindWords(kind)?.size ?? ""}
              name="size"
              options={sizesFor(kind, tables)}
              value={input.size}
              onChange={(size) => set({ size })}
              labelOf={(size) => (size === NO_HOME ? w.vehiclesOnly : sizeLabel(kind, size))}
            />
          )}

          {kind === "local" && (
            <SelectField
              label={w.city}
              optional
              value={input.city}
              onChange={(city) => set({ city })}
              placeholder={w.anyCity}
              options={placeOptions}
              hint={w.cityHint}
            />
          )}

          {kind && kind !== "local" && (
            <FromToFields from={input.from} to={input.to} onChange={set} placeholder={w.chooseCity} />
          )}

          {kind && vehicleKinds.includes(kind) && (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={w.car}
                optional
                value={input.car}
                onChange={(car) => set({ car })}
                placeholder={w.noCar}
                options={classOptions(tables.car.rows)}
              />
              <SelectField
                label={w.bike}
                optional
                value={input.bike}
                onChange={(bike) => set({ bike })}
                placeholder={w.noBike}
                options={classOptions(tables.bike.rows)}
                hint={w.bikeHint}
              />
            </div>
          )}

          {kind && <DateField value={input.date} min={today} onChange={(date) => set({ date })} hint={w.dateHint} />}

          <div className="flex flex-wrap items-center gap-3 border-t border-line pt-6">
            <button type="submit" className="btn-primary">
              {useStrings().estimateMoveCost}
            </button>
            <button type="button" className="btn-outline" onClick={() => onChange(EMPTY_INPUT)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {w.reset}
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
