import { useId } from "react";

import { FloorSelect, LiftCheck } from "~/forms/floor-and-lift";
import {
  type Access,
  type InventoryState,
  MAX_CARRY_METRES,
  MAX_DECLARED_VALUE,
  MAX_STORAGE_DAYS,
  type MoveType,
  type PackingLevel,
  type SelfService,
  selfServices,
} from "~/lib/inventory/state";
import { useEstimatorWords } from "~/sections/estimator/estimator-tables";
import { DateField, Field, FromToFields, NumberField, SelectField, usePlaceOptions } from "~/sections/estimator/fields";
import { control, legend } from "~/sections/estimator/form-classes";
import { RadioGroup } from "~/sections/estimator/radio-group";

import { useListText } from "./inventory-text";
import { card, check, heading } from "./ui";

function AccessFields({ title, value, onChange }: { title: string; value: Access; onChange: (a: Access) => void }) {
  const w = useEstimatorWords().list.details;
  const x = useListText();
  const set = (patch: Partial<Access>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="rounded-lg border border-line p-4">
      <legend className={`${legend} px-1`}>{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={w.floor}>
          {({ id }) => (
            <FloorSelect
              id={id}
              value={value.floor}
              onChange={(floor) => set({ floor })}
              floorName={x.floor}
              className={control}
            />
          )}
        </Field>
        <NumberField
          label={w.carry}
          value={value.carryMetres}
          max={MAX_CARRY_METRES}
          onChange={(carryMetres) => set({ carryMetres })}
        />
      </div>
      <div className="mt-4 space-y-3">
        <LiftCheck label={w.lift} className={check} checked={value.lift} onChange={(lift) => set({ lift })} />
        <label className="flex items-center gap-3 text-ink">
          <input
            type="checkbox"
            className={check}
            checked={value.narrowLane}
            onChange={(e) => set({ narrowLane: e.target.checked })}
          />
          {w.narrowLane}
        </label>
      </div>
    </fieldset>
  );
}

const MOVES: readonly MoveType[] = ["local", "between"];
const PACKINGS: readonly PackingLevel[] = ["standard", "premium"];

/** Where and when, access at both ends, packing, work done by the visitor, storage and insurance. */
export function MoveDetails({ state, onChange }: { state: InventoryState; onChange: (s: InventoryState) => void }) {
  const titleId = useId();
  const w = useEstimatorWords().list.details;
  const placeOptions = usePlaceOptions();
  const set = (patch: Partial<InventoryState>) => onChange({ ...state, ...patch });
  const toggleSelf = (s: SelfService, on: boolean) =>
    set({ selfService: on ? [...state.selfService, s] : state.selfService.filter((x) => x !== s) });

  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={heading}>
        {w.title}
      </h2>
      <div className="mt-4 space-y-5">
        <RadioGroup
          look="plain"
          legend={w.where}
          name="inventory-move"
          options={MOVES}
          labelOf={(m) => w[m]}
          value={state.move}
          onChange={(move) => set({ move })}
        />
        {state.move === "local" && (
          <SelectField
            options={placeOptions}
            label={w.city}
            value={state.city}
            onChange={(city) => set({ city })}
            placeholder={w.anyCity}
          />
        )}
        {state.move === "between" && (
          <FromToFields from={state.from} to={state.to} onChange={set} placeholder={w.choose} />
        )}
        <DateField value={state.date} onChange={(date) => set({ date })} />
        <AccessFields title={w.pickup} value={state.pickup} onChange={(pickup) => set({ pickup })} />
        <AccessFields title={w.delivery} value={state.delivery} onChange={(delivery) => set({ delivery })} />
        <RadioGroup
          look="plain"
          legend={w.packing}
          name="inventory-packing"
          options={PACKINGS}
          labelOf={(p) => w[p]}
          value={state.packing}
          onChange={(packing) => set({ packing })}
        />
        <fieldset>
          <legend className={legend}>{w.self}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {selfServices.map((s) => (
              <label key={s} className="flex items-center gap-2 text-ink">
                <input
                  type="checkbox"
                  className={check}
                  checked={state.selfService.includes(s)}
                  onChange={(e) => toggleSelf(s, e.target.checked)}
                />
                {w.selfServices[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label={w.storage}
            value={state.storageDays}
            max={MAX_STORAGE_DAYS}
            onChange={(storageDays) => set({ storageDays })}
          />
          <NumberField
            label={w.declaredValue}
            value={state.declaredValue}
            max={MAX_DECLARED_VALUE}
            onChange={(declaredValue) => set({ declaredValue })}
            hint={w.noInsurance}
          />
        </div>
      </div>
    </section>
  );
}
