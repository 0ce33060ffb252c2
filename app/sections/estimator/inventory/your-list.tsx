import { useId } from "react";

import { findItem } from "~/content/inventory/items";
import { type PresetId, presets } from "~/content/inventory/presets";
import { findRoom, type RoomId } from "~/content/inventory/rooms";
import { filled } from "~/content/placeholders";
import { entries, type InventoryState } from "~/lib/inventory/state";
import { useEstimatorWords } from "~/sections/estimator/estimator-tables";

import type { PageCatalogue } from "./catalogue";
import { Stepper } from "./stepper";
import { card, heading } from "./ui";

/** The list so far, room by room, with presets to start from and a way to clear it. */
export function YourList({
  items,
  catalogue: c,
  onChange,
  onPreset,
  onClear,
}: {
  items: InventoryState["items"];
  catalogue: PageCatalogue;
  onChange: (room: RoomId, item: string, qty: number) => void;
  onPreset: (id: PresetId) => void;
  onClear: () => void;
}) {
  const titleId = useId();
  const w = useEstimatorWords().list.yourList;
  const list = entries(items);
  const roomsListed = [...new Set(list.map((e) => e.room))];

  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={heading}>
        {w.title}
      </h2>
      <div className="mt-3">
        <p className="text-sm text-ink-muted">{w.presets}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {presets.map((p) => (
            <button key={p.id} type="button" className="btn-outline btn-sm" onClick={() => onPreset(p.id)}>
              {filled(w.typical, { home: c.preset(p) })}
            </button>
          ))}
        </div>
      </div>
      {list.length === 0 ? (
        <p className="mt-4 rounded-lg bg-surface p-4 text-sm text-ink-muted">{w.empty}</p>
      ) : (
        <>
          {roomsListed.map((room) => {
            const found = findRoom(room);
            const roomName = found && c.room(found);
            return (
              <div key={room} className="mt-5">
                <h3 className="font-bold text-brand-900">{roomName}</h3>
                <ul className="mt-1 divide-y divide-line">
                  {list
                    .filter((e) => e.room === room)
                    .map(({ item, qty }) => {
                      const found = findItem(item);
                      const name = found ? c.item(found) : item;
                      return (
                        <li key={item} className="flex items-center justify-between gap-3 py-2">
                          <span className="min-w-0 text-ink">{name}</span>
                          <Stepper name={`${name}, ${roomName}`} qty={qty} onChange={(q) => onChange(room, item, q)} />
                        </li>
                      );
                    })}
                </ul>
              </div>
            );
          })}
          <button type="button" className="mt-5 btn-outline" onClick={onClear}>
            {w.clear}
          </button>
        </>
      )}
    </section>
  );
}
