import { useId } from "react";

import { floorLabel } from "~/lib/inventory/charges";
import {
  type Access,
  type InventoryState,
  MAX_CARRY_METRES,
  MAX_DECLARED_VALUE,
  MAX_FLOOR,
  MAX_STORAGE_DAYS,
  type SelfService,
  selfServices,
} from "~/lib/inventory/state";
import { DateField, Field, FromToFields, NumberField, placeOptions, SelectField } from "~/sections/estimator/fields";
import { control, legend } from "~/sections/estimator/form-classes";
import { RadioGroup } from "~/sections/estimator/radio-group";

import { card, check, heading } from "./ui";

const floors = Array.from({ length: MAX_FLOOR + 1 }, (_, n) => n);
const SELF_LABELS: Record<SelfService, string> = {
  bed: "Beds",
  wardrobe: "Wooden wardrobes",
  table: "Tables and desks",
  workstation: "Workstations",
  ac: "ACs (my own technician)",
};

function AccessFields({ title, value, onChange }: { title: string; value: Access; onChange: (a: Access) => void }) {
  const set = (patch: Partial<Access>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="rounded-lg border border-line p-4">
      <legend className={`${legend} px-1`}>{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Floor">
          {({ id }) => (
            <select
              id={id}
              value={value.floor}
              onChange={(e) => set({ floor: Number(e.target.value) })}
              className={control}
            >
              {floors.map((n) => (
                <option key={n} value={n}>
                  {floorLabel(n).replace(/^g/, "G")}
                </option>
              ))}
            </select>
          )}
        </Field>
        <NumberField
          label="Metres from the door to the truck"
          value={value.carryMetres}
          max={MAX_CARRY_METRES}
          onChange={(carryMetres) => set({ carryMetres })}
        />
      </div>
      <div className="mt-4 space-y-3">
        <label className="flex items-center gap-3 text-ink">
          <input
            type="checkbox"
            className={check}
            checked={value.lift}
            onChange={(e) => set({ lift: e.target.checked })}
          />
          A lift that takes furniture
        </label>
        <label className="flex items-center gap-3 text-ink">
          <input
            type="checkbox"
            className={check}
            checked={value.narrowLane}
            onChange={(e) => set({ narrowLane: e.target.checked })}
          />
          Lane too narrow for a truck
        </label>
      </div>
    </fieldset>
  );
}

const MOVE_LABELS = { local: "Within a city", between: "Between cities" } as const;
const PACKING_LABELS = { standard: "Standard", premium: "Premium" } as const;
const keysOf = <K extends string>(labels: Record<K, string>) => Object.keys(labels) as K[];

/** Where and when, access at both ends, packing, work done by the visitor, storage and insurance. */
export function MoveDetails({ state, onChange }: { state: InventoryState; onChange: (s: InventoryState) => void }) {
  const titleId = useId();
  const set = (patch: Partial<InventoryState>) => onChange({ ...state, ...patch });
  const toggleSelf = (s: SelfService, on: boolean) =>
    set({ selfService: on ? [...state.selfService, s] : state.selfService.filter((x) => x !== s) });

  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={heading}>
        Your move
      </h2>
      <div className="mt-4 space-y-5">
        <RadioGroup
          look="plain"
          legend="Where"
          name="inventory-move"
          options={keysOf(MOVE_LABELS)}
          labelOf={(m) => MOVE_LABELS[m]}
          value={state.move}
          onChange={(move) => set({ move })}
        />
        {state.move === "local" && (
          <SelectField
            options={placeOptions}
            label="City (optional)"
            value={state.city}
            onChange={(city) => set({ city })}
            placeholder="Any city"
          />
        )}
        {state.move === "between" && (
          <FromToFields from={state.from} to={state.to} onChange={set} placeholder="Choose" />
        )}
        <DateField value={state.date} onChange={(date) => set({ date })} />
        <AccessFields title="At pickup" value={state.pickup} onChange={(pickup) => set({ pickup })} />
        <AccessFields title="At delivery" value={state.delivery} onChange={(delivery) => set({ delivery })} />
        <RadioGroup
          look="plain"
          legend="Packing"
          name="inventory-packing"
          options={keysOf(PACKING_LABELS)}
          labelOf={(p) => PACKING_LABELS[p]}
          value={state.packing}
          onChange={(packing) => set({ packing })}
        />
        <fieldset>
          <legend className={legend}>I take apart and refit these myself (not charged)</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {selfServices.map((s) => (
              <label key={s} className="flex items-center gap-2 text-ink">
                <input
                  type="checkbox"
                  className={check}
                  checked={state.selfService.includes(s)}
                  onChange={(e) => toggleSelf(s, e.target.checked)}
                />
                {SELF_LABELS[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label="Storage (days)"
            value={state.storageDays}
            max={MAX_STORAGE_DAYS}
            onChange={(storageDays) => set({ storageDays })}
          />
          <NumberField
            label="Declared value for insurance (₹)"
            value={state.declaredValue}
            max={MAX_DECLARED_VALUE}
            onChange={(declaredValue) => set({ declaredValue })}
            hint="Leave empty for no insurance."
          />
        </div>
      </div>
    </section>
  );
}
