/**
 * The access questions a mover asks of a home, floor and lift, shared by the inventory quote (where they price the
 * stairs) and the survey request (where they tell the surveyor what to expect). Each caller gives the words and
 * either its state (controlled) or the field names its form sends (uncontrolled, values in English).
 */
import type { ChangeEvent } from "react";

import { englishFloor, FLOORS } from "~/lib/inventory/floor";

interface FloorSelectProps {
  id: string;
  /** A floor in the page's language: "Ground floor", "तीसरी मंजिल". */
  floorName: (floor: number) => string;
  className: string;
  describedBy?: string;
  /** Controlled: the floor and what to do when it changes. */
  value?: number;
  onChange?: (floor: number) => void;
  /** Uncontrolled: the field's name; the value sent is the floor in English ("3rd floor"). */
  name?: string;
  defaultValue?: number;
}

/** The floor, from the ground floor up to the highest the inventory lists. */
export function FloorSelect({
  id,
  floorName,
  className,
  describedBy,
  value,
  onChange,
  name,
  defaultValue,
}: FloorSelectProps) {
  const controlled = onChange !== undefined;
  const valueOf = (n: number) => (controlled ? String(n) : englishFloor(n));
  return (
    <select
      id={id}
      name={name}
      aria-describedby={describedBy}
      className={className}
      {...(controlled
        ? {
            value: valueOf(value ?? 0),
            onChange: (e: ChangeEvent<HTMLSelectElement>) => onChange(Number(e.target.value)),
          }
        : { defaultValue: valueOf(defaultValue ?? 0) })}
    >
      {FLOORS.map((n) => (
        <option key={n} value={valueOf(n)}>
          {floorName(n)}
        </option>
      ))}
    </select>
  );
}

interface LiftCheckProps {
  label: string;
  className: string;
  /** Controlled. */
  checked?: boolean;
  onChange?: (lift: boolean) => void;
  /** Uncontrolled: sent as "Yes" when ticked. */
  name?: string;
  defaultChecked?: boolean;
}

/** "A lift that takes furniture": a tick, since a lift too small for a wardrobe means the stairs. */
export function LiftCheck({ label, className, checked, onChange, name, defaultChecked }: LiftCheckProps) {
  return (
    <label className="flex items-center gap-3 text-ink">
      <input
        type="checkbox"
        name={name}
        value={name ? "Yes" : undefined}
        className={className}
        {...(onChange
          ? { checked: checked ?? false, onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked) }
          : { defaultChecked })}
      />
      {label}
    </label>
  );
}
